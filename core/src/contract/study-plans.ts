import { z } from 'zod';
import {
  DEFAULT_DAYS_OF_WEEK,
  OFFSET_MAX,
  OFFSET_MIN,
  OFFSET_PRESET_MAX,
  WEEKDAYS,
  WORDS_PER_DAY_MAX,
  WORDS_PER_DAY_MIN,
  isPlanDate,
  isTimeZone,
  studyPlanMessages as M,
} from '../rules/study-plan-rules.ts';
import { EXAM_REVIEW_DAYS_DEFAULT, EXAM_REVIEW_DAYS_MAX, EXAM_WORDS_MAX, examMessages as E, latestExamDate } from '../rules/study-plan-exam.ts';
import { VACATION_RANGE_DAYS_MAX, VACATION_RANGES_MAX, rangeLength, vacationRangeMessages as V } from '../rules/study-plan-vacation.ts';

/** Study plans (document 3, sections 3.1–3.3 and 7.1). */

export const ZPlanStatus = z.enum(['active', 'scheduled', 'paused', 'archived']);
export type TPlanStatus = z.infer<typeof ZPlanStatus>;
export const ZTestMode = z.enum(['none', 'all', 'random']);
export type TTestMode = z.infer<typeof ZTestMode>;
export const ZVacationBehavior = z.enum(['freeze', 'skip_schedule_keep_reviews', 'skip_reviews_keep_schedule', 'light']);
export type TVacationBehavior = z.infer<typeof ZVacationBehavior>;
export const ZWeekday = z.enum(WEEKDAYS);
/** Reviews at the offsets (fixed), or 'Adaptive (FSRS)': due dates from each word's practice answers. */
export const ZReviewMode = z.enum(['fixed', 'fsrs'], { errorMap: () => ({ message: 'Reviews are fixed or fsrs.' }) });

/** JSON-valued fields may arrive as a JSON string or as the value itself. */
const jsonField = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const ZPlanDate = z.string().refine(isPlanDate, M.dateFormat);
export const ZTimeZone = z.string().trim().refine(isTimeZone, M.timezone);
const ZWords = z.coerce.number({ invalid_type_error: M.wordsRange }).int(M.wordsRange).min(WORDS_PER_DAY_MIN, M.wordsRange).max(WORDS_PER_DAY_MAX, M.wordsRange);
const ZOffset = z.coerce.number({ invalid_type_error: M.offsetRange }).int(M.offsetRange).min(OFFSET_MIN, M.offsetRange).max(OFFSET_MAX, M.offsetRange);
const ZReminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.reminderTime);

const ZDaysOfWeek = z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.boolean().default(false)])) as Record<(typeof WEEKDAYS)[number], z.ZodDefault<z.ZodBoolean>>);
const byDay = <T extends z.ZodTypeAny>(schema: T) => z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, schema.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<T>>);

