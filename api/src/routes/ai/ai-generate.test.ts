import type { Server } from '@hapi/hapi';
import { ZAiGenerateWordResult } from '@wordbook/core/contract/jobs/ai-generate-word';
import type { TAiGenerateResponse, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { aiMessages, FREE_VISIBLE_ALTERNATIVES, PRO_FAIR_USE_POINTS_DEFAULT } from '@wordbook/core/rules/ai-points';
import { aiTextMessages, wordbookMessages, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import { findWordInSentence } from '@wordbook/sql/lexicon/word-forms';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import type { DatabaseTransactionConnection } from 'slonik';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { parseSse, spawnWorker, startTestApi, waitFor, type SpawnedProgram, messageOf as message, outcomeOf as outcome } from '../../../../test/harness.ts';

/** Single-word AI generation end to end: the API, a real worker process, the lexicon provider, real Postgres. */

let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  server = await startTestApi();
  worker = spawnWorker(['--queues', 'ai-*', '--concurrency', '3']);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the AI worker');
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await worker?.exited;
  await server?.stop();
});

type Reply = { statusCode: number; result: unknown; payload: string; headers: Record<string, unknown> };
const body = (res: Reply) => res.result as TAiGenerateResponse;
const POS = /^\((noun|verb|adjective|adverb)\) \S/;

/** What the lexicon provider should answer for a word: its senses in WordNet order, as "(noun) gloss", up to 6. */
async function expectedDefinitions(text: string): Promise<string[]> {
  const entry = await lookupWord(server.app.pool, text);
  if (!entry) throw new Error(`the lexicon does not know ${text}`);
  const label = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' } as const;
  return [...new Set(entry.senses.map((s) => `(${label[s.pos]}) ${s.gloss}`))].slice(0, 6);
}

