import { parseArgs } from 'node:util';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { say, withDatabase } from './ops-context.ts';

const ZUsername = z.string({ required_error: '--username is required' }).min(1, '--username is required');

/**
 * `ops users set-<field> --username U --<field> V`: sets one enum column of a live account and
 * prints the old and new value. `ZValue` carries the flag's own error message.
 */
export async function setUserField<T extends string>(argv: string[], field: 'role' | 'status', ZValue: z.ZodType<T>): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { username: { type: 'string' }, [field]: { type: 'string' } } });
  const [username, value] = z.tuple([ZUsername, ZValue]).parse([values.username, values[field]]);
  await withDatabase(async (pool) => {
    // `was` is the row before the update, so the old value comes back with the new one.
    const row = await pool.maybeOne(sql.type(z.object({ id: z.string(), previous: ZValue }))`
      update users u set ${sql.identifier([field])} = ${value}, updated_at = now()
      from users was
      where was.id = u.id and u.username = ${username} and u.deleted_at is null
      returning u.id, ${sql.identifier(['was', field])} as previous`);
    if (!row) throw new Error(`no account with the username ${username}`);
    say(`${username} (id ${row.id}): ${row.previous} -> ${value}`);
  });
}
