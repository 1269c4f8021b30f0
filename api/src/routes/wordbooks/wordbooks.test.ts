import type { Server } from '@hapi/hapi';
import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { wordbookMessages as M } from '@wordbook/core/rules/wordbook-rules';
import { randomUUID } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi, waitFor, messageOf as message, outcomeOf as outcome } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});


/** A signed-in learner and a small client for their calls. */
async function learner(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  const create = async (name: string) => {
    const res = await call('POST', '/api/wordbooks', { name, type: 'free' });
    expect(res.statusCode).toBe(200);
    return (res.result as { id: string; wordbook: TWordbook }).wordbook;
  };
  const list = async (order?: string) =>
    ((await call('GET', `/api/wordbooks${order ? `?order=${order}` : ''}`)).result as { wordbooks: TWordbook[] }).wordbooks;
  return { id, call, create, list };
}

describe('creating wordbooks', () => {
  it('trims the name, answers the id and the wordbook, and lists it with its word count', async () => {
    const me = await learner();
    const res = await me.call('POST', '/api/wordbooks', { name: '  Travel words  ', type: 'free' });
    expect(res.statusCode).toBe(200);
    const body = res.result as { id: string; wordbook: TWordbook };
    expect(body.wordbook).toMatchObject({
      id: body.id, user_id: me.id, name: 'Travel words', type: 'free', is_main: false, is_favorite: 0, deleted: false, ai_reuse_behavior: 'ask', word_count: 0,
    });
    await server.app.pool.query(sql.typeAlias('void')`insert into words (wordbook_id, user_id, text) values (${body.id}, ${me.id}, 'go'), (${body.id}, ${me.id}, 'went')`);
    expect((await me.list()).map((w) => [w.name, w.word_count])).toEqual([['Travel words', 2]]);
    const one = await me.call('GET', `/api/wordbooks/${body.id}`);
    expect(one.result).toMatchObject({ wordbook: { id: body.id, name: 'Travel words', word_count: 2 } });
  });

  it('answers every name rule with the spec message', async () => {
    const me = await learner();
    const cases: [unknown, number, string | undefined][] = [
      ['', 400, M.nameEmpty],
      ['    ', 400, M.nameEmpty],
      ['x'.repeat(49), 400, M.nameTooLong],
      [`  ${'y'.repeat(49)}  `, 400, M.nameTooLong],
    ];
    for (const [name, status, expected] of cases) {
      expect(outcome(await me.call('POST', '/api/wordbooks', { name }))).toEqual([status, expected]);
    }
    const missing = await me.call('POST', '/api/wordbooks', {});
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toMatch(/name/i);
    expect((await me.call('POST', '/api/wordbooks', { name: 'ok', type: 'secret' })).statusCode).toBe(400);
    // exactly 48 characters after trimming is allowed
    expect((await me.call('POST', '/api/wordbooks', { name: `  ${'z'.repeat(48)} ` })).statusCode).toBe(200);
    expect((await me.list()).map((w) => w.name)).toEqual(['z'.repeat(48)]);
  });

  it('refuses a name already in use, ignoring case, with 409; another learner may use it', async () => {
    const me = await learner();
    await me.create('Verbs');
    expect(outcome(await me.call('POST', '/api/wordbooks', { name: ' vERBS ' }))).toEqual([409, M.nameTaken]);
    const other = await learner();
    expect((await other.call('POST', '/api/wordbooks', { name: 'verbs' })).statusCode).toBe(200);
  });

  it('answers 409 when another creation takes the name between the check and the insert (the unique index decides)', async () => {
    const me = await learner();
    const { pool } = server.app;
    // Another transaction has inserted the name but not committed: the API's check cannot see it yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const other = pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`insert into wordbooks (user_id, name) values (${me.id}, 'Same time')`);
      inserted();
      await released;
    });
    await insertedRow;
    const reply = me.call('POST', '/api/wordbooks', { name: 'same TIME' });
    const waitingOnLock = sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    await waitFor(async () => (await pool.oneFirst(waitingOnLock)) > 0, 10_000, 'the API insert to wait on the unique index');
    release();
    await other;
    expect(outcome(await reply)).toEqual([409, M.nameTaken]);
    expect((await me.list()).map((w) => w.name)).toEqual(['Same time']);
  });

  it('asks to log in first', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/wordbooks', payload: { name: 'x' } })).statusCode).toBe(401);
    expect((await server.inject('/api/wordbooks')).statusCode).toBe(401);
  });
});