/** A signed-in learner with a wordbook, and a small client for their calls. */
async function learner(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.inject({ method, url, headers: { cookie, 'x-device-id': 'device-main', ...headers }, payload }) as Promise<Reply>;
  const newWordbook = async (name: string) => {
    const res = await call('POST', '/api/wordbooks', { name });
    expect(res.statusCode).toBe(200);
    return (res.result as { wordbook: TWordbook }).wordbook;
  };
  const wordbook = await newWordbook('AI words');
  const add = async (text: string, inWordbook = wordbook) => {
    const res = await call('POST', '/api/words', { wordbook_id: inWordbook.id, text });
    expect(res.statusCode).toBe(200);
    return (res.result as { word: TWord }).word;
  };
  const generate = (word: TWord, type: 'definition' | 'example' = 'definition', force = 'auto', headers: Record<string, string> = {}, query = '') =>
    call('POST', `/api/ai/generate${query}`, { word_id: word.id, word: word.text, type, force }, headers);
  const usage = () =>
    server.app.pool.one(sql.type(z.object({ points: z.number(), month: z.string().nullable() }))`
      select monthly_ai_usage_points as points, ai_usage_month::text as month from users where id = ${id}`);
  const jobs = () =>
    server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from job_runs where user_id = ${id} and queue = 'ai-generate-word'`);
  const requests = () =>
    server.app.pool.any(sql.type(z.object({ status: z.string(), points: z.number() }))`
      select status, points from ai_generation_requests where user_id = ${id} order by created_at`);
  const ledger = () =>
    server.app.pool.anyFirst(sql.type(z.object({ points: z.number() }))`select points from ai_usage_ledger where user_id = ${id} order by id`);
  const setUsage = (points: number, month: 'current' | 'previous') =>
    server.app.pool.query(sql.typeAlias('void')`
      update users set monthly_ai_usage_points = ${points},
        ai_usage_month = (date_trunc('month', now() at time zone 'utc') - ${month === 'previous' ? sql.fragment`interval '1 month'` : sql.fragment`interval '0'`})::date
      where id = ${id}`);
  return { id, cookie, call, wordbook, newWordbook, add, generate, usage, jobs, requests, ledger, setUsage };
}

describe('definitions from the lexicon provider', () => {
  it('gives a known word its WordNet senses; Free sees 2 with meta_total counting all, and pays 10 points', async () => {
    const me = await learner();
    const word = await me.add('run');
    const expected = await expectedDefinitions('run');
    expect(expected).toHaveLength(6);
    const res = await me.generate(word);
    expect(res.statusCode).toBe(200);
    const got = body(res);
    expect(got.data).toEqual({ definitions: expected.slice(0, FREE_VISIBLE_ALTERNATIVES), meta_total_definitions: 6 });
    expect(got).toMatchObject({ language: 'en', note: null, reused: false, aiLimits: { maxPoints: 5000, usedPoints: 10, remaining: 4990 } });
    expect(got.word).toMatchObject({ id: word.id, ai_definitions: expected.slice(0, 2), meta_total_definitions: 6, selected_meaning_index: 0, ai_definitions_language: 'en' });
    for (const d of expected) expect(d).toMatch(POS);
    // All six are stored; the words list shows the plan's share.
    const stored = await server.app.pool.oneFirst(sql.type(z.object({ d: z.array(z.string()) }))`select ai_definitions as d from words where id = ${word.id}`);
    expect(stored).toEqual(expected);
    expect(await me.requests()).toEqual([{ status: 'done', points: 10 }]);
    expect(await me.ledger()).toEqual([10]);
    const session = await me.call('GET', '/api/session');
    expect(session.result).toMatchObject({ user: { monthly_ai_usage_points: 10 }, aiLimits: { usedPoints: 10 } });
  });

  it('gives Pro all six and no points bar', async () => {
    const me = await learner('pro');
    const res = await me.generate(await me.add('run'));
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ definitions: await expectedDefinitions('run'), meta_total_definitions: 6 });
    expect(body(res).aiLimits).toBeNull();
    expect((await me.usage()).points).toBe(10);
  });

  it('looks inflected forms up through their lemma (went → go, mice → mouse)', async () => {
    const me = await learner('pro');
    for (const [form, lemma] of [['went', 'go'], ['mice', 'mouse']] as const) {
      expect((await lookupWord(server.app.pool, form))?.lemma).toBe(lemma);
      const res = await me.generate(await me.add(form));
      expect(res.statusCode).toBe(200);
      const data = body(res).data as { definitions: string[] };
      expect(data.definitions).toEqual(await expectedDefinitions(form));
      expect(data.definitions.slice(0, 2)).toEqual((await expectedDefinitions(lemma)).slice(0, 2));
    }
  });

  it('says the definitions are in English when the learner prefers another language', async () => {
    const me = await learner();
    await server.app.pool.query(sql.typeAlias('void')`update users set preferred_definition_languages = '{ko,en}' where id = ${me.id}`);
    const res = await me.generate(await me.add('house'));
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ language: 'en', note: 'Definitions are in English; the built-in dictionary has no Korean definitions.' });
  });

  it('answers a word the dictionary does not know with a plain message and refunds the points', async () => {
    const me = await learner();
    const res = await me.generate(await me.add('blorptastic'));
    expect(outcome(res)).toEqual([422, 'No definition found for “blorptastic”.']);
    expect(await me.requests()).toEqual([{ status: 'failed', points: 10 }]);
    expect(await me.ledger()).toEqual([10, -10]);
    expect((await me.usage()).points).toBe(0);
  });
});

describe('examples from the lexicon provider', () => {
  it('gives WordNet’s example sentences that use the word', async () => {
    const me = await learner('pro');
    const res = await me.generate(await me.add('run'), 'example');
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { examples: string[]; meta_total_examples: number };
    expect(data.examples.length).toBeGreaterThan(0);
    expect(data.meta_total_examples).toBe(data.examples.length);
    for (const sentence of data.examples) expect(findWordInSentence(sentence, 'run'), sentence).not.toBeNull();
    expect(body(res).word.ai_examples).toEqual(data.examples);
  });

  it('says plainly that no example is available when WordNet has none that uses the word', async () => {
    const me = await learner();
    // A word WordNet defines but gives no example sentence for.
    const entry = await lookupWord(server.app.pool, 'aardvark');
    expect(entry?.senses.length).toBeGreaterThan(0);
    expect(entry?.senses.flatMap((s) => s.examples)).toEqual([]);
    const res = await me.generate(await me.add('aardvark'), 'example');
    expect(outcome(res)).toEqual([422, 'No example sentence is available for “aardvark”.']);
    expect((await me.usage()).points).toBe(0);
  });
});

describe('the AI text check and ownership', () => {
  it('refuses empty, non-English and sentence input with the spec’s messages', async () => {
    const me = await learner();
    const word = await me.add('run');
    const cases: [string, string][] = [
      ['', aiTextMessages.empty],
      ['   ', aiTextMessages.empty],
      ['café', aiTextMessages.notEnglish],
      ['run2', aiTextMessages.notEnglish],
      ['how are you today', aiTextMessages.sentence],
    ];
    for (const [text, expected] of cases) {
      const res = await me.call('POST', '/api/ai/generate', { word_id: word.id, word: text, type: 'definition', force: 'auto' });
      expect(outcome(res), text).toEqual([400, expected]);
    }
    // A stored word that breaks the rule is refused the same way.
    const sentence = await me.add('this is a whole sentence');
    expect(outcome(await me.generate(sentence))).toEqual([400, aiTextMessages.sentence]);
    expect(await me.jobs()).toBe(0);
    expect((await me.usage()).points).toBe(0);
  });

  it('answers 404 for another learner’s word or wordbook, and check-batch leaves their words out', async () => {
    const me = await learner();
    const other = await learner();
    const theirs = await other.add('run');
    await other.generate(theirs);
    expect(outcome(await me.generate(theirs))).toEqual([404, wordMessages.notFound]);
    const check = await me.call('GET', `/api/ai/check?wordbook_id=${other.wordbook.id}&word=run&type=definition`);
    expect(outcome(check)).toEqual([404, wordbookMessages.notFound]);
    const batch = await me.call('POST', '/api/ai/check-batch', { word_ids: [theirs.id], type: 'definition' });
    expect(batch.result).toEqual({ existing_word_ids: [] });
    expect(await me.jobs()).toBe(0);
  });

  it('refuses a word whose text changed since the page loaded it', async () => {
    const me = await learner();
    const word = await me.add('house');
    const res = await me.call('POST', '/api/ai/generate', { word_id: word.id, word: 'horse', type: 'definition', force: 'auto' });
    expect(res.statusCode).toBe(409);
  });
});

describe('previous data: check, check-batch and reuse', () => {
  it('finds earlier results for the same text in any wordbook and reuses them free of charge', async () => {
    const me = await learner();
    const first = await me.add('light');
    const check = (wordbookId: string, text: string, type = 'definition') =>
      me.call('GET', `/api/ai/check?wordbook_id=${wordbookId}&word=${encodeURIComponent(text)}&type=${type}`);
    expect((await check(me.wordbook.id, 'light')).result).toEqual({ foundExisting: false, wordbook_ai_reuse_behavior: 'ask' });
    expect((await me.generate(first)).statusCode).toBe(200);
    expect((await check(me.wordbook.id, ' Light ')).result).toEqual({ foundExisting: true, wordbook_ai_reuse_behavior: 'ask' });
    expect((await check(me.wordbook.id, 'light', 'example')).result).toMatchObject({ foundExisting: false });

    const other = await me.newWordbook('Second book');
    await me.call('PATCH', `/api/wordbooks/${other.id}`, { ai_reuse_behavior: 'reuse' });
    expect((await check(other.id, 'light')).result).toEqual({ foundExisting: true, wordbook_ai_reuse_behavior: 'reuse' });
    const again = await me.add('Light', other);
    const batch = await me.call('POST', '/api/ai/check-batch', { word_ids: [first.id, again.id, (await me.add('shadow')).id], type: 'definition' });
    expect(new Set((batch.result as { existing_word_ids: string[] }).existing_word_ids)).toEqual(new Set([first.id, again.id]));

    // Load Previous: the same items, no job, no points.
    const reused = await me.generate(again, 'definition', 'reuse');
    expect(reused.statusCode).toBe(200);
    expect(body(reused)).toMatchObject({ reused: true, data: { meta_total_definitions: 6 }, aiLimits: { usedPoints: 10 } });
    expect((body(reused).data as { definitions: string[] }).definitions).toEqual((await expectedDefinitions('light')).slice(0, 2));
    expect(body(reused).word.id).toBe(again.id);
    // auto with existing data reuses too; regenerate pays for a new job.
    expect(body(await me.generate(again)).reused).toBe(true);
    expect(await me.jobs()).toBe(1);
    expect((await me.usage()).points).toBe(10);
    const fresh = await me.generate(again, 'definition', 'regenerate');
    expect(body(fresh).reused).toBe(false);
    expect(await me.jobs()).toBe(2);
    expect((await me.usage()).points).toBe(20);
  });

  it('generates when reuse is asked for but nothing exists', async () => {
    const me = await learner();
    const res = await me.generate(await me.add('table'), 'definition', 'reuse');
    expect(res.statusCode).toBe(200);
    expect(body(res).reused).toBe(false);
    expect(await me.jobs()).toBe(1);
  });
});

describe('AI points', () => {
  it('answers 402 past Free’s 5000 points, with no job and no charge', async () => {
    const me = await learner();
    await me.setUsage(4995, 'current');
    const res = await me.generate(await me.add('water'));
    expect(outcome(res)).toEqual([402, aiMessages.limitExceeded]);
    expect(await me.jobs()).toBe(0);
    expect(await me.requests()).toEqual([]);
    expect((await me.usage()).points).toBe(4995);
    // At 4990 the last 10 points still buy one generation.
    await me.setUsage(4990, 'current');
    const ok = await me.generate(await me.add('fire'));
    expect(body(ok).aiLimits).toEqual({ maxPoints: 5000, usedPoints: 5000, remaining: 0, percentLeft: 0 });
  });

  it('starts a new month at zero: the session shows 0 used and the charge counts from there', async () => {
    const me = await learner();
    await me.setUsage(4995, 'previous');
    const session = await me.call('GET', '/api/session');
    expect(session.result).toMatchObject({ user: { monthly_ai_usage_points: 0 }, aiLimits: { usedPoints: 0, remaining: 5000, percentLeft: 100 } });
    const res = await me.generate(await me.add('earth'));
    expect(res.statusCode).toBe(200);
    expect(body(res).aiLimits).toMatchObject({ usedPoints: 10 });
    const now = new Date();
    expect(await me.usage()).toEqual({ points: 10, month: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01` });
  });

  it('holds Pro to the fair-use ceiling with the same 402', async () => {
    const me = await learner('pro');
    await me.setUsage(PRO_FAIR_USE_POINTS_DEFAULT - 5, 'current');
    expect(outcome(await me.generate(await me.add('air')))).toEqual([402, aiMessages.limitExceeded]);
  });
});

