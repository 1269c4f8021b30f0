import type { TStudyPlan, TStudyPlanInput } from '@wordbook/core/contract/study-plans';
import {
  PLAN_MAX,
  WEEKDAYS,
  localMidnightUtc,
  scheduleRange,
  studyPlanCodes as C,
  studyPlanMessages as M,
  todayIn,
} from '@wordbook/core/rules/study-plan-rules';
import { studyPlanActivateJob } from '@wordbook/core/contract/jobs/study-plan-activate';
import type { CommonQueryMethods, DatabasePool, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import type { Boss } from '@wordbook/sql/queue';
import {
  countNonArchived,
  findActivePlan,
  findNextScheduledPlan,
  findPlan,
  insertPlan,
  listPlans,
  lockPlansOf,
  ownsWordbook,
  pauseActivePlan,
  startDateTaken,
  updatePlanSettings,
  updatePlanState,
  type TPlanSettings,
  type TStudyPlanRow,
} from '@wordbook/sql/queries/study-plans';
import { DomainError } from '../extensions/domain-error.ts';
import { isUuid } from '../validate.ts';
import { enqueueTracked } from './jobs.ts';

/** Study plans (document 3, sections 3.1–3.2, 4.1, 5.1 and 7.1): saving, the cap, the lifecycle. */

/** Refusals carry `ok: false` and the spec's code beside the message. */
const refuse = (status: number, message: string, code?: string, body: Record<string, unknown> = {}) =>
  new DomainError(status, message, { code, body: { ok: false, ...body } });

function titleParts(row: TStudyPlanRow): string[] {
  const days = WEEKDAYS.filter((d) => row.daysOfWeek[d]);
  const words = row.wordsPerDayByDay ? 'Words per day vary' : `${row.wordsPerDay} words/day`;
  const reviews = row.reviewMode === 'fsrs' ? 'Adaptive reviews (FSRS)' : `Reviews ${row.reviewOffsetsGlobal.join(', ')}`;
  return [days.length === 7 ? 'Every day' : days.join(', '), words, reviews];
}

/** The plan as the calls show it (section 3.2), with the dashboard's vacationMode and reminder. */
export function toStudyPlan(row: TStudyPlanRow): TStudyPlan {
  return {
    id: row.id,
    status: row.status,
    timezone: row.timezone,
    start_date_utc: row.startDateUtc,
    start_date: row.startDate,
    days_of_week: row.daysOfWeek,
    words_per_day: row.wordsPerDay,
    words_per_day_by_day: row.wordsPerDayByDay,
    review_offsets_global: row.reviewOffsetsGlobal,
    review_offsets_by_day: row.reviewOffsetsByDay,
    review_mode: row.reviewMode,
    test_after_study: row.testAfterStudy,
    test_after_review: row.testAfterReview,
    vacation_behavior_on_enable: row.vacationBehaviorOnEnable,
    reminder_enabled: row.reminderEnabled,
    reminder_time: row.reminderTime,
    vacationMode: row.vacationMode,
    reminder: { enabled: row.reminderEnabled, time: row.reminderTime },
    title_parts: titleParts(row),
    created_at: row.createdAt,
    exam_date: row.examDate,
    exam_wordbook_id: row.examWordbookId,
    exam_words: row.examWords,
    exam_review_days: row.examReviewDays,
    vacation_ranges: row.vacationRanges,
  };
}

export async function requirePlan(db: CommonQueryMethods, userId: string, planId: string, forUpdate = false): Promise<TStudyPlanRow> {
  const row = isUuid(planId) ? await findPlan(db, { userId, planId, forUpdate }) : null;
  if (!row) throw refuse(404, M.notFound);
  return row;
}

function settingsOf(input: TStudyPlanInput): TPlanSettings {
  // Per-day maps keep only the study days, so a stale entry never outlives its weekday.
  const onlyStudyDays = <T>(map: Partial<Record<string, T>> | null | undefined): Record<string, T> | null => {
    if (!map) return null;
    return Object.fromEntries(WEEKDAYS.filter((d) => input.daysOfWeek[d] && map[d] !== undefined).map((d) => [d, map[d] as T]));
  };
  return {
    daysOfWeek: input.daysOfWeek,
    wordsPerDay: input.wordsPerDay,
    wordsPerDayByDay: onlyStudyDays(input.wordsPerDayByDay),
    reviewOffsetsGlobal: input.reviewOffsetsGlobal,
    reviewOffsetsByDay: onlyStudyDays(input.reviewOffsetsByDay),
    reviewMode: input.reviewMode,
    testAfterStudy: input.testAfterStudy,
    testAfterReview: input.testAfterReview,
    vacationBehaviorOnEnable: input.vacationBehaviorOnEnable,
    reminderEnabled: input.reminderEnabled,
    reminderTime: input.reminderTime ?? '09:00',
    // Without an exam date the target means nothing, so it is not kept.
    examDate: input.examDate ?? null,
    examWordbookId: input.examDate ? (input.examWordbookId ?? null) : null,
    examWords: input.examDate && !input.examWordbookId ? (input.examWords ?? null) : null,
    examReviewDays: input.examDate ? input.examReviewDays : null,
  };
}

/**
 * An exam's wordbook must be one of the learner's own. The one the plan already aims at is kept as
 * it is even if it was deleted since, so that the plan can still be saved.
 */
async function checkExamWordbook(db: CommonQueryMethods, userId: string, settings: TPlanSettings, current: string | null = null) {
  if (settings.examWordbookId && settings.examWordbookId !== current && !(await ownsWordbook(db, { userId, wordbookId: settings.examWordbookId }))) {
    throw refuse(404, 'This wordbook does not exist.');
  }
}

/** A date a plan may be scheduled on: picked, in range for the zone, and not another plan's start. */
async function checkScheduleDate(db: CommonQueryMethods, userId: string, date: string | undefined, zone: string, exceptPlanId: string | null, missing: string) {
  if (!date) throw refuse(400, missing);
  const { min, max } = scheduleRange(zone);
  if (date < min || date > max) throw refuse(400, M.dateOutOfRange, undefined, { min, max });
  if (await startDateTaken(db, { userId, startDate: date, exceptPlanId })) throw refuse(409, M.startDateConflict, C.startDateConflict);
}

async function refuseAtCap(db: CommonQueryMethods, userId: string) {
  if ((await countNonArchived(db, { userId })) >= PLAN_MAX) throw refuse(409, M.planCap, C.planCap, { max: PLAN_MAX });
}

/** Starts a plan today in its zone, pausing the learner's active plan. */
async function startToday(db: CommonQueryMethods, userId: string, plan: TStudyPlanRow): Promise<TStudyPlanRow> {
  await pauseActivePlan(db, { userId });
  const today = todayIn(plan.timezone);
  return updatePlanState(db, { userId, planId: plan.id, status: 'active', startDate: today, startDateUtc: localMidnightUtc(today, plan.timezone) });
}

/**
 * Sends the job that activates a scheduled plan when its start date begins in its zone. A plan whose
 * start moves gets a new job; the old one then finds the plan not yet due and does nothing.
 */
async function scheduleActivation(tx: DatabaseTransactionConnection, boss: Boss, plan: TStudyPlanRow) {
  if (plan.status !== 'scheduled') return;
  await enqueueTracked(tx, boss, studyPlanActivateJob, { planId: plan.id, userId: plan.userId }, plan.userId, { startAfter: new Date(plan.startDateUtc) });
}

export async function createPlan(pool: DatabasePool, boss: Boss, userId: string, input: TStudyPlanInput): Promise<TStudyPlan> {
  const timezone = input.timezone ?? 'UTC';
  return pool.transaction(async (tx) => {
    await lockPlansOf(tx, { userId });
    await refuseAtCap(tx, userId);
    const active = await findActivePlan(tx, { userId });
    let status: 'active' | 'scheduled' = 'scheduled';
    let startDate: string;
    if (input.startNow) {
      if (active) throw refuse(409, M.activeExists, C.activeExists);
      status = 'active';
      startDate = todayIn(timezone);
    } else {
      await checkScheduleDate(tx, userId, input.scheduledDate, timezone, null, M.pickStartDate);
      startDate = input.scheduledDate as string;
    }
    const settings = settingsOf(input);
    await checkExamWordbook(tx, userId, settings);
    const row = await insertPlan(tx, { userId, status, timezone, startDate, startDateUtc: localMidnightUtc(startDate, timezone), ...settings });
    await scheduleActivation(tx, boss, row);
    return toStudyPlan(row);
  });
}

/** Whether the start step may still change: only a scheduled plan whose start is in the future. */
const startEditable = (plan: TStudyPlanRow, now = Date.now()) => plan.status === 'scheduled' && Date.parse(plan.startDateUtc) > now;

export async function changePlan(
  pool: DatabasePool,
  boss: Boss,
  userId: string,
  planId: string,
  input: TStudyPlanInput | { timezone: string },
): Promise<TStudyPlan> {
  return pool.transaction(async (tx) => {
    await lockPlansOf(tx, { userId });
    let plan = await requirePlan(tx, userId, planId, true);
    const startBefore = plan.startDateUtc;
    if (!('daysOfWeek' in input)) {
      plan = await changeZone(tx, userId, plan, input.timezone);
      if (plan.startDateUtc !== startBefore) await scheduleActivation(tx, boss, plan);
      return toStudyPlan(plan);
    }
    const startSent = input.startNow !== undefined || input.scheduledDate !== undefined;
    if (startSent && !startEditable(plan)) throw refuse(409, M.startFieldsLocked, C.startFieldsLocked);
    if (input.timezone && input.timezone !== plan.timezone) plan = await changeZone(tx, userId, plan, input.timezone);
    const settings = settingsOf(input);
    await checkExamWordbook(tx, userId, settings, plan.examWordbookId);
    plan = await updatePlanSettings(tx, { userId, planId, ...settings });
    if (input.startNow) {
      plan = await startToday(tx, userId, plan);
    } else if (input.scheduledDate !== undefined && input.scheduledDate !== plan.startDate) {
      await checkScheduleDate(tx, userId, input.scheduledDate, plan.timezone, plan.id, M.pickStartDate);
      plan = await updatePlanState(tx, { userId, planId, startDate: input.scheduledDate, startDateUtc: localMidnightUtc(input.scheduledDate, plan.timezone) });
    }
    if (plan.startDateUtc !== startBefore) await scheduleActivation(tx, boss, plan);
    return toStudyPlan(plan);
  });
}

/** A new zone keeps the plan's local start date; a scheduled plan then begins at that date's midnight in the new zone. */
async function changeZone(db: CommonQueryMethods, userId: string, plan: TStudyPlanRow, timezone: string): Promise<TStudyPlanRow> {
  if (plan.status === 'archived') throw refuse(409, M.archivedTzLocked, C.archivedTzLocked);
  const startDateUtc = plan.status === 'scheduled' ? localMidnightUtc(plan.startDate, timezone) : undefined;
  return updatePlanState(db, { userId, planId: plan.id, timezone, startDateUtc });
}

export async function archivePlan(pool: DatabasePool, userId: string, planId: string): Promise<TStudyPlan> {
  return pool.transaction(async (tx) => {
    await lockPlansOf(tx, { userId });
    const plan = await requirePlan(tx, userId, planId, true);
    if (plan.status !== 'scheduled' && plan.status !== 'paused') throw refuse(409, M.archiveOnly);
    return toStudyPlan(await updatePlanState(tx, { userId, planId, status: 'archived' }));
  });
}

/** Restore makes an archived plan a scheduled one at the chosen date (section 4.1). */
export async function restorePlan(pool: DatabasePool, boss: Boss, userId: string, planId: string, scheduledDate: string): Promise<TStudyPlan> {
  return pool.transaction(async (tx) => {
    await lockPlansOf(tx, { userId });
    const plan = await requirePlan(tx, userId, planId, true);
    if (plan.status !== 'archived') throw refuse(409, M.restoreOnly);
    await refuseAtCap(tx, userId);
    await checkScheduleDate(tx, userId, scheduledDate, plan.timezone, plan.id, M.pickRestoreDate);
    const restored = await updatePlanState(tx, {
      userId, planId, status: 'scheduled', startDate: scheduledDate, startDateUtc: localMidnightUtc(scheduledDate, plan.timezone),
    });
    await scheduleActivation(tx, boss, restored);
    return toStudyPlan(restored);
  });
}

/** Start now: the given scheduled plan, else the one that starts first, becomes active; the active one pauses. */
export async function startPlanNow(pool: DatabasePool, userId: string, planId?: string): Promise<TStudyPlan> {
  return pool.transaction(async (tx) => {
    await lockPlansOf(tx, { userId });
    const plan = planId ? await requirePlan(tx, userId, planId, true) : await findNextScheduledPlan(tx, { userId });
    if (!plan || (plan.status !== 'scheduled' && plan.status !== 'paused')) throw refuse(409, M.nothingToStart);
    return toStudyPlan(await startToday(tx, userId, plan));
  });
}

export async function planMeta(db: CommonQueryMethods, userId: string) {
  const plans = await listPlans(db, { userId });
  const countNonArchived = plans.filter((p) => p.status !== 'archived').length;
  return { max: PLAN_MAX, countNonArchived, total: countNonArchived, scheduled: scheduledItems(plans) };
}

const scheduledItems = (plans: readonly TStudyPlanRow[], exceptId?: string) =>
  plans
    .filter((p) => p.status === 'scheduled' && p.id !== exceptId)
    .map((p) => ({ id: p.id, activation_at_utc: p.startDateUtc, start_date: p.startDate, timezone: p.timezone }));

/** When a plan started on this date in this zone would begin, and whether another scheduled plan starts that day. */
export async function resolveActivation(db: CommonQueryMethods, userId: string, q: { date: string; tz: string; excludeId?: string }) {
  const plans = await listPlans(db, { userId });
  const scheduled = scheduledItems(plans, q.excludeId);
  return {
    activation_at_utc: localMidnightUtc(q.date, q.tz),
    conflict: scheduled.some((s) => s.start_date === q.date),
    ...scheduleRange(q.tz),
    scheduled,
  };
}

export async function planGroups(db: CommonQueryMethods, userId: string, includeArchived: boolean) {
  const groups: Record<TStudyPlan['status'], TStudyPlan[]> = { active: [], scheduled: [], paused: [], archived: [] };
  for (const row of await listPlans(db, { userId })) {
    if (row.status !== 'archived' || includeArchived) groups[row.status].push(toStudyPlan(row));
  }
  return groups;
}

export async function activePlan(db: CommonQueryMethods, userId: string): Promise<TStudyPlan | null> {
  const row = await findActivePlan(db, { userId });
  return row ? toStudyPlan(row) : null;
}
