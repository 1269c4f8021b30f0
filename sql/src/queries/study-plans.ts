import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/**
 * Study plans. Every query takes the owner's id; another learner's plan answers like an unknown one.
 * Dates leave as text: `start_date` a local yyyy-MM-dd, instants as ISO strings in UTC.
 */
export const ZStudyPlanRow = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(['active', 'scheduled', 'paused', 'archived']),
  timezone: z.string(),
  startDate: z.string(),
  startDateUtc: z.string(),
  daysOfWeek: z.record(z.boolean()),
  wordsPerDay: z.number(),
  wordsPerDayByDay: z.record(z.number().nullable()).nullable(),
  reviewOffsetsGlobal: z.array(z.number()),
  reviewOffsetsByDay: z.record(z.array(z.number())).nullable(),
  reviewMode: z.enum(['fixed', 'fsrs']),
  testAfterStudy: z.enum(['none', 'all', 'random']),
  testAfterReview: z.enum(['none', 'all', 'random']),
  vacationBehaviorOnEnable: z.enum(['freeze', 'skip_schedule_keep_reviews', 'skip_reviews_keep_schedule', 'light']),
  vacationMode: z.string(),
  reminderEnabled: z.boolean(),
  reminderTime: z.string(),
  createdAt: z.string(),
  examDate: z.string().nullable(),
  examWordbookId: z.string().nullable(),
  examWords: z.number().nullable(),
  examReviewDays: z.number().nullable(),
  vacationRanges: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type TStudyPlanRow = z.infer<typeof ZStudyPlanRow>;

const iso = (column: string) => sql.fragment`to_char(${sql.identifier(['p', column])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A plan row's columns under the names of ZStudyPlanRow, read from `study_plans p`. */
export const planColumns = sql.fragment`
  p.id, p.user_id as "userId", p.status, p.timezone, to_char(p.start_date, 'YYYY-MM-DD') as "startDate",
  ${iso('start_date_utc')} as "startDateUtc", p.days_of_week as "daysOfWeek", p.words_per_day as "wordsPerDay",
  p.words_per_day_by_day as "wordsPerDayByDay", p.review_offsets_global as "reviewOffsetsGlobal",
  p.review_offsets_by_day as "reviewOffsetsByDay", p.review_mode as "reviewMode", p.test_after_study as "testAfterStudy", p.test_after_review as "testAfterReview",
  p.vacation_behavior_on_enable as "vacationBehaviorOnEnable", p.vacation_mode as "vacationMode",
  p.reminder_enabled as "reminderEnabled", p.reminder_time as "reminderTime", ${iso('created_at')} as "createdAt",
  to_char(p.exam_date, 'YYYY-MM-DD') as "examDate", p.exam_wordbook_id as "examWordbookId", p.exam_words as "examWords",
  p.exam_review_days as "examReviewDays", p.vacation_ranges as "vacationRanges"`;

/** The settings a save writes (section 3.1), already checked. */
export type TPlanSettings = {
  daysOfWeek: Record<string, boolean>;
  wordsPerDay: number;
  wordsPerDayByDay: Record<string, number | null> | null;
  reviewOffsetsGlobal: number[];
  reviewOffsetsByDay: Record<string, number[]> | null;
  reviewMode: string;
  testAfterStudy: string;
  testAfterReview: string;
  vacationBehaviorOnEnable: string;
  reminderEnabled: boolean;
  reminderTime: string;
  examDate: string | null;
  examWordbookId: string | null;
  examWords: number | null;
  examReviewDays: number | null;
};

const json = (value: unknown) => (value === null ? null : sql.jsonb(value as never));

export function listPlans(db: CommonQueryMethods, args: { userId: string }) {
  return db.any(sql.type(ZStudyPlanRow)`select ${planColumns} from study_plans p where p.user_id = ${args.userId} order by p.start_date_utc, p.created_at`);
}

export function findPlan(db: CommonQueryMethods, args: { userId: string; planId: string; forUpdate?: boolean }) {
  return db.maybeOne(sql.type(ZStudyPlanRow)`
    select ${planColumns} from study_plans p where p.id = ${args.planId} and p.user_id = ${args.userId}
    ${args.forUpdate ? sql.fragment`for update` : sql.fragment``}`);
}

export function findActivePlan(db: CommonQueryMethods, args: { userId: string }) {
  return db.maybeOne(sql.type(ZStudyPlanRow)`select ${planColumns} from study_plans p where p.user_id = ${args.userId} and p.status = 'active'`);
}

/** The scheduled plan that starts first, the one a dashboard without an active plan shows. */
export function findNextScheduledPlan(db: CommonQueryMethods, args: { userId: string }) {
  return db.maybeOne(sql.type(ZStudyPlanRow)`
    select ${planColumns} from study_plans p where p.user_id = ${args.userId} and p.status = 'scheduled'
    order by p.start_date_utc, p.created_at limit 1`);
}

/**
 * Serializes a learner's plan changes (cap, one active plan, distinct start dates): every write
 * takes this lock on the learner's row first.
 */
export async function lockPlansOf(db: CommonQueryMethods, args: { userId: string }) {
  await db.query(sql.typeAlias('void')`select from users where id = ${args.userId} for update`);
}

export function countNonArchived(db: CommonQueryMethods, args: { userId: string }) {
  return db.oneFirst(sql.type(z.object({ count: z.number() }))`
    select count(*)::int as count from study_plans where user_id = ${args.userId} and status <> 'archived'`);
}

/** Whether another scheduled plan of the learner starts on this local date. */
export function startDateTaken(db: CommonQueryMethods, args: { userId: string; startDate: string; exceptPlanId?: string | null }) {
  const except = args.exceptPlanId ? sql.fragment`and id::text <> ${args.exceptPlanId}` : sql.fragment``;
  return db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    select exists (select 1 from study_plans where user_id = ${args.userId} and status = 'scheduled' and start_date = ${args.startDate}::date ${except}) as exists`);
}

