import type { Server } from '@hapi/hapi';
import type { TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { FREE_VISIBLE_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { wordbookMessages, wordMessages as M } from '@wordbook/core/rules/wordbook-rules';
import { randomUUID } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi, messageOf as message, outcomeOf as outcome } from '../../../../test/harness.ts';
import { selectMessages } from '../../services/words.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

type Reply = { statusCode: number; result: unknown };
const wordOf = (res: Reply) => (res.result as { word: TWord }).word;

/** A signed-in learner with one wordbook, and a small client for their calls. */
async function learner(plan: 'free' | 'pro' = 'free') {
  const id = await createTestUser(server, { plan });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  const created = await call('POST', '/api/wordbooks', { name: 'My words' });
  const wordbook = (created.result as { wordbook: TWordbook }).wordbook;
  const add = async (text: string, extra: object = {}) => {
    const res = await call('POST', '/api/words', { wordbook_id: wordbook.id, text, ...extra });
    expect(res.statusCode).toBe(200);
    return wordOf(res);
  };
  const list = async (order?: string) =>
    ((await call('GET', `/api/words/${wordbook.id}${order ? `?order=${order}` : ''}`)).result as { words: TWord[] }).words;
  return { id, call, wordbook, add, list };
}

/** Stores AI alternatives directly, as a finished generation would. */
async function storeAi(wordId: string, definitions: string[], examples: string[] = []) {
  await server.app.pool.query(sql.typeAlias('void')`
    update words set ai_definitions = ${sql.jsonb(definitions)}, ai_examples = ${sql.jsonb(examples)},
      meta_total_definitions = ${definitions.length}, meta_total_examples = ${examples.length}, ai_definitions_language = 'en'
    where id = ${wordId}`);
}

const six = (kind: string) => [1, 2, 3, 4, 5, 6].map((n) => `${kind} ${n}`);

describe('adding words', () => {
  it('adds a word with the learner’s own meaning and example, marked as theirs', async () => {
    const me = await learner();
    const res = await me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, text: '  serendipity ', meaning: ' a happy accident ', example: '' });
    expect(res.statusCode).toBe(200);
    const body = res.result as { id: string; word: TWord };
    expect(body.word).toMatchObject({
      id: body.id, wordbook_id: me.wordbook.id, user_id: me.id, text: 'serendipity',
      meaning: 'a happy accident', meaning_origin: 'user', example: null, example_origin: null,
      ai_definitions: [], ai_examples: [], selected_meaning_index: 0, meta_total_definitions: 0,
    });
    expect((await me.list()).map((w) => w.id)).toEqual([body.id]);
    expect(((await me.call('GET', `/api/wordbooks/${me.wordbook.id}`)).result as { wordbook: TWordbook }).wordbook.word_count).toBe(1);
  });

  it('answers every word rule with a readable message', async () => {
    const me = await learner();
    const post = (payload: object) => me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, ...payload });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toMatch(/text/i);
    expect(outcome(await post({ text: '' }))).toEqual([400, M.textRequired]);
    expect(outcome(await post({ text: '    ' }))).toEqual([400, M.textRequired]);
    expect(outcome(await post({ text: 'w'.repeat(101) }))).toEqual([400, M.textTooLong]);
    expect(outcome(await post({ text: 'ok', meaning: 'm'.repeat(1001) }))).toEqual([400, 'Keep it under 1000 characters.']);
    expect(outcome(await post({ text: 'ok', example: 'e'.repeat(1001) }))).toEqual([400, 'Keep it under 1000 characters.']);
    expect((await post({ text: 42 })).statusCode).toBe(400);
    const noBook = await me.call('POST', '/api/words', { text: 'orphan' });
    expect(noBook.statusCode).toBe(400);
    expect(message(noBook)).toMatch(/wordbook_id/);
    expect((await post({ text: 'w'.repeat(100) })).statusCode).toBe(200);
    expect(await me.list()).toHaveLength(1);
  });

  it('allows the same word twice (the page asks for confirmation first)', async () => {
    const me = await learner();
    await me.add('Echo');
    await me.add('echo');
    expect((await me.list()).map((w) => w.text)).toEqual(['Echo', 'echo']);
  });
});

