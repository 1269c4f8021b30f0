
import type { TLevelWord } from '@wordbook/core/contract/level-test';
import { levelForSize } from '@wordbook/core/rules/level-scale';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TStep, answersOf, countRows, current, learner, post, resultOfStream, server, takeTest, useTestServer, } from './level-test-kit.ts';

useTestServer();

describe('adaptive level test (real worker process, real lexicon)', () => {
  it('places a learner of 6 500 words within ±1 of level 7 (stream variant), sets users.level, and drafts 50 words from just above', async () => {
    const { id, cookie } = await learner();
    const { final, rounds } = await takeTest(cookie, 6500, 'stream');
    const truth = levelForSize(6500);
    console.log(`learner of 6500 words (stream): level ${final.finalLevel} (true ${truth}), size ${final.estimatedSize}, ${rounds.length - 1} rounds`);
    expect(Math.abs(final.finalLevel! - truth)).toBeLessThanOrEqual(1);
    expect(rounds.length === 3 || rounds.length === 4).toBe(true); // 20 or 30 questions
    // no word is asked twice
    const words = rounds.flatMap((r) => r.questions ?? []).map((q) => q.text);
    expect(new Set(words).size).toBe(words.length);

    const level = await server.app.pool.oneFirst(sql.type(z.object({ level: z.number().nullable() }))`select level from users where id = ${id}`);
    expect(level).toBe(final.finalLevel);

    const res = await post(cookie, '/api/ai/generate-wordbook?stream=1', { final_level: final.finalLevel, testId: final.test_id });
    const { events, result } = resultOfStream(res.payload);
    expect(events.some((e) => e.event === 'progress')).toBe(true);
    const drafted = (result as unknown as { words: TLevelWord[] }).words;
    expect(drafted).toHaveLength(50);
    for (const w of drafted) {
      expect(w.rank).toBeGreaterThan(final.estimatedSize!);
      expect(w.rank).toBeLessThanOrEqual(final.estimatedSize! + 2001);
      expect(w.definition.length).toBeGreaterThan(0);
    }
    expect(drafted.some((w) => w.example !== null)).toBe(true);

    const after = await current(cookie);
    expect(after).toMatchObject({ found: true, status: 2, final_level: final.finalLevel, generated_words_status: 'done', questions: [] });
    expect(after.finished_at).toEqual(expect.any(String));
  }, 120_000);

  it('places scripted learners across the scale within ±1 level with the real lexicon', async () => {
    const sizes = [800, 3500, 9500, 12_500];
    const placed = [];
    for (const size of sizes) {
      const { cookie } = await learner();
      const { final } = await takeTest(cookie, size, size % 2 === 0 ? 'plain' : 'stream');
      placed.push({ size, truth: levelForSize(size), finalLevel: final.finalLevel, estimatedSize: final.estimatedSize });
    }
    console.log('scripted learners (real lexicon):', JSON.stringify(placed));
    for (const p of placed) expect(Math.abs(p.finalLevel! - p.truth)).toBeLessThanOrEqual(1);
  }, 120_000);

  it('places a Pro learner of 2 500 words with the plain variants, and locks the retake for 24 hours', async () => {
    const { cookie } = await learner('pro');
    const { final } = await takeTest(cookie, 2500, 'plain');
    console.log(`learner of 2500 words (plain): level ${final.finalLevel} (true ${levelForSize(2500)}), size ${final.estimatedSize}`);
    expect(Math.abs(final.finalLevel! - levelForSize(2500))).toBeLessThanOrEqual(1);
    const finishedAt = Date.parse((await current(cookie)).finished_at as string);
    expect(Date.parse(final.retake_available_at!)).toBe(finishedAt + 24 * 3600_000);

    const restart = await post(cookie, '/api/test-lt/restart');
    expect(restart.statusCode).toBe(429);
    expect(restart.result).toMatchObject({ code: 'RETAKE_LOCKED', retake_available_at: final.retake_available_at });
    expect((restart.result as { message: string }).message).toMatch(/^You can retake the level test on /);
    // start inside the lock answers the final level instead of a new test
    const start = await post(cookie, '/api/test-lt/start');
    expect(start.result).toMatchObject({ finalLevel: final.finalLevel, test_id: final.test_id });
  }, 120_000);

  it('restores the same questions on reload, and a repeated start or submit joins the same step', async () => {
    const { cookie } = await learner();
    const start = (await post(cookie, '/api/test-lt/start')).result as TStep;
    expect(start).toMatchObject({ round: 1, reused: false });

    const reloaded = await current(cookie);
    expect(reloaded).toMatchObject({ found: true, status: 1, current_round: 1, test_id: start.test_id, answered_questions: 0, questions: start.questions });
    expect(JSON.parse(reloaded.round1_response as string)).toEqual(start.questions);
    const again = (await post(cookie, '/api/test-lt/start?stream=1')).payload;
    expect(resultOfStream(again).result).toMatchObject({ test_id: start.test_id, reused: true, questions: start.questions });

    // the client's fallback repeats the submit as a plain call: it joins the job the stream started
    const answers = await answersOf(4000, start.questions!);
    const [streamed, plain] = await Promise.all([
      post(cookie, '/api/test-lt/round1/answers?stream=1', { test_id: start.test_id, answers }),
      new Promise((r) => setTimeout(r, 30)).then(() => post(cookie, '/api/test-lt/round1/answers', { test_id: start.test_id, answers })),
    ]);
    const round2 = resultOfStream(streamed.payload).result;
    expect(plain.result).toEqual(round2);
    expect(round2.round).toBe(2);
    expect(await countRows('level_test_rounds', start.test_id)).toBe(2);

    const mid = await current(cookie);
    expect(mid).toMatchObject({ current_round: 2, answered_questions: 10, questions: round2.questions, pending_job_id: null });
    expect(JSON.parse(mid.round1_response as string)).toEqual(start.questions);
  }, 120_000);

  it("answers another learner's test with 404, and bad answers with 400/409 and a readable message", async () => {
    const owner = await learner();
    const stranger = await learner();
    const start = (await post(owner.cookie, '/api/test-lt/start')).result as TStep;
    const answers = start.questions!.map(() => -1);

    expect((await post(stranger.cookie, '/api/test-lt/round1/answers', { test_id: start.test_id, answers })).statusCode).toBe(404);
    expect((await post(stranger.cookie, '/api/ai/generate-wordbook', { testId: start.test_id })).statusCode).toBe(404);
    expect((await post(stranger.cookie, '/api/ai/save-wordbook', { testId: start.test_id, words: [{ text: 'x' }] })).statusCode).toBe(404);
    expect(await current(stranger.cookie)).toMatchObject({ found: false });
    expect((await server.inject({ url: '/api/test-lt/current' })).statusCode).toBe(401);

    const short = await post(owner.cookie, '/api/test-lt/round1/answers', { test_id: start.test_id, answers: [0, 1] });
    expect(short.statusCode).toBe(400);
    expect((short.result as { message: string }).message).toBe("Answer every question of the round (use null for a skipped question).");
    const outOfRange = await post(owner.cookie, '/api/test-lt/round1/answers', { test_id: start.test_id, answers: answers.map(() => 7) });
    expect(outOfRange.statusCode).toBe(400);
    const early = await post(owner.cookie, '/api/test-lt/round3/answers', { test_id: start.test_id, answers });
    expect(early.statusCode).toBe(409);
    expect((early.result as { message: string }).message).toBe('This round is not open.');
    expect((await post(owner.cookie, '/api/test-lt/round4/answers', { test_id: start.test_id, answers })).statusCode).toBe(400);
    expect((await post(owner.cookie, '/api/test-lt/round1/answers', { test_id: 'nope', answers })).statusCode).toBe(400);
    const unfinished = await post(owner.cookie, '/api/ai/generate-wordbook', { testId: start.test_id });
    expect(unfinished.statusCode).toBe(409);
    // a restart of an unfinished test (no lock yet) closes it: the page is idle again
    expect((await post(owner.cookie, '/api/test-lt/restart')).result).toEqual({ success: true, retake_available_at: null });
    expect(await current(owner.cookie)).toMatchObject({ found: false, retake_available_at: null });
  }, 60_000);

  it('saves the level wordbook once, however often save is posted, and lets a Free learner retake after 7 days', async () => {
    const { id, cookie } = await learner();
    const { final } = await takeTest(cookie, 9000, 'plain');
    const draft = ((await post(cookie, '/api/ai/generate-wordbook', { testId: final.test_id })).result as { words: TLevelWord[] }).words;
    expect(draft).toHaveLength(50);

    const noWords = await post(cookie, '/api/ai/save-wordbook', { final_level: final.finalLevel, words: [] });
    expect(noWords.statusCode).toBe(400);
    expect((noWords.result as { message: string }).message).toBe('Please keep at least one word.');

    // the learner deletes two words and rewrites one definition
    const kept = draft.slice(2).map((w, i) => ({ text: w.text, definition: i === 0 ? 'my own words' : w.definition, example: w.example }));
    const body = { final_level: final.finalLevel, words: kept, finished_time: new Date().toISOString(), tz_offset_min: -540 };
    const [first, second] = await Promise.all([post(cookie, '/api/ai/save-wordbook', body), post(cookie, '/api/ai/save-wordbook', body)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const ids = [first, second].map((r) => (r.result as { wordbook: { id: string } }).wordbook.id);
    expect(ids[0]).toBe(ids[1]);
    expect([first, second].map((r) => (r.result as { created: boolean }).created).sort()).toEqual([false, true]);

    const books = await server.app.pool.any(sql.type(z.object({ id: z.string(), type: z.string(), name: z.string(), words: z.number() }))`
      select b.id, b.type, b.name, (select count(*)::int from words w where w.wordbook_id = b.id) as words
      from wordbooks b where b.user_id = ${id}`);
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({ id: ids[0], type: 'generated', words: 48 });
    expect(books[0]!.name).toMatch(new RegExp(`^Level ${final.finalLevel} Words \\(\\d{4}-\\d{2}-\\d{2}\\)$`));
    const own = await server.app.pool.one(sql.type(z.object({ meaning: z.string().nullable(), origin: z.string().nullable(), ai: z.array(z.string()) }))`
      select meaning, meaning_origin as origin, ai_definitions as ai from words where wordbook_id = ${ids[0]!} and text = ${kept[0]!.text}`);
    expect(own).toEqual({ meaning: 'my own words', origin: 'user', ai: [draft[2]!.definition] });
    expect(await current(cookie)).toMatchObject({ wordbook_id: ids[0] });

    // 7 days later (Free) the lock has lifted: restart closes the test, start begins a new one
    expect((await post(cookie, '/api/test-lt/restart')).statusCode).toBe(429);
    await server.app.pool.query(sql.type(z.object({ id: z.string() }))`
      update level_tests set finished_at = finished_at - interval '7 days', started_at = started_at - interval '7 days' where id = ${final.test_id} returning id`);
    expect((await post(cookie, '/api/test-lt/restart')).statusCode).toBe(200);
    expect(await current(cookie)).toMatchObject({ found: false });
    const next = (await post(cookie, '/api/test-lt/start')).result as TStep;
    expect(next.test_id).not.toBe(final.test_id);
    expect(next.questions).toHaveLength(10);
  }, 120_000);

  it('forgets a saved level wordbook the learner deleted: current shows none, and saving again makes a new one', async () => {
    const { cookie } = await learner();
    const { final } = await takeTest(cookie, 4000, 'plain');
    const draft = ((await post(cookie, '/api/ai/generate-wordbook', { testId: final.test_id })).result as { words: TLevelWord[] }).words;
    const body = { final_level: final.finalLevel, words: draft.slice(0, 5).map((w) => ({ text: w.text })) };
    const save = async () => {
      const res = await post(cookie, '/api/ai/save-wordbook', body);
      expect(res.statusCode).toBe(200);
      return res.result as { wordbook: { id: string }; created: boolean };
    };
    const first = await save();
    expect(first.created).toBe(true);
    expect(await current(cookie)).toMatchObject({ wordbook_id: first.wordbook.id });

    const removed = await server.inject({ method: 'DELETE', url: `/api/wordbooks/${first.wordbook.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await current(cookie)).toMatchObject({ found: true, wordbook_id: null });

    const second = await save();
    expect(second.created).toBe(true);
    expect(second.wordbook.id).not.toBe(first.wordbook.id);
    expect(await current(cookie)).toMatchObject({ wordbook_id: second.wordbook.id });
    // The new one is live and linked (one link per test); a repeated save answers it again.
    expect(await save()).toEqual({ wordbook: { id: second.wordbook.id }, created: false });
    const links = await server.app.pool.anyFirst(sql.type(z.object({ wordbookId: z.string() }))`
      select wordbook_id as "wordbookId" from level_test_wordbooks where test_id = ${final.test_id}`);
    expect(links).toEqual([second.wordbook.id]);
    const live = await server.inject({ url: '/api/wordbooks', headers: { cookie } });
    expect((live.result as { wordbooks: { id: string; word_count: number }[] }).wordbooks.map((b) => [b.id, b.word_count])).toEqual([[second.wordbook.id, 5]]);
  }, 120_000);
});
