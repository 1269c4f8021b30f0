import { dayKind, heatmapDays, monthDays, streaks } from '@wordbook/core/rules/study-activity';
import { addDaysTo, OFFSET_MAX, todayIn } from '@wordbook/core/rules/study-plan-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { listAnswerDays, listRecentWordbooks } from '@wordbook/sql/queries/study-activity';
import { listForcedStudyDays } from '@wordbook/sql/queries/study-plan-days';
import { findActivePlan, findNextScheduledPlan } from '@wordbook/sql/queries/study-plans';
import { shapeOf } from '@wordbook/sql/study-plans/plan-day';

/**
 * GET /api/study-plans/activity: the study dashboard's Recent Wordbooks, Calendar and Streak &
 * Insights from what the learner really did, in the zone of the plan /study shows (UTC without one).
 */
export async function studyActivity(db: CommonQueryMethods, userId: string, month: string | undefined, now = new Date()) {
  const row = (await findActivePlan(db, { userId })) ?? (await findNextScheduledPlan(db, { userId }));
  const timezone = row?.timezone ?? 'UTC';
  const today = todayIn(timezone, now);
  const shown = month ?? today.slice(0, 7);
  const dates = monthDays(shown);
  const first = dates[0] ?? `${shown}-01`;
  const last = dates.at(-1) ?? first;
  const [answerDays, forced, recentWordbooks] = await Promise.all([
    listAnswerDays(db, { userId, timezone }),
    row ? listForcedStudyDays(db, { planId: row.id, from: addDaysTo(first, -OFFSET_MAX), to: last }) : Promise.resolve([]),
    listRecentWordbooks(db, { userId, limit: 5 }),
  ]);
  const answers = new Map(answerDays.map((d) => [d.date, d.answers]));
  const plan = row ? shapeOf(row) : null;
  const forcedDays = new Set(forced);
  const vacationOn = row !== null && row.vacationMode !== 'off';
  const days = dates.map((date) => {
    const count = answers.get(date) ?? 0;
    return { date, ...dayKind({ date, today, plan, forced: forcedDays, answers: count, vacationOn, vacationRanges: row?.vacationRanges ?? [] }), answers: count };
  });
  return {
    timezone,
    today,
    month: shown,
    days,
    streak: streaks(answerDays.map((d) => d.date), today),
    heatmap: heatmapDays(answers, today),
    recentWordbooks,
  };
}
