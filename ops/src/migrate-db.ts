import { prepareDatabase } from './prepare-database.ts';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';

/** `ops db migrate`: applies pending migrations and the queue schema. */
export async function migrateDb(): Promise<void> {
  await withDatabase(async (_pool, database) => {
    await prepareDatabase(database.url, say);
  });
}

export const migrateDbCommand: TOpsCommand = { help: 'apply pending migrations and the queue schema', run: migrateDb };
