import type { Server } from '@hapi/hapi';
import type { TPasteWordsResponse, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { pastedWordMessages as P } from '@wordbook/core/rules/pasted-words';
import { wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { outcomeOf as outcome, startTestApi } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

async function learner() {
  const id = await createTestUser(server, { plan: 'free' });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  const wordbook = ((await call('POST', '/api/wordbooks', { name: 'Pasted' })).result as { wordbook: TWordbook }).wordbook;
  const paste = (words: string[], wordbookId = wordbook.id) => call('POST', '/api/words/batch', { wordbook_id: wordbookId, words });
  const list = async () => ((await call('GET', `/api/words/${wordbook.id}`)).result as { words: TWord[] }).words.map((w) => w.text);
  return { id, wordbook, call, paste, list };
}

describe('pasting many words', () => {
  it('adds each word of the lines and commas, and names what it skipped and why', async () => {
    const me = await learner();
    await me.call('POST', '/api/words', { wordbook_id: me.wordbook.id, text: 'house' });
    const res = await me.paste(['apple, banana\nHouse', 'look after\napple']);
    expect(res.statusCode).toBe(200);
    const answer = res.result as TPasteWordsResponse;
    expect(answer.words.map((w) => w.text)).toEqual(['apple', 'banana', 'look after']);
    expect(answer.skipped).toEqual([
      { text: 'House', reason: P.alreadyThere },
      { text: 'apple', reason: P.repeated },
    ]);
    expect(await me.list()).toEqual(['house', 'apple', 'banana', 'look after']);
  });

  it('stops at 300 words and reports every word past the cap', async () => {
    const me = await learner();
    await server.app.pool.query(sql.typeAlias('void')`
      insert into words (wordbook_id, user_id, text) select ${me.wordbook.id}, ${me.id}, 'filler ' || g from generate_series(1, 298) g`);
    const answer = (await me.paste(['one\ntwo\nthree\nfour'])).result as TPasteWordsResponse;
    expect(answer.words.map((w) => w.text)).toEqual(['one', 'two']);
    expect(answer.skipped).toEqual([
      { text: 'three', reason: P.limit },
      { text: 'four', reason: P.limit },
    ]);
    expect(await me.list()).toHaveLength(300);
  });

  it('answers an empty paste with a readable 400 and another learner’s wordbook with 404', async () => {
    const me = await learner();
    expect(outcome(await me.paste([' \n , '], me.wordbook.id))).toEqual([400, P.empty]);
    expect(outcome(await me.call('POST', '/api/words/batch', { wordbook_id: me.wordbook.id, words: [] }))).toEqual([400, P.empty]);
    const other = await learner();
    expect(outcome(await me.paste(['mine'], other.wordbook.id))).toEqual([404, wordbookMessages.notFound]);
    expect(outcome(await me.paste(['mine'], 'not-a-uuid'))).toEqual([404, wordbookMessages.notFound]);
    expect(await other.list()).toEqual([]);
  });
});
