
import type {
  TGenerateWordbookNextResponse,
  TSaveWordbookNextResponse,
  TWordbookNextStreamResult,
} from '@wordbook/core/contract/ai-wordbook';
import { FREE_VISIBLE_ALTERNATIVES, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { dateInTimeZone, } from '@wordbook/core/rules/wordbook-prompt-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSse, outcomeOf as outcome } from '../../../../test/harness.ts';
import { AIR_TRAVEL, TRAVEL, draftWords, expectDictionaryWords, expectNoneKept, learner, readable, server, streamed, topicRelated, useAiWorker, useTestServer } from './ai-wordbook-test-kit.ts';

useTestServer();

describe('generation with the lexicon provider (real worker process)', () => {
  useAiWorker();

  let travel: { me: Awaited<ReturnType<typeof learner>>; draft: TWordbookNextStreamResult };

  it('streams progress then one result: related dictionary words at the learner’s level, none of the references, 2 points each', async () => {
    const me = await learner('pro', 5);
    const refs = await me.newWordbook('Travel', TRAVEL);
    const res = await me.generate({ wordbook_ids: [refs.id], count: 40, prompt: '  food   and cooking ', timezone: 'Asia/Seoul' }, true);
    const { result, progress } = streamed(res, 40);
    expect(progress.at(-1)!.emitted).toBeGreaterThanOrEqual(35);
    expect(result.saved).toBe(false);
    expect(result.provider).toBe('lexicon');
    expect(result.wordbook.id).toBe(res.headers['x-job-id']);
    expect(result.words).toHaveLength(40);
    await expectDictionaryWords(result.words);
    expectNoneKept(result.words, TRAVEL);
    // level 5: ranks 4000–6000, related words one band either side
    for (const w of result.words) {
      expect(w.rank).not.toBeNull();
      expect(w.rank!).toBeGreaterThanOrEqual(3000);
      expect(w.rank!).toBeLessThanOrEqual(7000);
    }
    // most belong to the topic of the prompt's words or the references
    const related = await topicRelated(
      result.words.map((w) => w.text),
      ['food', 'cooking', 'cook', ...TRAVEL],
    );
    console.log(`lexicon draft (level 5, travel + "food and cooking"): ${related.length}/40 related:`, result.words.map((w) => w.text).join(', '));
    expect(related.length).toBeGreaterThanOrEqual(30);
    expect(result.words.some((w) => w.example !== null)).toBe(true);
    expect(await me.ledger()).toEqual([80]);
    expect(await me.drafts()).toMatchObject([{ id: result.wordbook.id, status: 'done', points: 80, wordbookId: null }]);
    travel = { me, draft: result };
  });

  it('saves the reviewed draft as one generated wordbook, however often it is posted', async () => {
    const { me, draft } = travel;
    const [first, second, third, ...rest] = draft.words;
    const edited = { text: first!.text, definition: 'my own meaning', example: first!.example };
    const body = { wordbook_id: draft.wordbook.id, words: [edited, ...rest.map((w) => w.text)] }; // deleted second and third
    const saved = await me.save(body);
    expect(saved.statusCode).toBe(200);
    const created = saved.result as TSaveWordbookNextResponse;
    expect(created).toEqual({ wordbook: { id: expect.any(String), name: `AI: food and cooking (${dateInTimeZone(new Date(), 'Asia/Seoul')})` }, created: true });
    expect(created.wordbook.id).not.toBe(draft.wordbook.id);

    const again = await me.save(body);
    expect(again.result).toEqual({ wordbook: created.wordbook, created: false });
    expect(await me.generatedWordbooks()).toEqual([{ id: created.wordbook.id, name: created.wordbook.name }]);

    const stored = await me.words(created.wordbook.id);
    expect(stored.map((w) => w.text)).toEqual([first!.text, ...rest.map((w) => w.text)]);
    expect(stored.map((w) => w.text)).not.toContain(second!.text);
    expect(stored.map((w) => w.text)).not.toContain(third!.text);
    expect(stored[0]).toMatchObject({ meaning: 'my own meaning', meaning_origin: 'user', example: null, ai_definitions: first!.definitions });
    expect(stored[1]).toMatchObject({ meaning: null, ai_definitions: rest[0]!.definitions, ai_examples: rest[0]!.examples, ai_definitions_language: 'en' });

    // The review re-posts after a delete, with the draft's id or the wordbook's: the same wordbook follows.
    const fewer = await me.save({ wordbook_id: created.wordbook.id, words: [edited, ...rest.slice(1).map((w) => w.text)] });
    expect(fewer.result).toEqual({ wordbook: created.wordbook, created: false });
    expect((await me.words(created.wordbook.id)).map((w) => w.text)).not.toContain(rest[0]!.text);
    expect(await me.generatedWordbooks()).toHaveLength(1);

    expect(outcome(await me.save({ wordbook_id: draft.wordbook.id, words: ['blorptastic'] }))).toEqual([400, '“blorptastic” is not one of the generated words.']);
    expect(outcome(await me.save({ wordbook_id: draft.wordbook.id, words: [] }))).toEqual([400, 'Please keep at least one word.']);
    const other = await learner('pro', 5);
    expect(outcome(await other.save(body))).toEqual([404, 'This wordbook does not exist.']);
    expect(outcome(await other.save({ ...body, wordbook_id: created.wordbook.id }))).toEqual([404, 'This wordbook does not exist.']);
  });

  it('answers the plain variant with {wordbook{id, words}, saved} and the points bar (Free, no prompt, no references)', async () => {
    const me = await learner('free', 3);
    const res = await me.generate({ wordbook_ids: [], count: 20, prompt: '' });
    expect(res.statusCode).toBe(200);
    const body = res.result as TGenerateWordbookNextResponse;
    expect(body).toMatchObject({ saved: false, provider: 'lexicon', aiLimits: { usedPoints: 40, remaining: 4960 } });
    expect(body.wordbook.words).toHaveLength(20);
    await expectDictionaryWords(body.wordbook.words, FREE_VISIBLE_ALTERNATIVES);
    for (const w of body.wordbook.words) expect(w.rank!).toBeGreaterThanOrEqual(1000);
    for (const w of body.wordbook.words) expect(w.rank!).toBeLessThanOrEqual(5000);
    const saved = (await me.save({ wordbook_id: body.wordbook.id, words: body.wordbook.words.map((w) => w.text) })).result as TSaveWordbookNextResponse;
    expect(saved.wordbook.name).toBe(`AI: Level 3 words (${dateInTimeZone(new Date(), 'UTC')})`);
  });

  it('keeps to the topic ("travel and airports" with air-travel references), and two drafts differ', async () => {
    const drafts: string[][] = [];
    for (let run = 0; run < 2; run++) {
      // two learners alike: one learner's second draft would leave out the words the first kept
      const me = await learner('pro', 5);
      const refs = await me.newWordbook('Air travel', AIR_TRAVEL);
      const res = await me.generate({ wordbook_ids: [refs.id], count: 30, prompt: 'travel and airports' });
      expect(res.statusCode).toBe(200);
      const { words } = (res.result as TGenerateWordbookNextResponse).wordbook;
      expect(words).toHaveLength(30);
      expectNoneKept(words, AIR_TRAVEL);
      drafts.push(words.map((w) => w.text));
    }
    for (const [i, texts] of drafts.entries()) {
      // Related to the reference words themselves: every kind of moving is a hyponym of travel (drift, crank),
      // which is how the earlier scoring filled these drafts (4 or 5 of 30 related so).
      const related = await topicRelated(texts, AIR_TRAVEL);
      console.log(`lexicon draft ${i + 1} (level 5, "travel and airports"): ${related.length}/30 related to the references:`, texts.join(', '));
      expect(related.length).toBeGreaterThanOrEqual(15);
      // The topic's nouns lead, not travel's kinds of moving (the old scoring's first words). The order is a
      // weighted shuffle, so a loosely related word may come early now and then.
      const firstFive = texts.slice(0, 5);
      expect((await topicRelated(firstFive, AIR_TRAVEL)).length).toBeGreaterThanOrEqual(2);
      expect(firstFive.filter((t) => ['circuit', 'drift', 'thread', 'crank'].includes(t)).length).toBeLessThanOrEqual(1);
      expect(texts).toEqual(expect.arrayContaining(['baggage', 'passenger', 'airline']));
    }
    expect(drafts[1]).not.toEqual(drafts[0]);
  });

  it('gives Pro up to 150 words, never one the learner keeps in any wordbook', async () => {
    const me = await learner('pro', 2);
    const kept = ['house', 'friend', 'water', 'music', 'story', 'money', 'family', 'school'];
    const refs = await me.newWordbook('Everyday', kept.slice(0, 4));
    await me.newWordbook('Other', kept.slice(4));
    const res = await me.generate({ wordbook_ids: [refs.id], count: 150, prompt: '' });
    expect(res.statusCode).toBe(200);
    const words = (res.result as TGenerateWordbookNextResponse).wordbook.words;
    expect(words).toHaveLength(150);
    expectNoneKept(words, kept);
    expect(await me.usage()).toBe(300);
  });

  it('joins an identical request instead of charging twice (the client’s fallback), and answers its fresh draft again', async () => {
    const me = await learner('pro', 6);
    const refs = await me.newWordbook('Sea', ['ship', 'boat', 'sea']);
    const body = { wordbook_ids: [refs.id], count: 20, prompt: 'sailing' };
    const [a, b] = await Promise.all([me.generate(body, true), me.generate(body)]);
    const fromStream = streamed(a, 20).result;
    const plain = b.result as TGenerateWordbookNextResponse;
    expect(plain.wordbook).toEqual({ id: fromStream.wordbook.id, words: fromStream.words });
    // again, after it finished: the same draft, as one result event
    const c = await me.generate({ ...body, wordbook_ids: [refs.id, refs.id] }, true);
    expect(parseSse(c.payload).map((e) => e.event)).toEqual(['result']);
    expect((parseSse(c.payload)[0]!.data as TWordbookNextStreamResult).wordbook.id).toBe(fromStream.wordbook.id);
    expect(await me.ledger()).toEqual([40]);
    // once saved, the same request makes a new draft (and is charged)
    expect((await me.save({ wordbook_id: plain.wordbook.id, words: plain.wordbook.words.map((w) => w.text) })).statusCode).toBe(200);
    const d = (await me.generate(body)).result as TGenerateWordbookNextResponse;
    expect(d.wordbook.id).not.toBe(plain.wordbook.id);
    expect(await me.ledger()).toEqual([40, 40]);
  });

  it.each([
    ['free', FREE_VISIBLE_ALTERNATIVES],
    ['pro', MAX_AI_ALTERNATIVES],
  ] as const)('shows a %s learner %i definitions and examples a word wherever they read the draft, and saves them all', async (plan, visible) => {
    const me = await learner(plan, 4);
    const body = { wordbook_ids: [], count: 20, prompt: '' };
    const { result } = streamed(await me.generate(body, true), 20);
    const all = await draftWords(result.wordbook.id);
    expect(all.map((w) => w.text)).toEqual(result.words.map((w) => w.text));
    // Enough words with more than 2 definitions for the plans to differ.
    expect(all.filter((w) => w.definitions.length > FREE_VISIBLE_ALTERNATIVES).length).toBeGreaterThan(3);
    await expectDictionaryWords(all.map((w) => ({ ...w, meta_total_definitions: w.definitions.length, meta_total_examples: w.examples.length })));
    const expected = readable(all, visible);

    // the stream's result event, the job's result route, and the plain answer and the stream that replay the fresh draft
    expect(result.words).toEqual(expected);
    const fromRoute = await me.call('GET', `/api/jobs/${result.wordbook.id}/result`);
    expect(fromRoute.statusCode).toBe(200);
    expect((fromRoute.result as { result: TWordbookNextStreamResult }).result.words).toEqual(expected);
    const replayed = (await me.generate(body)).result as TGenerateWordbookNextResponse;
    expect(replayed.wordbook).toEqual({ id: result.wordbook.id, words: expected });
    const replayStream = parseSse((await me.generate(body, true)).payload);
    expect(replayStream.map((e) => e.event)).toEqual(['result']);
    expect((replayStream[0]!.data as TWordbookNextStreamResult).words).toEqual(expected);
    // the plain answer of a running job
    const plain = (await me.generate({ ...body, count: 21 })).result as TGenerateWordbookNextResponse;
    expect(plain.wordbook.words).toEqual(readable(await draftWords(plain.wordbook.id), visible));
    for (const w of [...result.words, ...plain.wordbook.words]) {
      expect(w.definitions.length).toBeLessThanOrEqual(visible);
      expect(w.examples.length).toBeLessThanOrEqual(visible);
    }
    if (plan === 'pro') expect(result.words.some((w) => w.definitions.length > FREE_VISIBLE_ALTERNATIVES)).toBe(true);

    // Saved, the wordbook holds every one; the words API shows the plan's share and the totals.
    const saved = (await me.save({ wordbook_id: result.wordbook.id, words: result.words.map((w) => w.text) })).result as TSaveWordbookNextResponse;
    const stored = await server.app.pool.any(sql.type(z.object({ text: z.string(), defs: z.array(z.string()), examples: z.array(z.string()) }))`
      select text, ai_definitions as defs, ai_examples as examples from words where wordbook_id = ${saved.wordbook.id} order by created_at`);
    expect(stored).toEqual(all.map((w) => ({ text: w.text, defs: w.definitions, examples: w.examples })));
    const shown = await me.words(saved.wordbook.id);
    expect(shown.map((w) => [w.ai_definitions, w.meta_total_definitions, w.ai_examples, w.meta_total_examples])).toEqual(
      expected.map((w) => [w.definitions, w.meta_total_definitions, w.examples, w.meta_total_examples]),
    );
  });

  it('closes and refunds a draft whose job died, when the learner generates again', async () => {
    const me = await learner('free', 4);
    await server.app.pool.query(sql.typeAlias('void')`
      update users set monthly_ai_usage_points = 60, ai_usage_month = (date_trunc('month', now() at time zone 'utc'))::date where id = ${me.id}`);
    await server.app.pool.query(sql.typeAlias('void')`
      insert into ai_wordbook_drafts (id, user_id, request_key, word_count, level, points, created_at)
      values (gen_random_uuid(), ${me.id}, 'left-over', 30, 4, 60, now() - interval '10 minutes')`);
    const res = await me.generate({ wordbook_ids: [], count: 20, prompt: '' });
    expect(res.statusCode).toBe(200);
    expect(await me.usage()).toBe(40);
    expect(await me.ledger()).toEqual([-60, 40]);
    expect((await me.drafts()).map((d) => d.status)).toEqual(['failed', 'done']);
  });

  it('refuses to save a draft that is still being generated', async () => {
    const me = await learner('pro', 5);
    const id = await server.app.pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      insert into ai_wordbook_drafts (id, user_id, request_key, word_count, level) values (gen_random_uuid(), ${me.id}, 'k', 20, 5) returning id`);
    expect(outcome(await me.save({ wordbook_id: id, words: ['harbor'] }))).toEqual([409, 'This wordbook is still being generated. Please wait a moment.']);
  });
});

// --- an OpenAI-compatible model -------------------------------------------------------------------
