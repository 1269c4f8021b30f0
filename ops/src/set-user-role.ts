import { ZRole } from '@wordbook/core/contract/session';
import { parseArgs } from 'node:util';
import { sql } from 'slonik';
import { z } from 'zod';
import { say, withDatabase } from './ops-context.ts';

const ZArgs = z.object({
  username: z.string({ required_error: '--username is required' }).min(1, '--username is required'),
  role: z.enum(ZRole.options, { errorMap: () => ({ message: `--role must be one of ${ZRole.options.join(', ')}` }) }),
});

/** `ops users set-role --username U --role R`: the operators' way to staff roles until /superadmin/roles exists. */
export async function setUserRole(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { username: { type: 'string' }, role: { type: 'string' } } });
  const { username, role } = ZArgs.parse(values);
  await withDatabase(async (pool) => {
    const row = await pool.maybeOne(sql.type(z.object({ id: z.string(), previous: ZRole }))`
      update users u set role = ${role}, updated_at = now()
      from users was
      where was.id = u.id and u.username = ${username} and u.deleted_at is null
      returning u.id, was.role as previous`);
    if (!row) throw new Error(`no account with the username ${username}`);
    say(`${username} (id ${row.id}): ${row.previous} -> ${role}`);
  });
}