describe('the 300-word limit', () => {
  const fillTo299 = async (me: Awaited<ReturnType<typeof learner>>) => {
    await server.app.pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text) select ${me.wordbook.id}, ${me.id}, 'filler ' || g from generate_series(1, 299) g`);
  };

  it('takes the 300th word and refuses the 301st with the spec message', async () => {
    const me = await learner();
    await fillTo299(me);
    await me.add('three hundred');
    const refused = await me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, text: 'one too many' });
    expect(outcome(refused)).toEqual([400, M.limitReached]);
    expect(await me.list()).toHaveLength(300);
    // deleting one makes room again
    const [first] = await me.list();
    await me.call('DELETE', `/api/words/${first!.id}`);
    await me.add('room again');
  });

  it('lets exactly one of two simultaneous adds at 299 words through', async () => {
    const me = await learner();
    await fillTo299(me);
    const replies = await Promise.all(['left', 'right'].map((text) => me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, text })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(message(replies.find((r) => r.statusCode === 400)!)).toBe(M.limitReached);
    expect(await me.list()).toHaveLength(300);
  });

  it('gives out exactly the free places when many adds arrive at once', async () => {
    const me = await learner();
    await server.app.pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text) select ${me.wordbook.id}, ${me.id}, 'filler ' || g from generate_series(1, 297) g`);
    const replies = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, text: `rush ${n}` })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 400).map(message)).toEqual(Array(5).fill(M.limitReached));
    expect(await me.list()).toHaveLength(300);
  });
});

