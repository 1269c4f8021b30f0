import { ZUserStatus } from '@wordbook/core/contract/session';
import { parseArgs } from 'node:util';
import { sql } from 'slonik';
import { z } from 'zod';
import { say, withDatabase } from './ops-context.ts';

const ZArgs = z.object({
  username: z.string({ required_error: '--username is required' }).min(1, '--username is required'),
  status: z.enum(ZUserStatus.options, { errorMap: () => ({ message: '--status must be active, suspended or banned' }) }),
});

/**
 * `ops users set-status --username U --status active|suspended|banned`. Sessions are kept on
 * purpose: the API refuses a banned or suspended session from its next request on (the front
 * end then shows /status-error), and making the account active again lets it back in.
 */
export async function setUserStatus(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { username: { type: 'string' }, status: { type: 'string' } } });
  const { username, status } = ZArgs.parse(values);
  await withDatabase(async (pool) => {
    const row = await pool.maybeOne(sql.type(z.object({ id: z.string(), previous: ZUserStatus }))`
      update users u set status = ${status}, updated_at = now()
      from users was
      where was.id = u.id and u.username = ${username} and u.deleted_at is null
      returning u.id, was.status as previous`);
    if (!row) throw new Error(`no account with the username ${username}`);
    say(`${username} (id ${row.id}): ${row.previous} -> ${status}`);
  });
}
