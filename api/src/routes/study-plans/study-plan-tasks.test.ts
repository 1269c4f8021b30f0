import type { TStartStudyTaskResponse, TStudyTaskUnits } from '@wordbook/core/contract/study-plan-sessions';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, EVERY_DAY_OF_WEEK, localMidnightUtc, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { client, finish, FRUIT, learner, rightResponse, server, useTestServer, wordbookWith, wrongResponse, type TWordSeed } from '../practice/practice-test-kit.ts';
import type { planOverview } from '../../services/study-plan-overview.ts';

/** Today's review and tests open real practice sessions, and their answers are the dashboard's progress. */
useTestServer();

type TOverview = Awaited<ReturnType<typeof planOverview>>;
const TZ = 'Europe/London';
const ago = (n: number) => addDaysTo(todayIn(TZ), -n);
const terms = (n: number, tag: string): TWordSeed[] =>
  Array.from({ length: n }, (_, i) => ({ text: `${tag}${i + 1}`, meaning: `the meaning number ${i + 1} of ${tag}`, example: `We wrote ${tag}${i + 1} on the board.` }));

async function planWith(links: { words: TWordSeed[]; daysAgo: number }[], extra: object = {}) {
  const me = await learner();
  const api = client(me.cookie);
  const plan = (await api.post<{ plan: TStudyPlan }>('/api/study-plans', { timezone: TZ, startNow: true, daysOfWeek: EVERY_DAY_OF_WEEK, reviewOffsetsGlobal: [1, 3], ...extra })).body.plan;
  await server.app.pool.query(sql.typeAlias('void')`
    update study_plans set start_date = ${ago(10)}::date, start_date_utc = ${localMidnightUtc(ago(10), TZ)}::timestamptz where id = ${plan.id}`);
  const books: string[] = [];
  for (const link of links) {
    const { wordbookId } = await wordbookWith(me.id, link.words);
    await api.post('/api/study-plans/links', { study_plan_id: plan.id, wordbook_id: wordbookId, bound_on: ago(link.daysAgo) });
    books.push(wordbookId);
  }
  const units = async (task: string, query = '') => (await api.get<TStudyTaskUnits>(`/api/study-plans/${plan.id}/tasks/${task}${query}`)).body;
  const start = (task: string, payload: object = {}) => api.post<TStartStudyTaskResponse>(`/api/study-plans/${plan.id}/tasks/${task}/session`, payload);
  const overview = async () => (await api.get<TOverview>('/api/study-plans/overview')).body;
  return { me, api, plan, books, units, start, overview };
}

describe("today's review", () => {
  it('splits the due words into chunks of one wordbook, oldest day first; opens a real session for the first and resumes it; its answers are the progress', async () => {
    const t = await planWith([{ words: terms(30, 'older'), daysAgo: 3 }, { words: FRUIT, daysAgo: 1 }]);
    const [older, recent] = t.books;
    const review = await t.units('review', '?chunkSize=25');
    expect(review).toMatchObject({ task: 'review', mode: 'all', day: ago(0), totalWords: 35 });
    expect(review.units.map((u) => [u.index, u.wordbookId, u.date, u.words.length, u.status])).toEqual([
      [0, older, ago(3), 25, 'pending'], [1, older, ago(3), 5, 'pending'], [2, recent, ago(1), 5, 'pending'],
    ]);
    expect(review.units[0]?.words.slice(0, 3)).toEqual(['older1', 'older2', 'older3']);

    const started = await t.start('review', { chunkSize: 25 });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ resumed: false, unit: { index: 0, status: 'in_progress' } });
    // word → meaning and meaning → word, once each, for the chunk's 25 words only
    expect(started.body.unit.progressTotal).toBe(50);
    const again = await t.start('review', { chunkSize: 25 });
    expect(again.body).toMatchObject({ sessionId: started.body.sessionId, resumed: true });

    await finish(t.api, started.body.sessionId);
    expect((await t.units('review')).units.map((u) => u.status)).toEqual(['completed', 'pending', 'pending']);
    const o = await t.overview();
    expect(o.data?.reviews.find((r) => r.date === ago(3))?.progress.wordsDone).toBe(25);
    expect(o.todos.find((todo) => todo.id === 'review')).toMatchObject({ progress: 71, status: 'pending' });
    // Start Review again opens the next chunk not done.
    expect((await t.start('review', { chunkSize: 25 })).body).toMatchObject({ resumed: false, unit: { index: 1, wordbookId: older } });
  });

  it('orders by the words answered wrong most, or by a shuffle that stays the same all day', async () => {
    const t = await planWith([{ words: terms(12, 'hard'), daysAgo: 1 }]);
    const practice = await t.api.start({ wordbookId: t.books[0]!, modes: { mtwObj: { enabled: true, required: 1 } }, forceNew: true });
    const first = (await t.api.next(practice.body.sessionId)).body;
    await t.api.answer(practice.body.sessionId, { itemId: first.itemId, userResponse: await wrongResponse(first) });
    const missed = (await server.app.pool.oneFirst(sql.type(z.object({ text: z.string() }))`select word_text as text from practice_items where id = ${first.itemId}`));
    const second = (await t.api.next(practice.body.sessionId)).body;
    await t.api.answer(practice.body.sessionId, { itemId: second.itemId, userResponse: await rightResponse(second) });

    expect((await t.units('review', '?order=hardest')).units[0]?.words[0]).toBe(missed);
    const shuffled = (await t.units('review', '?order=shuffle')).units[0]?.words;
    expect((await t.units('review', '?order=shuffle')).units[0]?.words).toEqual(shuffled);
    expect([...(shuffled ?? [])].sort()).toEqual([...(await t.units('review')).units[0]!.words].sort());
  });
});

