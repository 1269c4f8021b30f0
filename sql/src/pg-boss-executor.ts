import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const anyRow = z.any();

/**
 * Lets pg-boss run its own SQL on a slonik connection or transaction (its `db` option takes
 * any object with `executeSql(text, values)`). The one place product code builds a raw
 * query token (sql/src/typed-sql.test.ts keeps it so): the text is pg-boss's, never user input.
 */
export function slonikExecutor(connection: CommonQueryMethods) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const token = { type: Symbol.for('SLONIK_TOKEN_QUERY'), sql: text, values, parser: anyRow };
      const result = await connection.query(token as never);
      return { rows: result.rows as unknown[], rowCount: result.rowCount };
    },
  };
}
