import { sql } from './sql-tag.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/test-databases.ts';
import { z } from 'zod';
import { createDbPool, type DatabasePool } from './pool.ts';

let pool: DatabasePool;
beforeAll(async () => {
  pool = await createDbPool(testDatabaseUrl(), { maximumPoolSize: 1 });
});
afterAll(async () => {
  await pool.end();
});

/**
 * Foreign keys whose cascades (deleting a word, deleting a user) would scan the whole table
 * without an index that starts with the key's column. A partial index does not count: the
 * cascade must find every row.
 */
const CASCADE_KEYS = [
  ['ai_generation_requests', 'word_id'],
  ['ai_generation_requests', 'user_id'],
  ['practice_attempts', 'user_id'],
  ['practice_items', 'user_id'],
  ['level_test_questions', 'user_id'],
  ['level_test_rounds', 'user_id'],
] as const;

describe('indexes behind cascading foreign keys (migration 0011)', () => {
  it.each(CASCADE_KEYS)('%s.%s leads a full index', async (table, column) => {
    const indexes = await pool.anyFirst(sql.type(z.object({ name: z.string() }))`
      select i.indexrelid::regclass::text as name
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
      where i.indrelid = ${table}::regclass and a.attname = ${column} and i.indpred is null`);
    expect(indexes.length, `${table}.${column}`).toBeGreaterThan(0);
  });
});