/** The plan as a page sends it on save (section 3.1); absent fields take the spec's defaults. */
export const ZStudyPlanInput = z
  .object({
    daysOfWeek: jsonField(ZDaysOfWeek).default(DEFAULT_DAYS_OF_WEEK).refine((d) => Object.values(d).some(Boolean), M.noDays),
    wordsPerDay: ZWords.default(20),
    wordsPerDayByDay: jsonField(byDay(z.union([ZWords, z.null()])).nullable()).optional(),
    reviewOffsetsGlobal: jsonField(z.array(ZOffset).min(1, M.offsetRange).max(20)).default([1, 3, 7]),
    reviewOffsetsByDay: jsonField(byDay(z.array(ZOffset).max(20)).nullable()).optional(),
    reviewMode: ZReviewMode.default('fixed'),
    testAfterStudy: ZTestMode.default('all'),
    testAfterReview: ZTestMode.default('random'),
    vacationBehaviorOnEnable: ZVacationBehavior.default('freeze'),
    reminderEnabled: z.boolean().default(false),
    reminderTime: ZReminderTime.optional(),
    startNow: z.boolean().optional(),
    scheduledDate: ZPlanDate.optional(),
    timezone: ZTimeZone.optional(),
    /** An optional exam: its date and what must be learnt by then (one of the learner's wordbooks, or a word count). */
    examDate: ZPlanDate.nullable().optional(),
    examWordbookId: z.string().uuid(E.target).nullable().optional(),
    examWords: z.coerce.number({ invalid_type_error: E.words }).int(E.words).min(1, E.words).max(EXAM_WORDS_MAX, E.words).nullable().optional(),
    examReviewDays: z.coerce.number({ invalid_type_error: E.reviewDays }).int(E.reviewDays).min(0, E.reviewDays).max(EXAM_REVIEW_DAYS_MAX, E.reviewDays).default(EXAM_REVIEW_DAYS_DEFAULT),
  })
  .superRefine((plan, ctx) => {
    if (plan.examDate && !plan.examWordbookId && !plan.examWords) ctx.addIssue({ code: 'custom', path: ['examWords'], message: E.target });
    // Against today in UTC: a day either way of the learner's own today does not matter five years out.
    if (plan.examDate && plan.examDate > latestExamDate(new Date().toISOString().slice(0, 10))) {
      ctx.addIssue({ code: 'custom', path: ['examDate'], message: E.farAhead });
    }
    if (plan.reminderEnabled && !plan.reminderTime) ctx.addIssue({ code: 'custom', path: ['reminderTime'], message: M.reminderTime });
    for (const day of WEEKDAYS) {
      if (!plan.daysOfWeek[day]) continue;
      if (plan.wordsPerDayByDay && plan.wordsPerDayByDay[day] == null) {
        ctx.addIssue({ code: 'custom', path: ['wordsPerDayByDay', day], message: M.wordsRange });
      }
      // Per-day offsets are a preset 1–7 or a custom 8–90; anything else names the custom range.
      for (const offset of plan.reviewOffsetsByDay?.[day] ?? []) {
        if (offset > OFFSET_PRESET_MAX && (offset < 8 || offset > OFFSET_MAX)) ctx.addIssue({ code: 'custom', path: ['reviewOffsetsByDay', day], message: M.customOffsetRange });
      }
    }
  });
export type TStudyPlanInput = z.output<typeof ZStudyPlanInput>;

/** PATCH /api/study-plans/{id}: the same payload, or only a timezone (a body whose one field is timezone). */
export const ZTimezoneOnly = z.object({ timezone: z.string({ required_error: M.timezone }).pipe(ZTimeZone) });
export const isTimezoneOnly = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'timezone' in body;

export const ZStudyPlan = z.object({
  id: z.string(),
  status: ZPlanStatus,
  timezone: z.string(),
  start_date_utc: z.string(),
  start_date: z.string(),
  days_of_week: z.record(z.boolean()),
  words_per_day: z.number(),
  words_per_day_by_day: z.record(z.number().nullable()).nullable(),
  review_offsets_global: z.array(z.number()),
  review_offsets_by_day: z.record(z.array(z.number())).nullable(),
  /** Always sent by the server; absent (older clients' fixtures) means fixed. */
  review_mode: ZReviewMode.optional(),
  test_after_study: ZTestMode,
  test_after_review: ZTestMode,
  vacation_behavior_on_enable: ZVacationBehavior,
  reminder_enabled: z.boolean(),
  reminder_time: z.string(),
  vacationMode: z.string(),
  reminder: z.object({ enabled: z.boolean(), time: z.string() }),
  /** Short parts a list shows as the plan's title: days, words, reviews. */
  title_parts: z.array(z.string()),
  created_at: z.string(),
  /** The exam fields; absent in older clients' fixtures, null when the plan has no exam. */
  exam_date: z.string().nullish(),
  exam_wordbook_id: z.string().nullish(),
  exam_words: z.number().nullish(),
  exam_review_days: z.number().nullish(),
  vacation_ranges: z.array(z.object({ start: z.string(), end: z.string() })).default([]),
});
export type TStudyPlan = z.infer<typeof ZStudyPlan>;