describe("today's tests", () => {
  it('tests today’s words, all of them or 10 drawn for the day, and the test’s answers fill its to-do', async () => {
    const t = await planWith([{ words: terms(12, 'today'), daysAgo: 0 }]);
    expect((await t.units('test-study')).units.map((u) => [u.date, u.words.length])).toEqual([[ago(0), 12]]);
    await t.api.post(`/api/study-plans/${t.plan.id}/overrides/tests`, { date: ago(0), study: 'random', review: 'none' });
    const drawn = await t.units('test-study');
    expect(drawn).toMatchObject({ mode: 'random', totalWords: 10 });
    expect((await t.units('test-study')).units[0]?.words).toEqual(drawn.units[0]?.words);

    const test = await t.start('test-study');
    expect(test.body).toMatchObject({ resumed: false, unit: { words: drawn.units[0]?.words } });
    await finish(t.api, test.body.sessionId);
    const o = await t.overview();
    expect(o.todos.find((todo) => todo.id === 'test-study')).toMatchObject({ progress: 100, status: 'completed' });
    expect(o.data?.tests.study.progress.sessions).toEqual([expect.objectContaining({ id: test.body.sessionId, status: 'completed' })]);
  });

  it('refuses a test that is off or has nothing due, an unknown task or chunk size, and another learner’s plan', async () => {
    const t = await planWith([{ words: terms(3, 'solo'), daysAgo: 0 }], { testAfterReview: 'none' });
    expect([(await t.start('test-review')).status, (await t.start('test-review')).body.message]).toEqual([409, 'Nothing due today. Enjoy your day!']);
    expect((await t.start('review')).status).toBe(409);
    expect((await t.api.get(`/api/study-plans/${t.plan.id}/tasks/homework`)).status).toBe(400);
    expect((await t.api.get(`/api/study-plans/${t.plan.id}/tasks/review?chunkSize=12`)).body.message).toBe('Chunk size is 10–80 in steps of 5.');
    expect((await t.start('test-study', { unit: 4 })).body.message).toBe('This part of the task does not exist.');
    const other = client((await learner()).cookie);
    expect((await other.get(`/api/study-plans/${t.plan.id}/tasks/test-study`)).status).toBe(404);
    expect((await other.post(`/api/study-plans/${t.plan.id}/tasks/test-study/session`, {})).status).toBe(404);
  });
});

describe('adaptive reviews (FSRS)', () => {
  it('reviews the words FSRS finds due from their practice answers, and reports the predicted recall of today’s reviews', async () => {
    const t = await planWith([{ words: FRUIT, daysAgo: 3 }], { reviewMode: 'fsrs' });
    expect(t.plan).toMatchObject({ review_mode: 'fsrs', title_parts: ['Every day', '20 words/day', 'Adaptive reviews (FSRS)'] });
    // Studied three days ago and never answered: every word is due, with no prediction yet.
    let o = await t.overview();
    expect(o.counts.review).toBe(5);
    expect(o.data?.adaptive).toEqual({ retention: null, dueWords: 5 });

    // Right answers three days ago (Good): due about 2.3 days later, so due today, recall below the 90 % aimed at.
    // Exactly 72 hours ago, so the recall does not depend on the hour this test runs at.
    const session = await t.api.start({ wordbookId: t.books[0]!, modes: { mtwObj: { enabled: true, required: 1 } }, forceNew: true });
    await finish(t.api, session.body.sessionId);
    await server.app.pool.query(sql.typeAlias('void')`
      update practice_attempts set created_at = now() - interval '3 days' where session_id = ${session.body.sessionId}`);
    o = await t.overview();
    expect(o.data?.adaptive?.dueWords).toBe(5);
    expect(o.data?.adaptive?.retention).toBeGreaterThan(0.6);
    expect(o.data?.adaptive?.retention).toBeLessThan(0.9);

    // Answered right again today except 'apple': the others fall due in days; 'apple' stays due, alone in today's review.
    const apple = await server.app.pool.oneFirst(sql.type(z.object({ id: z.string() }))`select id from words where wordbook_id = ${t.books[0]!} and text = 'apple'`);
    const today = await t.api.start({ wordbookId: t.books[0]!, modes: { mtwObj: { enabled: true, required: 1 } }, forceNew: true, excludedWordIds: [apple] });
    await finish(t.api, today.body.sessionId);
    o = await t.overview();
    expect(o.data?.adaptive?.dueWords).toBe(1);
    expect(o.counts.review).toBe(1);
    expect((await t.units('review')).units.map((u) => u.words)).toEqual([['apple']]);
  });
});