describe('listing wordbooks', () => {
  it('sorts oldest first by default, newest first on request', async () => {
    const me = await learner();
    for (const name of ['first', 'second', 'third']) await me.create(name);
    expect((await me.list()).map((w) => w.name)).toEqual(['first', 'second', 'third']);
    expect((await me.list('oldest')).map((w) => w.name)).toEqual(['first', 'second', 'third']);
    expect((await me.list('newest')).map((w) => w.name)).toEqual(['third', 'second', 'first']);
    expect((await me.call('GET', '/api/wordbooks?order=sideways')).statusCode).toBe(400);
  });

  it('shows only the learner’s own wordbooks', async () => {
    const me = await learner();
    const other = await learner();
    await other.create('Not yours');
    await me.create('Mine');
    expect((await me.list()).map((w) => w.name)).toEqual(['Mine']);
  });
});

describe('changing wordbooks', () => {
  it('renames (trimmed), with the same rules and messages as creation', async () => {
    const me = await learner();
    const a = await me.create('Alpha');
    await me.create('Beta');
    const rename = (name: string) => me.call('PATCH', `/api/wordbooks/${a.id}`, { name });
    expect(outcome(await rename(''))).toEqual([400, M.nameEmpty]);
    expect(outcome(await rename('   '))).toEqual([400, M.nameEmpty]);
    expect(outcome(await rename('n'.repeat(49)))).toEqual([400, M.nameTooLong]);
    expect(outcome(await rename('BETA'))).toEqual([409, M.nameTaken]);
    const sameNameNewCase = await rename(' ALPHA ');
    expect(sameNameNewCase.statusCode).toBe(200);
    expect(sameNameNewCase.result).toMatchObject({ success: true, wordbook: { id: a.id, name: 'ALPHA' } });
  });

  it('sets favorite (boolean or 1/0) and ai_reuse_behavior, one or several at once', async () => {
    const me = await learner();
    const a = await me.create('Settings');
    const patch = (payload: object) => me.call('PATCH', `/api/wordbooks/${a.id}`, payload);
    expect((await patch({ favorite: true })).result).toMatchObject({ wordbook: { is_favorite: 1 } });
    expect((await patch({ favorite: 0 })).result).toMatchObject({ wordbook: { is_favorite: 0 } });
    expect((await patch({ favorite: 1 })).result).toMatchObject({ wordbook: { is_favorite: 1 } });
    expect((await patch({ favorite: false, ai_reuse_behavior: 'reuse', name: 'Renamed' })).result).toMatchObject({
      wordbook: { is_favorite: 0, ai_reuse_behavior: 'reuse', name: 'Renamed' },
    });
    expect((await patch({ ai_reuse_behavior: 'regenerate' })).result).toMatchObject({ wordbook: { ai_reuse_behavior: 'regenerate' } });
    expect(outcome(await patch({}))).toEqual([400, 'Nothing to update.']);
    expect((await patch({ favorite: 2 })).statusCode).toBe(400);
    expect((await patch({ ai_reuse_behavior: 'sometimes' })).statusCode).toBe(400);
    expect((await me.list())[0]).toMatchObject({ name: 'Renamed', is_favorite: 0, ai_reuse_behavior: 'regenerate' });
  });

  it('keeps one main wordbook: setting one unsets the previous one', async () => {
    const me = await learner();
    const a = await me.create('A');
    const b = await me.create('B');
    expect((await me.call('PATCH', `/api/wordbooks/${a.id}`, { isMain: true })).result).toMatchObject({ wordbook: { is_main: true } });
    expect((await me.call('PATCH', `/api/wordbooks/${b.id}`, { isMain: true })).result).toMatchObject({ wordbook: { is_main: true } });
    expect((await me.list()).map((w) => [w.name, w.is_main])).toEqual([['A', false], ['B', true]]);
    await me.call('PATCH', `/api/wordbooks/${b.id}`, { isMain: false });
    expect((await me.list()).map((w) => w.is_main)).toEqual([false, false]);
  });

  it('ends simultaneous main switches with exactly one main wordbook', async () => {
    const me = await learner();
    const books = await Promise.all(['m1', 'm2', 'm3', 'm4'].map((name) => me.create(name)));
    const replies = await Promise.all(books.map((b) => me.call('PATCH', `/api/wordbooks/${b.id}`, { isMain: true })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await me.list()).filter((w) => w.is_main)).toHaveLength(1);
  });
});