describe('devices', () => {
  it('refuses a fourth distinct device within 30 days; known devices keep working', async () => {
    const me = await learner();
    const word = await me.add('stone');
    await me.generate(word);
    // device-main made the first call; two more are allowed.
    for (const device of ['device-2', 'device-3']) expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': device })).statusCode).toBe(200);
    const fourth = await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-4' });
    expect(outcome(fourth)).toEqual([403, aiMessages.tooManyDevices]);
    expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-2' })).statusCode).toBe(200);
    // A device unused for more than 30 days no longer counts.
    await server.app.pool.query(sql.typeAlias('void')`update ai_devices set last_seen = now() - interval '31 days' where user_id = ${me.id} and device_id = 'device-3'`);
    expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-4' })).statusCode).toBe(200);
  });
});

describe('in-flight requests', () => {
  it('runs one job for identical concurrent requests, charged once', async () => {
    const me = await learner();
    const word = await me.add('tree');
    await me.generate(await me.add('leaf')); // the device is known: the three requests differ only from here on
    // Hold the word row so all three requests meet at the insert of their running request (its foreign-key check waits).
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.app.pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`select from words where id = ${word.id} for update`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const pending = Promise.all([1, 2, 3].map(() => me.generate(word, 'definition', 'regenerate')));
    await waitFor(
      () =>
        server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%insert into ai_generation_requests%'`).then((n) => n >= 3),
      20_000,
      'three requests waiting at the insert',
    );
    release();
    await holding;
    const replies = await pending;
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ definitions: (await expectedDefinitions('tree')).slice(0, 2), meta_total_definitions: 6 });
    }
    expect(await me.jobs()).toBe(2);
    expect(await me.requests()).toEqual([{ status: 'done', points: 10 }, { status: 'done', points: 10 }]);
    expect((await me.usage()).points).toBe(20);
  });

  it('closes and refunds a request its job left running, then starts a new one', async () => {
    const me = await learner();
    const word = await me.add('river');
    // A request whose job ended without marking it (e.g. its worker's last attempt crashed).
    await server.app.pool.query(sql.typeAlias('void')`
      with run as (insert into job_runs (id, queue, user_id, finished_at) values (gen_random_uuid(), 'ai-generate-word', ${me.id}, now()) returning id)
      insert into ai_generation_requests (job_id, user_id, word_id, type, points) select id, ${me.id}, ${word.id}, 'definition', 10 from run`);
    await me.setUsage(10, 'current');
    const res = await me.generate(word, 'definition', 'regenerate');
    expect(res.statusCode).toBe(200);
    expect(await me.requests()).toEqual([{ status: 'failed', points: 10 }, { status: 'done', points: 10 }]);
    expect((await me.usage()).points).toBe(10);
  });
});

