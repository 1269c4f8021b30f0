
import { FREE_VISIBLE_ALTERNATIVES, } from '@wordbook/core/rules/ai-points';
import { aiTextMessages, wordbookMessages, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import { findWordInSentence } from '@wordbook/sql/lexicon/word-forms';
import { lookupWord } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outcomeOf as outcome, startTestApi } from '../../../../test/harness.ts';
import { POS, body, expectedDefinitions, learner, type Reply, server, useTestServer } from './ai-generate-test-kit.ts';

useTestServer();

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

  it('gives only examples of the main sense: cat, the animal, never "what a cat she is!"', async () => {
    const me = await learner('pro');
    const entry = await lookupWord(server.app.pool, 'cat');
    const res = await me.generate(await me.add('cat'), 'example');
    const examples = res.statusCode === 200 ? (body(res).data as { examples: string[] }).examples : [];
    expect(examples).toEqual((entry?.senses[0]?.examples ?? []).map((e) => e.replace(/^["“]+|["”]+$/g, '').trim()));
    expect(examples.join(' ')).not.toMatch(/what a cat she is|feared the cat/i);
    if (examples.length === 0) expect(res.statusCode).toBe(422);
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
    expect(batch.result).toEqual({ existing_word_ids: [], can_generate_new: false });
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
    expect((await check(me.wordbook.id, 'light')).result).toEqual({ foundExisting: false, wordbook_ai_reuse_behavior: 'ask', canGenerateNew: false });
    expect((await me.generate(first)).statusCode).toBe(200);
    expect((await check(me.wordbook.id, ' Light ')).result).toEqual({ foundExisting: true, wordbook_ai_reuse_behavior: 'ask', canGenerateNew: false });
    expect((await check(me.wordbook.id, 'light', 'example')).result).toMatchObject({ foundExisting: false });

    const other = await me.newWordbook('Second book');
    await me.call('PATCH', `/api/wordbooks/${other.id}`, { ai_reuse_behavior: 'reuse' });
    expect((await check(other.id, 'light')).result).toEqual({ foundExisting: true, wordbook_ai_reuse_behavior: 'reuse', canGenerateNew: false });
    const again = await me.add('Light', other);
    const batch = await me.call('POST', '/api/ai/check-batch', { word_ids: [first.id, again.id, (await me.add('shadow')).id], type: 'definition' });
    expect(new Set((batch.result as { existing_word_ids: string[] }).existing_word_ids)).toEqual(new Set([first.id, again.id]));

    // Load Previous: the same items, no job, no points.
    const reused = await me.generate(again, 'definition', 'reuse');
    expect(reused.statusCode).toBe(200);
    expect(body(reused)).toMatchObject({ reused: true, data: { meta_total_definitions: 6 }, aiLimits: { usedPoints: 10 } });
    expect((body(reused).data as { definitions: string[] }).definitions).toEqual((await expectedDefinitions('light')).slice(0, 2));
    expect(body(reused).word.id).toBe(again.id);
    // auto with existing data reuses too; so does regenerate, since the built-in dictionary would answer the same.
    expect(body(await me.generate(again)).reused).toBe(true);
    const same = await me.generate(again, 'definition', 'regenerate');
    expect(body(same)).toMatchObject({ reused: true, aiLimits: { usedPoints: 10 } });
    expect(await me.jobs()).toBe(1);
    expect((await me.usage()).points).toBe(10);
  });

  it('with an AI model configured, Generate New is offered and regenerate pays for a new job', async () => {
    // The API only decides and enqueues; the job itself is answered by this file's lexicon worker.
    const withModel = await startTestApi({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const me = await learner();
      const word = await me.add('light');
      expect((await me.generate(word)).statusCode).toBe(200);
      const viaModel = (method: string, url: string, payload?: object) =>
        withModel.inject({ method, url, headers: { cookie: me.cookie, 'x-device-id': 'device-main' }, payload }) as Promise<Reply>;
      const check = await viaModel('GET', `/api/ai/check?wordbook_id=${me.wordbook.id}&word=light&type=definition`);
      expect(check.result).toEqual({ foundExisting: true, wordbook_ai_reuse_behavior: 'ask', canGenerateNew: true });
      const batch = await viaModel('POST', '/api/ai/check-batch', { word_ids: [word.id], type: 'definition' });
      expect(batch.result).toEqual({ existing_word_ids: [word.id], can_generate_new: true });
      const fresh = await viaModel('POST', '/api/ai/generate', { word_id: word.id, word: word.text, type: 'definition', force: 'regenerate' });
      expect(fresh.statusCode).toBe(200);
      expect(body(fresh).reused).toBe(false);
      expect(await me.jobs()).toBe(2);
      expect((await me.usage()).points).toBe(20);
    } finally {
      await withModel.stop();
    }
  });

  it('generates when reuse is asked for but nothing exists', async () => {
    const me = await learner();
    const res = await me.generate(await me.add('table'), 'definition', 'reuse');
    expect(res.statusCode).toBe(200);
    expect(body(res).reused).toBe(false);
    expect(await me.jobs()).toBe(1);
  });
});
