import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from '@wordbook/sql/sql-tag';
import pg from 'pg';
import type { CommonQueryMethods } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_ABSOLUTE_DAYS } from '../../sql/src/queries/sessions.ts';
import { listPracticeAttempts, listPracticeSessions, listPracticeSessionWords } from '../../sql/src/queries/practice-history.ts';
import { listPracticeWords } from '../../sql/src/queries/practice.ts';
import { findUserById } from '../../sql/src/queries/users.ts';
import { listWordbooks } from '../../sql/src/queries/wordbooks.ts';
import { findWord, listWords } from '../../sql/src/queries/words.ts';
import type { DatabasePool } from '../../sql/src/pool.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { testDatabaseUrl, testPool } from '../../test/harness.ts';
import { seedBatch } from './seed-load-data.ts';

const run = promisify(execFile);
let pool: DatabasePool;
let client: pg.Client;
beforeAll(async () => {
  pool = await testPool();
  client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
});
afterAll(async () => {
  // other files share this database: the seeded learners (and, by cascade, their rows) go
  await pool?.query(sql.typeAlias('void')`delete from users where email ~ '^(seed|plan)[0-9]{6}[0-9]+@example[.]com$'`);
  await client?.end();
  await pool?.end();
});

/** The statement a query function would run, captured instead of run. */
async function statementOf(query: (db: CommonQueryMethods) => Promise<unknown>): Promise<{ sql: string; values: readonly unknown[] }> {
  let captured: { sql: string; values: readonly unknown[] } | undefined;
  const recorder = new Proxy({} as CommonQueryMethods, {
    get: () => async (token: { sql: string; values: readonly unknown[] }) => {
      captured = { sql: token.sql, values: token.values };
      throw new Error('captured');
    },
  });
  await query(recorder).catch(() => undefined);
  if (!captured) throw new Error('the query function ran no statement');
  return captured;
}

/**
 * The statement a PL/pgSQL read function runs (its `return query`), its parameters as $1, $2, …:
 * explaining `select * from f(…)` shows only a function scan, not the plan the function keeps.
 */
async function statementOfFunction(name: string, values: unknown[]): Promise<{ sql: string; values: readonly unknown[] }> {
  const { rows } = await client.query<{ prosrc: string; proargnames: string[] }>('select prosrc, proargnames from pg_proc where proname = $1', [name]);
  const body = /return query([\s\S]*?);\s*end/i.exec(rows[0]!.prosrc)?.[1];
  if (!body) throw new Error(`${name} has no return query`);
  const params = rows[0]!.proargnames.slice(0, values.length);
  return { sql: params.reduce((text, param, i) => text.replace(new RegExp(`\\b${param}\\b`, 'g'), `$${i + 1}`), body), values };
}

/** Tables whose rows belong to one learner: a hot read must reach them through an index. */
const USER_OWNED = ['users', 'sessions', 'wordbooks', 'words', 'practice_sessions', 'practice_items', 'practice_attempts'];

function seqScans(plan: { 'Node Type': string; 'Relation Name'?: string; Plans?: unknown[] }): string[] {
  const own = plan['Node Type'] === 'Seq Scan' && USER_OWNED.includes(plan['Relation Name'] ?? '') ? [plan['Relation Name']!] : [];
  return [...own, ...((plan.Plans ?? []) as (typeof plan)[]).flatMap(seqScans)];
}

describe('ops db seed-load', () => {
  it('fills learners, wordbooks, words, a session and its answers, and adds nothing on a second run', async () => {
    const prefix = `seed${randomInt(100_000, 999_999)}`;
    const ops = () =>
      run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'ops/src/cli.ts'), 'db', 'seed-load', '--learners', '3', '--words', '5', '--answers', '12', '--prefix', prefix], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
      });
    expect((await ops()).stdout).toContain('seeded 3 learners, 15 words, 36 practice answers');
    await ops();
    const counts = await pool.one(sql.type(z.object({ learners: z.number(), words: z.number(), answers: z.number() }))`
      select (select count(*)::int from users where username like ${`${prefix}%`}) as learners,
             (select count(*)::int from words w join users u on u.id = w.user_id where u.username like ${`${prefix}%`}) as words,
             (select count(*)::int from practice_attempts a join users u on u.id = a.user_id where u.username like ${`${prefix}%`}) as answers`);
    expect(counts).toEqual({ learners: 3, words: 15, answers: 36 });
  }, 120_000);

  it('keeps every hot read on an index once the tables hold thousands of learners', async () => {
    const prefix = `plan${randomInt(100_000, 999_999)}`;
    const args = { learners: 2000, words: 50, answers: 100, prefix };
    for (let from = 1; from <= args.learners; from += 500) await seedBatch(pool, args, from, from + 499);
    await pool.query(sql.typeAlias('void')`analyze`);
    const learner = await pool.one(sql.type(z.object({ userId: z.string(), wordbookId: z.string(), wordId: z.string(), sessionId: z.string(), itemId: z.string() }))`
      select u.id as "userId", b.id as "wordbookId", (select id from words where wordbook_id = b.id limit 1) as "wordId",
             (select id from practice_sessions where wordbook_id = b.id) as "sessionId",
             (select i.id from practice_items i join practice_sessions s on s.id = i.session_id where s.wordbook_id = b.id limit 1) as "itemId"
      from users u join wordbooks b on b.user_id = u.id where u.username = ${`${prefix}1000`}`);
    const { userId, wordbookId, wordId, sessionId, itemId } = learner;
    const hotReads = {
      'session check': () => statementOfFunction('active_session_read', [Buffer.alloc(32, 7), SESSION_ABSOLUTE_DAYS]),
      'the learner': () => statementOf((db) => findUserById(db, userId)),
      wordbooks: () => statementOf((db) => listWordbooks(db, { userId })),
      words: () => statementOf((db) => listWords(db, { userId, wordbookId })),
      'one word': () => statementOf((db) => findWord(db, { userId, wordId })),
      'practice words': () => statementOf((db) => listPracticeWords(db, { userId, wordbookId })),
      'next question': () => statementOfFunction('practice_next_item', [userId, sessionId]),
      'answered item': () => statementOfFunction('practice_item_for_answer', [userId, sessionId, itemId]),
      'practice history': () => statementOf((db) => listPracticeSessions(db, { userId, wordbookId, order: 'newest' })),
      'session answers': () => statementOf((db) => listPracticeAttempts(db, { userId, sessionId })),
      'session words': () => statementOf((db) => listPracticeSessionWords(db, { userId, sessionId })),
    };
    const found: Record<string, string[]> = {};
    for (const [name, query] of Object.entries(hotReads)) {
      const statement = await query();
      // slonik names its placeholders $slonik_N until it runs a statement; pg wants $N
      const text = statement.sql.replace(/\$slonik_(\d+)/g, '$$$1');
      const { rows } = await client.query(`explain (format json) ${text}`, [...statement.values]);
      found[name] = seqScans(rows[0]['QUERY PLAN'][0].Plan);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(hotReads).map((name) => [name, []])));
  }, 300_000);
});
