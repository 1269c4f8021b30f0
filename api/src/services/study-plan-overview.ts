import { estimateMinutes } from '@wordbook/core/rules/study-plan-overview';
import { addDaysTo, daysBetween, localMidnightUtc, OFFSET_MAX, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { rangeHolding, vacationModeOn } from '@wordbook/core/rules/study-plan-vacation';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { loadOverviewDay, loadPlanOverview } from '@wordbook/sql/queries/study-plan-overview-day';
import { candidateBookDays, loadPlanDay } from '@wordbook/sql/study-plans/plan-day';

/** GET /api/study-plans/overview (section 3.3): today's goal, due reviews and tests of the plan shown on /study. */

export async function planOverview(db: CommonQueryMethods, userId: string, now = new Date()) {
  const found = await loadPlanOverview(db, { userId, now, offsetMax: OFFSET_MAX });
  if (!found) return { mode: 'none' as const, plan: null, counts: { new: 0, review: 0, tests: 0 }, today: null, data: null, todos: [] };
  const { readDay, readSince, readBookDays, day: sqlRead, ...row } = found;
  const tz = row.timezone;
  const today = todayIn(tz, now);
  const plan = {
    id: row.id,
    timezone: tz,
    start_date: row.startDate,
    status: row.status,
    vacationMode: row.vacationMode,
    vacationToday: vacationModeOn(row, today),
    vacationRange: rangeHolding(row.vacationRanges, today),
    exam: row.examDate ? { date: row.examDate, daysLeft: daysBetween(today, row.examDate) } : null,
  };
  // The day was read with the plan, from Postgres's reckoning of today and of the days a review
  // could come from (trimmed to the due ones below); if ours differs (zone data, a midnight that
  // does not exist, a zone its data lacks), it is read again with ours.
  const since = localMidnightUtc(today, tz);
  const bookDays = candidateBookDays(row, today);
  const agrees = readDay === today && readSince === since && bookDays.every((d) => readBookDays.includes(d));
  const read = agrees && sqlRead
    ? sqlRead
    : await loadOverviewDay(db, { userId, planId: row.id, day: today, forcedFrom: addDaysTo(today, -OFFSET_MAX), bookDays, since });
  const { ledger, taskSessions } = read;
  // Reviews the rollover carried into today from a day that left them undone.
  const carried = (ledger?.reviews ?? []).filter((r) => r.carried);
  const { day, newWords, newWordbooks, newProgress, reviews, reviewWords, adaptive } = await loadPlanDay(db, row, today, {
    carried,
    now,
    inputs: { overrides: read.overrides, forced: read.forcedDays },
    books: { days: read.linkedDays, linked: read.linked, sessions: read.sessions },
  });

  const tests = (day.tests.study !== 'none' && newWords > 0 ? 1 : 0) + (day.tests.review !== 'none' && reviewWords > 0 ? 1 : 0);
  const reviewDone = reviews.reduce((sum, r) => sum + r.progress.wordsDone, 0);
  const percent = (done: number, total: number) => (total <= 0 ? 0 : Math.min(100, Math.floor((done / total) * 100)));
  // A test's progress: the answers counted in the sessions its Start Test opened today.
  const testOf = (task: 'test-study' | 'test-review') => {
    const own = taskSessions.filter((s) => s.task === task);
    return {
      sessions: own.map(({ id, status, progressDone, progressTotal }) => ({ id, status, progressDone, progressTotal })),
      progressDone: own.reduce((sum, s) => sum + s.progressDone, 0),
      progressTotal: own.reduce((sum, s) => sum + s.progressTotal, 0),
    };
  };
  const testProgress = { study: testOf('test-study'), review: testOf('test-review') };
  const todos = [
    ...(newWords > 0 ? [{ id: 'new', label: `Learn ${newWords} new words`, progress: percent(newProgress.masteredWords, newWords), estimatedMinutes: estimateMinutes.newWords(newWords) }] : []),
    ...(newWords > 0 && day.tests.study !== 'none' ? [{ id: 'test-study', label: 'Test after study', progress: percent(testProgress.study.progressDone, testProgress.study.progressTotal), estimatedMinutes: estimateMinutes.test() }] : []),
    ...(reviewWords > 0 ? [{ id: 'review', label: `Review ${reviewWords} words`, progress: percent(reviewDone, reviewWords), estimatedMinutes: estimateMinutes.reviewWords(reviewWords) }] : []),
    ...(reviewWords > 0 && day.tests.review !== 'none' ? [{ id: 'test-review', label: 'Test after review', progress: percent(testProgress.review.progressDone, testProgress.review.progressTotal), estimatedMinutes: estimateMinutes.test() }] : []),
  ].map((t) => ({ ...t, status: t.progress >= 100 ? ('completed' as const) : ('pending' as const) }));

  return {
    mode: row.status === 'active' ? ('active' as const) : ('scheduled' as const),
    plan,
    counts: { new: newWords, review: reviewWords, tests },
    today: { date: today, ...day.today, carriedWords: ledger?.carriedNew ?? 0 },
    data: {
      new: { planned: newWords, wordbooks: newWordbooks, progress: newProgress },
      reviews,
      tests: { study: { mode: day.tests.study, progress: testProgress.study }, review: { mode: day.tests.review, progress: testProgress.review } },
      // Adaptive (FSRS) plans: the predicted chance of recalling today's due words, 0–1 (null before any answer).
      adaptive: row.reviewMode === 'fsrs' ? { retention: adaptive?.retention ?? null, dueWords: adaptive?.dueWordIds.size ?? 0 } : null,
    },
    todos,
  };
}
