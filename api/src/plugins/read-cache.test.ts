import type { Server } from '@hapi/hapi';
import { sql } from '@wordbook/sql/sql-tag';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';

// Two API servers on one database stand for two API processes, each with its own memory.
let first: Server;
let second: Server;
beforeAll(async () => {
  [first, second] = await Promise.all([startTestApi(), startTestApi()]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

type TWordAnswer = { id: string; text: string; meaning: string | null; ai_definitions: string[] };

async function learnerWithWords(count: number) {
  const userId = await createTestUser(first, {});
  const cookie = await signInAs(first, userId);
  const book = await first.inject({ method: 'POST', url: '/api/wordbooks', headers: { cookie }, payload: { name: 'Kept lists' } });
  const wordbookId = (book.result as { id: string }).id;
  await first.app.pool.query(sql.typeAlias('void')`
    insert into words (wordbook_id, user_id, text, meaning, ai_definitions)
    select ${wordbookId}, ${userId}, 'word' || g, 'a meaning of some length, number ' || g, '["one", "two", "three", "four", "five"]'
    from generate_series(1, ${count}) g`);
  const words = async (server: Server, headers: Record<string, string> = {}) => {
    const res = await server.inject({ method: 'GET', url: `/api/words/${wordbookId}`, headers: { cookie, ...headers } });
    expect(res.statusCode).toBe(200);
    return (res.result as { words: TWordAnswer[] }).words;
  };
  // one insert gives every word the same created_at, so the list's order among them is the ids'
  const word1 = async (server: Server) => (await words(server)).find((word) => word.text === 'word1')!;
  const version = () => first.app.pool.oneFirst(sql.type(z.object({ version: z.number() }))`select version from user_content_versions where user_id = ${userId}`);
  return { userId, cookie, wordbookId, words, word1, version };
}

describe('lists kept in memory', () => {
  it('shows a write made outside the API (a worker, the SQL console) on the next read, on either API process', async () => {
    const learner = await learnerWithWords(3);
    expect((await learner.word1(first)).meaning).toBe('a meaning of some length, number 1');
    expect((await learner.word1(second)).meaning).toBe('a meaning of some length, number 1');
    await first.app.pool.query(sql.typeAlias('void')`update words set meaning = 'changed by a job' where wordbook_id = ${learner.wordbookId} and text = 'word1'`);
    expect((await learner.word1(first)).meaning).toBe('changed by a job');
    expect((await learner.word1(second)).meaning).toBe('changed by a job');

    // a write through one process is seen at once by the other
    const { id } = await learner.word1(first);
    await second.inject({ method: 'PATCH', url: `/api/words/${id}`, headers: { cookie: learner.cookie }, payload: { meaning: 'my own meaning' } });
    expect((await learner.word1(first)).meaning).toBe('my own meaning');
    const list = await first.inject({ method: 'GET', url: '/api/wordbooks', headers: { cookie: learner.cookie } });
    expect((list.result as { wordbooks: { word_count: number }[] }).wordbooks[0]!.word_count).toBe(3);
    await second.inject({ method: 'DELETE', url: `/api/words/${id}`, headers: { cookie: learner.cookie } });
    const after = await first.inject({ method: 'GET', url: '/api/wordbooks', headers: { cookie: learner.cookie } });
    expect((after.result as { wordbooks: { word_count: number }[] }).wordbooks[0]!.word_count).toBe(2);
  });

  it('bumps the version once per transaction, however many rows it writes', async () => {
    const learner = await learnerWithWords(300);
    const before = await learner.version();
    await first.app.pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`update words set meaning = meaning || '.' where wordbook_id = ${learner.wordbookId}`);
      await tx.query(sql.typeAlias('void')`update wordbooks set name = 'Renamed' where id = ${learner.wordbookId}`);
    });
    expect(await learner.version()).toBe(before + 1);
  });

  it('keeps a view per plan: a learner who becomes Pro sees every AI alternative', async () => {
    const learner = await learnerWithWords(1);
    expect((await learner.words(first))[0]!.ai_definitions).toEqual(['one', 'two']);
    await first.app.pool.query(sql.typeAlias('void')`update users set plan = 'pro' where id = ${learner.userId}`);
    expect((await learner.words(first))[0]!.ai_definitions).toEqual(['one', 'two', 'three', 'four', 'five']);
  });

  it('sends a large list gzipped, the same answer as uncompressed', async () => {
    const learner = await learnerWithWords(300);
    const plain = await learner.words(first);
    const res = await first.inject({ method: 'GET', url: `/api/words/${learner.wordbookId}`, headers: { cookie: learner.cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).words).toEqual(plain);
  });

  it('answers 404 for a wordbook deleted since, and for another learner asking for it', async () => {
    const learner = await learnerWithWords(2);
    await learner.words(first);
    const stranger = await signInAs(first, await createTestUser(first, {}));
    const theirs = await first.inject({ method: 'GET', url: `/api/words/${learner.wordbookId}`, headers: { cookie: stranger } });
    expect(theirs.statusCode).toBe(404);
    await second.inject({ method: 'DELETE', url: `/api/wordbooks/${learner.wordbookId}`, headers: { cookie: learner.cookie } });
    const gone = await first.inject({ method: 'GET', url: `/api/words/${learner.wordbookId}`, headers: { cookie: learner.cookie } });
    expect(gone.statusCode).toBe(404);
    const list = await first.inject({ method: 'GET', url: '/api/wordbooks', headers: { cookie: learner.cookie } });
    expect((list.result as { wordbooks: unknown[] }).wordbooks).toEqual([]);
  });

  it('lets a learner with words be deleted (the version row goes with them)', async () => {
    const learner = await learnerWithWords(2);
    await first.app.pool.query(sql.typeAlias('void')`delete from users where id = ${learner.userId}`);
    const left = await first.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from user_content_versions where user_id = ${learner.userId}`);
    expect(left).toBe(0);
  });
});