describe('listing words', () => {
  it('orders oldest first by default and newest first on request', async () => {
    const me = await learner();
    for (const text of ['one', 'two', 'three']) await me.add(text);
    expect((await me.list()).map((w) => w.text)).toEqual(['one', 'two', 'three']);
    expect((await me.list('oldest')).map((w) => w.text)).toEqual(['one', 'two', 'three']);
    expect((await me.list('newest')).map((w) => w.text)).toEqual(['three', 'two', 'one']);
    const bad = await me.call('GET', `/api/words/${me.wordbook.id}?order=random`);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps one bulk insert (equal timestamps) in a stable order, exactly reversed for newest', async () => {
    const me = await learner();
    await server.app.pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text) select ${me.wordbook.id}, ${me.id}, 'bulk ' || g from generate_series(1, 20) g`);
    const oldest = (await me.list('oldest')).map((w) => w.id);
    expect((await me.list('oldest')).map((w) => w.id)).toEqual(oldest);
    expect((await me.list('newest')).map((w) => w.id)).toEqual([...oldest].reverse());
  });
});

describe('changing words', () => {
  it('edits text, meaning and example; the learner’s own text is marked "user", clearing it sets null', async () => {
    const me = await learner();
    const word = await me.add('run');
    const patch = (payload: object) => me.call('PATCH', `/api/words/${word.id}`, payload);
    expect(wordOf(await patch({ meaning: ' to move fast ' }))).toMatchObject({ text: 'run', meaning: 'to move fast', meaning_origin: 'user', example: null });
    expect(wordOf(await patch({ example: 'I run daily.' }))).toMatchObject({ meaning: 'to move fast', meaning_origin: 'user', example: 'I run daily.', example_origin: 'user' });
    expect(wordOf(await patch({ text: ' RUN ' }))).toMatchObject({ text: 'RUN', meaning: 'to move fast', example: 'I run daily.' });
    expect(wordOf(await patch({ meaning: null }))).toMatchObject({ meaning: null, meaning_origin: null, example: 'I run daily.' });
    expect(wordOf(await patch({ example: '   ' }))).toMatchObject({ example: null, example_origin: null });
    expect(wordOf(await patch({ text: 'sprint', meaning: 'run fast', example: 'Sprint now.' }))).toMatchObject({
      text: 'sprint', meaning: 'run fast', meaning_origin: 'user', example: 'Sprint now.', example_origin: 'user',
    });
    expect((await me.list())[0]).toMatchObject({ text: 'sprint', meaning: 'run fast' });
  });

  it('answers bad edits with readable messages', async () => {
    const me = await learner();
    const word = await me.add('walk');
    const patch = (payload: object) => me.call('PATCH', `/api/words/${word.id}`, payload);
    expect(outcome(await patch({}))).toEqual([400, selectMessages.nothingToUpdate]);
    expect(outcome(await patch({ text: '' }))).toEqual([400, M.textRequired]);
    expect(outcome(await patch({ text: 'w'.repeat(101) }))).toEqual([400, M.textTooLong]);
    expect(outcome(await patch({ meaning: 'm'.repeat(1001) }))).toEqual([400, 'Keep it under 1000 characters.']);
    expect((await me.list())[0]).toMatchObject({ text: 'walk', meaning: null });
  });

  it('drops the AI alternatives when the text becomes another word, keeps them for a change of case', async () => {
    const me = await learner();
    const word = await me.add('bank');
    await storeAi(word.id, ['a river side', 'a money house'], ['We sat on the bank.']);
    const recased = wordOf(await me.call('PATCH', `/api/words/${word.id}`, { text: 'Bank' }));
    expect(recased).toMatchObject({ ai_definitions: ['a river side', 'a money house'], meta_total_definitions: 2 });
    const renamed = wordOf(await me.call('PATCH', `/api/words/${word.id}`, { text: 'shore' }));
    expect(renamed).toMatchObject({ text: 'shore', ai_definitions: [], ai_examples: [], meta_total_definitions: 0, meta_total_examples: 0, selected_meaning_index: 0 });
  });

  it('deletes a word; a second delete is 404', async () => {
    const me = await learner();
    const keep = await me.add('keep');
    const gone = await me.add('gone');
    expect(await me.call('DELETE', `/api/words/${gone.id}`)).toMatchObject({ statusCode: 200, result: { success: true } });
    expect((await me.list()).map((w) => w.id)).toEqual([keep.id]);
    expect(outcome(await me.call('DELETE', `/api/words/${gone.id}`))).toEqual([404, M.notFound]);
  });

  it('treats the words of a deleted wordbook as gone', async () => {
    const me = await learner();
    const word = await me.add('ghost');
    await me.call('DELETE', `/api/wordbooks/${me.wordbook.id}`);
    expect(outcome(await me.call('PATCH', `/api/words/${word.id}`, { meaning: 'boo' }))).toEqual([404, M.notFound]);
    expect(outcome(await me.call('PATCH', `/api/words/${word.id}/select-meaning`, { selectedMeaningIndex: 0 }))).toEqual([404, M.notFound]);
    expect(outcome(await me.call('DELETE', `/api/words/${word.id}`))).toEqual([404, M.notFound]);
  });
});

describe('AI alternatives by plan', () => {
  it('shows a Free learner the first two, with the full count in meta_total_*; Pro sees all six', async () => {
    const free = await learner('free');
    const fw = await free.add('light');
    await storeAi(fw.id, six('definition'), six('example'));
    const [seenByFree] = await free.list();
    expect(seenByFree).toMatchObject({
      ai_definitions: six('definition').slice(0, FREE_VISIBLE_ALTERNATIVES),
      ai_examples: six('example').slice(0, FREE_VISIBLE_ALTERNATIVES),
      meta_total_definitions: 6,
      meta_total_examples: 6,
      ai_definitions_language: 'en',
    });
    expect(seenByFree!.ai_definitions).toHaveLength(2);

    const pro = await learner('pro');
    const pw = await pro.add('light');
    await storeAi(pw.id, six('definition'), six('example'));
    const [seenByPro] = await pro.list();
    expect(seenByPro).toMatchObject({ ai_definitions: six('definition'), ai_examples: six('example'), meta_total_definitions: 6, meta_total_examples: 6 });
    // the word routes answer with the same plan-aware word
    expect(wordOf(await free.call('PATCH', `/api/words/${fw.id}`, { meaning: 'own' })).ai_definitions).toHaveLength(2);
    expect(wordOf(await pro.call('PATCH', `/api/words/${pw.id}`, { meaning: 'own' })).ai_definitions).toHaveLength(6);
  });

  it('lets a Free learner pick only the alternatives they can see', async () => {
    const me = await learner('free');
    const word = await me.add('bright');
    await storeAi(word.id, six('definition'), six('example'));
    const pickMeaning = (i: number) => me.call('PATCH', `/api/words/${word.id}/select-meaning`, { selectedMeaningIndex: i });
    const pickExample = (i: number) => me.call('PATCH', `/api/words/${word.id}/select-example`, { selectedExampleIndex: i });
    expect(wordOf(await pickMeaning(1))).toMatchObject({ selected_meaning_index: 1 });
    expect(wordOf(await pickExample(1))).toMatchObject({ selected_example_index: 1 });
    expect(outcome(await pickMeaning(2))).toEqual([400, selectMessages.upgradeForAlternative]);
    expect(outcome(await pickExample(5))).toEqual([400, selectMessages.upgradeForAlternative]);
    expect((await me.list())[0]).toMatchObject({ selected_meaning_index: 1, selected_example_index: 1 });
  });

  it('lets a Pro learner pick any stored alternative, and refuses an index past the stored list', async () => {
    const me = await learner('pro');
    const word = await me.add('dim');
    await storeAi(word.id, six('definition').slice(0, 4), six('example').slice(0, 3));
    const pickMeaning = (i: unknown) => me.call('PATCH', `/api/words/${word.id}/select-meaning`, { selectedMeaningIndex: i });
    const pickExample = (i: unknown) => me.call('PATCH', `/api/words/${word.id}/select-example`, { selectedExampleIndex: i });
    expect(wordOf(await pickMeaning(3))).toMatchObject({ selected_meaning_index: 3 });
    expect(wordOf(await pickExample(2))).toMatchObject({ selected_example_index: 2 });
    expect(outcome(await pickMeaning(4))).toEqual([400, selectMessages.noDefinition(4)]);
    expect(outcome(await pickExample(3))).toEqual([400, selectMessages.noExample(3)]);
    expect((await pickMeaning(-1)).statusCode).toBe(400);
    expect((await pickMeaning(6)).statusCode).toBe(400);
    expect((await pickMeaning('2')).statusCode).toBe(400);
    expect((await pickMeaning(1.5)).statusCode).toBe(400);
    expect((await me.list())[0]).toMatchObject({ selected_meaning_index: 3, selected_example_index: 2 });
  });

  it('refuses a pick on a word without AI alternatives', async () => {
    const me = await learner('pro');
    const word = await me.add('plain');
    expect(outcome(await me.call('PATCH', `/api/words/${word.id}/select-meaning`, { selectedMeaningIndex: 0 }))).toEqual([400, selectMessages.noDefinition(0)]);
    expect(outcome(await me.call('PATCH', `/api/words/${word.id}/select-example`, { selectedExampleIndex: 0 }))).toEqual([400, selectMessages.noExample(0)]);
  });
});

describe('another learner’s word, an unknown id or a malformed one', () => {
  it('answers 404 "Word not found." on every word route, and changes nothing', async () => {
    const owner = await learner('pro');
    const theirs = await owner.add('secret', { meaning: 'hidden' });
    await storeAi(theirs.id, six('definition'), six('example'));
    const me = await learner('pro');
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid', '12']) {
      expect(outcome(await me.call('PATCH', `/api/words/${id}`, { meaning: 'mine now' }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('PATCH', `/api/words/${id}/select-meaning`, { selectedMeaningIndex: 3 }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('PATCH', `/api/words/${id}/select-example`, { selectedExampleIndex: 3 }))).toEqual([404, M.notFound]);
      expect(outcome(await me.call('DELETE', `/api/words/${id}`))).toEqual([404, M.notFound]);
    }
    expect(outcome(await me.call('GET', `/api/words/${owner.wordbook.id}`))).toEqual([404, wordbookMessages.notFound]);
    expect((await owner.list())[0]).toMatchObject({ id: theirs.id, meaning: 'hidden', selected_meaning_index: 0, selected_example_index: 0 });
  });

  it('asks to log in first', async () => {
    const me = await learner();
    const word = await me.add('private');
    expect((await server.inject(`/api/words/${me.wordbook.id}`)).statusCode).toBe(401);
    expect((await server.inject({ method: 'DELETE', url: `/api/words/${word.id}` })).statusCode).toBe(401);
  });
});