export const ZScheduledItem = z.object({ id: z.string(), activation_at_utc: z.string(), start_date: z.string(), timezone: z.string() });
export const ZStudyPlanMeta = z.object({ max: z.number(), countNonArchived: z.number(), total: z.number(), scheduled: z.array(ZScheduledItem) });
export const ZResolveActivationQuery = z.object({ date: ZPlanDate, tz: ZTimeZone.default('UTC'), excludeId: z.string().optional() });
export const ZResolveActivationResponse = z.object({
  activation_at_utc: z.string(),
  conflict: z.boolean(),
  min: z.string(),
  max: z.string(),
  scheduled: z.array(ZScheduledItem),
});
export const ZAllPlansQuery = z.object({ includeArchived: z.enum(['0', '1', 'true', 'false']).optional() });
export const ZPlanGroups = z.object({ active: z.array(ZStudyPlan), scheduled: z.array(ZStudyPlan), paused: z.array(ZStudyPlan), archived: z.array(ZStudyPlan) });
export const ZRestoreRequest = z.object({ scheduledDate: z.string({ required_error: M.pickRestoreDate }).min(1, M.pickRestoreDate).pipe(ZPlanDate) });
export const ZStartNowRequest = z.object({ id: z.string().optional() }).nullable().default({});

/** Today's values changed by hand (section 3.3 override entries). */
export const ZWordsOverrideRequest = z.object({
  date: ZPlanDate,
  count: ZWords,
  scope: z.literal('day').default('day'),
  source: z.string().max(20).default('user'),
});
/** The date of a DELETE is checked after the plan, so another learner's plan answers 404 whatever the query. */
export const ZWordsOverrideQuery = z.object({ date: z.string().optional(), scope: z.literal('day').default('day') });
export const ZTestsOverrideRequest = z.object({
  date: ZPlanDate,
  study: ZTestMode,
  review: ZTestMode,
  scope: z.literal('day').default('day'),
  source: z.string().max(20).default('user'),
});
export const ZDayModeRequest = z.object({ date: ZPlanDate, mode: z.literal('study') });
export const ZDayModeQuery = z.object({ date: z.string().optional() });
export const ZLinkRequest = z.object({ study_plan_id: z.string(), wordbook_id: z.string(), bound_on: ZPlanDate });
/** PATCH /api/study-plans/{id}/vacation {enabled}: vacation on (the plan's vacation behaviour) or off. */
export const ZVacationRequest = z.object({ enabled: z.boolean({ required_error: 'enabled must be true or false.', invalid_type_error: 'enabled must be true or false.' }) });

/** One vacation range, local dates with both ends included. */
export const ZVacationRange = z
  .object({ start: ZPlanDate, end: ZPlanDate })
  .refine((r) => r.end >= r.start, V.order)
  .refine((r) => r.end < r.start || rangeLength(r) <= VACATION_RANGE_DAYS_MAX, V.tooLong);
export type TVacationRange = z.infer<typeof ZVacationRange>;
/** PUT /api/study-plans/{id}/vacation-ranges {ranges}: the plan's whole list of vacation ranges. */
export const ZVacationRangesRequest = z.object({
  ranges: z.array(ZVacationRange, { required_error: 'ranges must be a list.', invalid_type_error: 'ranges must be a list.' }).max(VACATION_RANGES_MAX, V.tooMany),
});
export const ZVacationRangesResponse = z.object({ ok: z.literal(true), ranges: z.array(ZVacationRange) });

/** GET /api/study-plans/activity?month=YYYY-MM: the dashboard's calendar, streak, heat map and recent wordbooks. */
export const ZActivityQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Months are formatted yyyy-MM.').optional() });
export const ZCalendarDayKind = z.enum(['none', 'done', 'missed', 'planned', 'rest', 'vacation']);
export const ZActivityResponse = z.object({
  timezone: z.string(),
  today: z.string(),
  month: z.string(),
  /** Every day of the month: what the plan asked (study, review) and how it went. */
  days: z.array(z.object({ date: z.string(), kind: ZCalendarDayKind, study: z.boolean(), review: z.boolean(), answers: z.number() })),
  /** Days in a row with practice answers, up to today (or yesterday while today has none yet), and the longest run. */
  streak: z.object({ current: z.number(), best: z.number(), activeDays: z.number() }),
  /** Practice answers per day for the last 12 weeks, oldest first, ending today. */
  heatmap: z.array(z.object({ date: z.string(), answers: z.number() })),
  recentWordbooks: z.array(z.object({ id: z.string(), name: z.string(), wordsCount: z.number(), lastActivity: z.string() })),
});
export type TActivityResponse = z.infer<typeof ZActivityResponse>;