describe('requests that can no longer finish, and results that must not land', () => {
  /** Takes a lock in a transaction of its own and keeps it until `release`, which may run `work` in that transaction before committing. */
  async function holdLock(lock: Parameters<DatabaseTransactionConnection['query']>[0]) {
    type TWork = (tx: DatabaseTransactionConnection) => Promise<unknown>;
    let release!: (work?: TWork) => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.app.pool.transaction(async (tx) => {
      await tx.query(lock);
      locked();
      const work = await new Promise<TWork | undefined>((resolve) => (release = resolve));
      if (work) await work(tx);
    });
    await isLocked;
    return {
      release: (work?: TWork) => {
        release(work);
        return holding;
      },
    };
  }
  /** Waits until a worker's statement matching `pattern` waits for a lock. */
  const workerWaitsAt = (pattern: string) =>
    waitFor(
      () =>
        server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ~ ${pattern}`).then((n) => n >= 1),
      20_000,
      `a worker waiting at ${pattern}`,
    );
  const definitionsOn = (wordId: string) =>
    server.app.pool.one(sql.type(z.object({ text: z.string(), d: z.array(z.string()) }))`select text, ai_definitions as d from words where id = ${wordId}`);
  const requestOf = (wordId: string) =>
    server.app.pool.any(sql.type(z.object({ jobId: z.string(), status: z.string() }))`
      select job_id as "jobId", status from ai_generation_requests where word_id = ${wordId} order by created_at`);
  const finalEvents = (jobId: string) =>
    server.app.pool.anyFirst(sql.type(z.object({ kind: z.string() }))`
      select kind from job_events where job_id = ${jobId} and kind in ('result', 'error') order by seq`);
  const savedResults = (userId: string, key: string) =>
    server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from ai_word_results where user_id = ${userId} and word_key = ${key}`);

  it('refunds the learner’s requests whose job ended or that went stale when they generate another word', async () => {
    const me = await learner();
    const [crashed, stale, running] = [await me.add('river'), await me.add('lake'), await me.add('pond')];
    // river: its job's last attempt crashed (the run ended, the request was never marked); lake: older than
    // the 2-minute rule; pond: started a moment ago and may still finish.
    for (const [word, finished, age] of [[crashed, true, '0'], [stale, false, '3 minutes'], [running, false, '0']] as const) {
      await server.app.pool.query(sql.typeAlias('void')`
        with run as (
          insert into job_runs (id, queue, user_id, finished_at)
          values (gen_random_uuid(), 'ai-generate-word', ${me.id}, ${finished ? sql.fragment`now()` : sql.fragment`null`}) returning id
        )
        insert into ai_generation_requests (job_id, user_id, word_id, type, points, created_at)
        select id, ${me.id}, ${word.id}, 'definition', 10, now() - ${age}::interval from run`);
    }
    await me.setUsage(30, 'current');

    const res = await me.generate(await me.add('ocean'));
    expect(res.statusCode).toBe(200);
    expect((await requestOf(crashed.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await requestOf(stale.id)).map((r) => r.status)).toEqual(['failed']);
    expect((await requestOf(running.id)).map((r) => r.status)).toEqual(['running']);
    // 30 charged, 20 given back, 10 for ocean; each refund recorded once.
    expect((await me.usage()).points).toBe(20);
    expect(await me.ledger()).toEqual([-10, -10, 10]);
    expect((await me.generate(await me.add('sea'))).statusCode).toBe(200);
    expect(await me.ledger()).toEqual([-10, -10, 10, 10]);
  });

  it('fails and refunds a generation whose word was renamed meanwhile, and leaves the renamed word alone', async () => {
    const me = await learner();
    await me.generate(await me.add('rain')); // the device is known
    const word = await me.add('cloud');
    // Hold the word (not its key: the request can still be recorded) so the worker waits to write its items.
    const hold = await holdLock(sql.typeAlias('void')`select from words where id = ${word.id} for no key update`);
    const pending = me.generate(word, 'definition', 'regenerate');
    try {
      await workerWaitsAt('update words set|from words w');
    } finally {
      // The learner renames the word while the worker waits to write its items.
      await hold.release(async (tx) => tx.query(sql.typeAlias('void')`update words set text = 'thunder' where id = ${word.id}`));
    }
    const res = await pending;
    expect(outcome(res)).toEqual([422, aiMessages.wordChanged]);
    expect(await definitionsOn(word.id)).toEqual({ text: 'thunder', d: [] });
    const [request] = await requestOf(word.id);
    expect(request?.status).toBe('failed');
    expect(await finalEvents(request!.jobId)).toEqual(['error']);
    expect(await savedResults(me.id, 'cloud')).toBe(0);
    expect(await me.ledger()).toEqual([10, 10, -10]);
    expect((await me.usage()).points).toBe(10);
  });

  it('stores nothing for a request that was already failed and refunded when its job finishes, and answers once', async () => {
    const me = await learner();
    await me.generate(await me.add('rain')); // the device is known
    const word = await me.add('cloud');
    // Keep the worker in its dictionary lookup while the request goes stale and the learner's next generation refunds it.
    const snow = await me.add('snow');
    const hold = await holdLock(sql.typeAlias('void')`lock table lexicon_lemmas in access exclusive mode`);
    const pending = me.generate(word, 'definition', 'regenerate');
    let next: ReturnType<typeof me.generate> | undefined;
    try {
      await workerWaitsAt('lexicon_lemmas');
      const [running] = await requestOf(word.id);
      await server.app.pool.query(sql.typeAlias('void')`update ai_generation_requests set created_at = now() - interval '3 minutes' where job_id = ${running!.jobId}`);
      next = me.generate(snow);
      await waitFor(async () => (await requestOf(word.id))[0]?.status === 'failed', 20_000, 'the stale request to be refunded');
    } finally {
      await hold.release();
    }
    const [request] = await requestOf(word.id);

    const res = await pending;
    expect(outcome(res)).toEqual([422, aiMessages.failed]);
    expect((await next!).statusCode).toBe(200);
    expect(await definitionsOn(word.id)).toEqual({ text: 'cloud', d: [] });
    expect(await savedResults(me.id, 'cloud')).toBe(0);
    expect(await finalEvents(request!.jobId)).toEqual(['error']);
    // rain, cloud, cloud's refund (by the sweep, once), snow.
    expect(await me.ledger()).toEqual([10, 10, -10, 10]);
    expect((await me.usage()).points).toBe(20);
  });
});

describe('streamed variant', () => {
  it('streams the job’s events with ?stream=1; the result carries what the plan shows, the total, language and note', async () => {
    const me = await learner();
    const res = await me.generate(await me.add('sun'), 'definition', 'regenerate', {}, '?stream=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.payload);
    const result = events.find((e) => e.event === 'result');
    expect(result).toBeDefined();
    expect(ZAiGenerateWordResult.parse(result!.data)).toEqual({
      items: (await expectedDefinitions('sun')).slice(0, 2),
      total: (await expectedDefinitions('sun')).length,
      language: 'en',
      note: null,
      provider: 'lexicon',
    });
  });
});
