import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createOrResetAccount, generatePassword } from './create-account.ts';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';

const ZArgs = z.object({
  email: z.string().email('--email must be an e-mail address'),
  username: z.string().regex(/^[A-Za-z0-9._-]{3,20}$/, '--username must be 3-20 letters, digits, dot, underscore or hyphen'),
  'full-name': z.string().min(2).max(50).default('Site Admin'),
  password: z.string().min(8, '--password must be at least 8 characters').max(50).optional(),
});

/** `ops users create-superadmin --email E --username U [--full-name N] [--password P]` */
export async function createSuperadmin(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, username: { type: 'string' }, 'full-name': { type: 'string' }, password: { type: 'string' } },
  });
  const args = ZArgs.parse(values);
  const password = args.password ?? generatePassword();
  await withDatabase(async (pool) => {
    const id = await createOrResetAccount(pool, {
      email: args.email,
      username: args.username,
      fullName: args['full-name'],
      role: 'superadmin',
      plan: 'free',
      password,
    });
    say(`superadmin ${args.username} <${args.email}> ready (id ${id})`);
    if (!args.password) say(`password: ${password}`);
  });
}

export const createSuperadminCommand: TOpsCommand = {
  help: '--email E --username U [--full-name N] [--password P]',
  run: createSuperadmin,
};
