import { z } from 'zod';

/**
 * Today's review and tests as real practice sessions (the Today page's Reviews and Tests cards).
 *
 * GET  /api/study-plans/{id}/tasks/{task}?chunkSize=25&order=oldest → TStudyTaskUnits
 *   The task's words split into units, each a practice session's worth on one wordbook: for
 *   'review' the words of the study days due today (carried ones too) in chunks of `chunkSize`
 *   (Split Settings: 10–80, step 5, default 25) ordered by `order` (oldest: study day then the
 *   wordbook's order; hardest: most wrong answers first; shuffle: a shuffle that stays the same
 *   all day); for 'test-study' today's words and for 'test-review' the due review words, one unit
 *   per wordbook, all of them in Full Test mode or 10 drawn for the day in Random Test mode.
 *   Each unit says whether its session is pending, in progress (sessionId to resume) or completed.
 * POST /api/study-plans/{id}/tasks/{task}/session {unit?, chunkSize?, order?} → TStartStudyTaskResponse
 *   Opens the unit's practice session (the first one not completed when `unit` is left out), or
 *   answers the one in progress (resumed: true); then open /practice/session/{sessionId}.
 *   Reviews ask word → meaning and meaning → word; tests meaning → word and the example's blank;
 *   each word once, one correct answer each. Answers in these sessions are the task's progress in
 *   the overview (reviews[].progress, data.tests.{study,review}.progress, the to-dos).
 * Refusals: 404 for another learner's plan; 409 'No active plan.'; 409 'Nothing due today. Enjoy your day!'
 * when the task has no words today (or the test is off); 400 for a unit that does not exist and
 * for words without a meaning or example (the practice setup's message).
 */

export const STUDY_TASKS = ['review', 'test-study', 'test-review'] as const;
export const ZStudyTask = z.enum(STUDY_TASKS, { errorMap: () => ({ message: 'Unknown study task.' }) });
export type TStudyTask = z.infer<typeof ZStudyTask>;
export const ZSplitOrder = z.enum(['oldest', 'hardest', 'shuffle'], { errorMap: () => ({ message: 'Order is oldest, hardest or shuffle.' }) });

export const SPLIT_CHUNK = { min: 10, max: 80, step: 5, default: 25 } as const;
const chunkMessage = 'Chunk size is 10–80 in steps of 5.';
export const ZStudyTaskParams = z.object({ id: z.string(), task: ZStudyTask });
export const ZStudyTaskQuery = z.object({
  chunkSize: z.coerce
    .number({ invalid_type_error: chunkMessage })
    .int(chunkMessage)
    .min(SPLIT_CHUNK.min, chunkMessage)
    .max(SPLIT_CHUNK.max, chunkMessage)
    .refine((n) => n % SPLIT_CHUNK.step === 0, chunkMessage)
    .default(SPLIT_CHUNK.default),
  order: ZSplitOrder.default('oldest'),
});
export type TStudyTaskQuery = z.output<typeof ZStudyTaskQuery>;
export const ZStartStudyTaskRequest = ZStudyTaskQuery.extend({
  unit: z.coerce.number({ invalid_type_error: 'This part of the task does not exist.' }).int().min(0, 'This part of the task does not exist.').optional(),
})
  .nullable()
  .transform((v) => v ?? ZStudyTaskQuery.parse({}));

export const ZStudyTaskUnit = z.object({
  index: z.number(),
  /** The study day whose words these are. */
  date: z.string(),
  wordbookId: z.string(),
  wordbookName: z.string(),
  words: z.array(z.string()),
  status: z.enum(['pending', 'in_progress', 'completed']),
  sessionId: z.string().nullable(),
  progressDone: z.number(),
  progressTotal: z.number(),
});
export type TStudyTaskUnit = z.infer<typeof ZStudyTaskUnit>;
export const ZStudyTaskUnits = z.object({
  task: ZStudyTask,
  /** 'all' for reviews; the test's mode (all or random) for tests. */
  mode: z.enum(['all', 'random']),
  day: z.string(),
  totalWords: z.number(),
  units: z.array(ZStudyTaskUnit),
});
export type TStudyTaskUnits = z.infer<typeof ZStudyTaskUnits>;
export const ZStartStudyTaskResponse = z.object({ sessionId: z.string(), resumed: z.boolean(), unit: ZStudyTaskUnit });
export type TStartStudyTaskResponse = z.infer<typeof ZStartStudyTaskResponse>;

export const studyTaskMessages = {
  noActivePlan: 'No active plan.',
  nothingDue: 'Nothing due today. Enjoy your day!',
  noSuchUnit: 'This part of the task does not exist.',
} as const;
/** Random Test mode asks this many words, drawn once a day. */
export const RANDOM_TEST_WORDS = 10;
