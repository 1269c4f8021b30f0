import { z } from 'zod';

/**
 * Answers given offline in a local practice round, sent when the connection returns
 * (POST /api/practice/offline-answers). Each carries the question it answers, made on the device
 * from the cached word; the server judges it against the word as it is now, and refuses it when
 * the word was deleted (404) or changed (409 PRACTICE_ANSWER_STALE). `answerId` is the device's
 * id for this one answer: sent again, it is recorded once.
 */

/** The modes a device can make from a cached word alone (no lexicon, no sentence matching). */
export const OFFLINE_PRACTICE_MODES = ['mtwObj', 'mtwSub'] as const;
export type TOfflinePracticeMode = (typeof OFFLINE_PRACTICE_MODES)[number];

export const OFFLINE_PRACTICE_MESSAGES = {
  wordGone: 'This word is no longer in your wordbook.',
  stale: 'This word has changed since the question was asked, so the answer was not counted.',
  otherWordbook: 'This practice round belongs to another wordbook.',
} as const;

/**
 * The question as the device made it: only the two shapes its modes make, each text bounded, since
 * what is sent is stored with the answer and shown in the learner's history.
 */
const ZOfflineQuestionText = z.string().min(1).max(1000);
export const ZOfflineQuestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mcq'), data: z.object({ stem: ZOfflineQuestionText, choices: z.array(z.string().min(1).max(200)).min(2).max(10) }).strict() }),
  z.object({ type: z.literal('short'), data: z.object({ stem: ZOfflineQuestionText, prompt: ZOfflineQuestionText }).strict() }),
]);
export type TOfflinePracticeQuestion = z.infer<typeof ZOfflineQuestion>;

const EARLIEST_ANSWER = Date.UTC(2000, 0, 1);
const LATEST_ANSWER = Date.UTC(2100, 0, 1);

export const ZOfflineAnswerRequest = z.object({
  answerId: z.string().uuid(),
  roundId: z.string().uuid(),
  wordbookId: z.string().uuid(),
  wordId: z.string().uuid(),
  /** The word as it was when the question was made; a different word now makes the answer stale. */
  wordText: z.string().min(1).max(200),
  mode: z.enum(OFFLINE_PRACTICE_MODES),
  question: ZOfflineQuestion,
  /** A shown choice's index (multiple choice), the typed text, or 'skip'. */
  userResponse: z.union([z.number().int(), z.string().max(200)]),
  // An ISO time Postgres can store too (it refuses year 0 and offsets past ±15:59), sent on as UTC.
  answeredAt: z
    .string()
    .datetime({ offset: true })
    .refine((v) => {
      const t = Date.parse(v);
      return t >= EARLIEST_ANSWER && t < LATEST_ANSWER;
    }, 'answeredAt must be a time between the years 2000 and 2100.')
    .transform((v) => new Date(v).toISOString()),
});
export type TOfflineAnswerRequest = z.infer<typeof ZOfflineAnswerRequest>;

export const ZOfflineAnswerResponse = z.object({
  answerId: z.string(),
  /** The practice session the round is recorded as. */
  sessionId: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  /** True when this answer had been recorded already (a repeated send). */
  duplicate: z.boolean(),
});
export type TOfflineAnswerResponse = z.infer<typeof ZOfflineAnswerResponse>;
