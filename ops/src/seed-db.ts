import { createOrResetAccount, generatePassword } from './create-account.ts';
import { prepareDatabase } from './prepare-database.ts';
import { printTable, say, withDatabase, type TOpsCommand } from './ops-context.ts';

/** `ops db seed`: a demo learner, a Pro learner and a superadmin, with fresh passwords printed. */
export async function seedDb(): Promise<void> {
  await withDatabase(async (pool, database) => {
    await prepareDatabase(database.url, () => {});
    const accounts = [
      { username: 'demo', email: 'demo@example.com', fullName: 'Demo Learner', role: 'user', plan: 'free' },
      { username: 'prolearner', email: 'pro@example.com', fullName: 'Pro Learner', role: 'user', plan: 'pro' },
      { username: 'superadmin', email: 'superadmin@example.com', fullName: 'Site Admin', role: 'superadmin', plan: 'free' },
    ] as const;
    const rows = [];
    for (const account of accounts) {
      const password = generatePassword();
      await createOrResetAccount(pool, { ...account, password });
      rows.push({ username: account.username, email: account.email, password, role: account.role, plan: account.plan });
    }
    say('Seeded accounts (passwords are new each time you seed):');
    printTable(rows, ['username', 'email', 'password', 'role', 'plan']);
  });
}

export const seedDbCommand: TOpsCommand = {
  help: 'create a demo learner, a Pro learner and a superadmin; prints their passwords',
  run: seedDb,
};