export function insertPlan(
  db: CommonQueryMethods,
  args: { userId: string; status: 'active' | 'scheduled'; timezone: string; startDate: string; startDateUtc: string } & TPlanSettings,
) {
  return db.one(sql.type(ZStudyPlanRow)`
    with p as (
      insert into study_plans (user_id, status, timezone, start_date, start_date_utc, days_of_week, words_per_day, words_per_day_by_day,
        review_offsets_global, review_offsets_by_day, review_mode, test_after_study, test_after_review, vacation_behavior_on_enable, reminder_enabled, reminder_time,
        exam_date, exam_wordbook_id, exam_words, exam_review_days)
      values (${args.userId}, ${args.status}, ${args.timezone}, ${args.startDate}::date, ${args.startDateUtc}::timestamptz, ${sql.jsonb(args.daysOfWeek)},
        ${args.wordsPerDay}, ${json(args.wordsPerDayByDay)}, ${sql.jsonb(args.reviewOffsetsGlobal)}, ${json(args.reviewOffsetsByDay)}, ${args.reviewMode},
        ${args.testAfterStudy}, ${args.testAfterReview}, ${args.vacationBehaviorOnEnable}, ${args.reminderEnabled}, ${args.reminderTime},
        ${args.examDate}::date, ${args.examWordbookId}::uuid, ${args.examWords}, ${args.examReviewDays})
      returning *
    ) select ${planColumns} from p`);
}

export function updatePlanSettings(db: CommonQueryMethods, args: { userId: string; planId: string } & TPlanSettings) {
  return db.one(sql.type(ZStudyPlanRow)`
    with p as (
      update study_plans set days_of_week = ${sql.jsonb(args.daysOfWeek)}, words_per_day = ${args.wordsPerDay},
        words_per_day_by_day = ${json(args.wordsPerDayByDay)}, review_offsets_global = ${sql.jsonb(args.reviewOffsetsGlobal)},
        review_offsets_by_day = ${json(args.reviewOffsetsByDay)}, review_mode = ${args.reviewMode}, test_after_study = ${args.testAfterStudy},
        test_after_review = ${args.testAfterReview}, vacation_behavior_on_enable = ${args.vacationBehaviorOnEnable},
        reminder_enabled = ${args.reminderEnabled}, reminder_time = ${args.reminderTime}, exam_date = ${args.examDate}::date,
        exam_wordbook_id = ${args.examWordbookId}::uuid, exam_words = ${args.examWords}, exam_review_days = ${args.examReviewDays}, updated_at = now()
      where id = ${args.planId} and user_id = ${args.userId} returning *
    ) select ${planColumns} from p`);
}

/** Moves a plan to a status, and when given, to a new start (date, instant) and zone. */
export function updatePlanState(
  db: CommonQueryMethods,
  args: { userId: string; planId: string; status?: string; startDate?: string; startDateUtc?: string; timezone?: string },
) {
  return db.one(sql.type(ZStudyPlanRow)`
    with p as (
      update study_plans set
        status = coalesce(${args.status ?? null}, status),
        start_date = coalesce(${args.startDate ?? null}::date, start_date),
        start_date_utc = coalesce(${args.startDateUtc ?? null}::timestamptz, start_date_utc),
        timezone = coalesce(${args.timezone ?? null}, timezone),
        archived_at = case when ${args.status ?? null}::text = 'archived' then now() when ${args.status ?? null}::text is null then archived_at else null end,
        updated_at = now()
      where id = ${args.planId} and user_id = ${args.userId} returning *
    ) select ${planColumns} from p`);
}

/** Replaces a plan's vacation ranges; null for an archived plan (or one that is not the learner's). */
export function updateVacationRanges(db: CommonQueryMethods, args: { userId: string; planId: string; ranges: readonly { start: string; end: string }[] }) {
  return db.maybeOne(sql.type(ZStudyPlanRow)`
    with p as (
      update study_plans set vacation_ranges = ${sql.jsonb(args.ranges as never)}, updated_at = now()
      where id = ${args.planId} and user_id = ${args.userId} and status <> 'archived' returning *
    ) select ${planColumns} from p`);
}

/** Whether a wordbook an exam points at is one of the learner's own, not deleted. */
export function ownsWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    select exists (select 1 from wordbooks where id = ${args.wordbookId}::uuid and user_id = ${args.userId} and not deleted) as exists`);
}

/** Pauses the learner's active plan, if any (a started plan takes its place). */
export function pauseActivePlan(db: CommonQueryMethods, args: { userId: string }) {
  return db.query(sql.typeAlias('void')`update study_plans set status = 'paused', updated_at = now() where user_id = ${args.userId} and status = 'active'`);
}

/**
 * Makes a scheduled plan active once its start instant has passed, pausing the active one, in one
 * statement pair on a locked learner row; answers false when there is nothing to do (already
 * active, archived, moved to a later date), so a repeated job changes nothing.
 */
export async function activateDuePlan(db: CommonQueryMethods, args: { userId: string; planId: string }) {
  await lockPlansOf(db, args);
  const due = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    select id from study_plans where id = ${args.planId} and user_id = ${args.userId} and status = 'scheduled' and start_date_utc <= now()`);
  if (!due) return false;
  await pauseActivePlan(db, args);
  await db.query(sql.typeAlias('void')`update study_plans set status = 'active', updated_at = now() where id = ${args.planId}`);
  return true;
}