describe('deleting wordbooks', () => {
  it('soft-deletes: gone from lists and lookups, its words unlisted, and its name free again', async () => {
    const me = await learner();
    const a = await me.create('Reusable');
    await me.call('POST', '/api/words', { wordbook_id: a.id, text: 'apple' });
    expect(await me.call('DELETE', `/api/wordbooks/${a.id}`)).toMatchObject({ statusCode: 200, result: { success: true } });
    expect(await me.list()).toEqual([]);
    expect(outcome(await me.call('GET', `/api/wordbooks/${a.id}`))).toEqual([404, M.notFound]);
    expect(outcome(await me.call('GET', `/api/words/${a.id}`))).toEqual([404, M.notFound]);
    expect(outcome(await me.call('DELETE', `/api/wordbooks/${a.id}`))).toEqual([404, M.notFound]);
    expect(outcome(await me.call('PATCH', `/api/wordbooks/${a.id}`, { name: 'Back' }))).toEqual([404, M.notFound]);

    const again = await me.create('REUSABLE');
    expect(again.id).not.toBe(a.id);
    expect(again.word_count).toBe(0);
    const row = await server.app.pool.one(sql.type(z.object({ deleted: z.boolean(), deletedAt: z.string().nullable() }))`
      select deleted, deleted_at as "deletedAt" from wordbooks where id = ${a.id}`);
    expect(row.deleted).toBe(true);
    expect(row.deletedAt).not.toBeNull();
  });

  it('frees the main place when the main wordbook is deleted', async () => {
    const me = await learner();
    const a = await me.create('Main one');
    const b = await me.create('Next');
    await me.call('PATCH', `/api/wordbooks/${a.id}`, { isMain: true });
    await me.call('DELETE', `/api/wordbooks/${a.id}`);
    expect((await me.call('PATCH', `/api/wordbooks/${b.id}`, { isMain: true })).statusCode).toBe(200);
    expect((await me.list()).map((w) => [w.name, w.is_main])).toEqual([['Next', true]]);
  });
});

describe('another learner’s wordbook, an unknown id or a malformed one', () => {
  it('answers 404 "This wordbook does not exist." on every wordbook route, and changes nothing', async () => {
    const owner = await learner();
    const theirs = await owner.create('Private');
    const me = await learner();
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid', '1']) {
      expect(outcome(await me.call('GET', `/api/wordbooks/${id}`))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('PATCH', `/api/wordbooks/${id}`, { name: 'Taken over' }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('PATCH', `/api/wordbooks/${id}`, { isMain: true }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('PATCH', `/api/wordbooks/${id}`, { favorite: 1 }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('DELETE', `/api/wordbooks/${id}`))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('GET', `/api/words/${id}`))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('POST', '/api/words', { wordbook_id: id, text: 'intruder' }))).toEqual([404, M.notFound]);
    }
    // A name clash with a wordbook the caller does not own is still "does not exist".
    await me.create('Clash');
    expect(outcome(await me.call('PATCH', `/api/wordbooks/${randomUUID()}`, { name: 'Clash' }))).toEqual([404, M.notFound]);
    expect((await owner.list())[0]).toMatchObject({ id: theirs.id, name: 'Private', is_main: false, is_favorite: 0, word_count: 0 });
  });
});
