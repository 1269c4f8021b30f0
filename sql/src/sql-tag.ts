import { createSqlTag } from 'slonik';
import { z } from 'zod';

/**
 * The project's `sql` tag: slonik's, plus type aliases for statements with no row schema of
 * their own (GraphQL Hive's pattern). `sql.typeAlias('void')` marks a statement whose rows do
 * not matter: an insert, update or delete without `returning`, or `select from pg_notify(…)`;
 * the result parser refuses any column, so a statement that starts returning rows is noticed.
 * Nothing in the repository uses slonik's unsafe tag (sql/src/typed-sql.test.ts keeps it so).
 */
export const sql = createSqlTag({
  typeAliases: {
    void: z.object({}).strict(),
  },
});
