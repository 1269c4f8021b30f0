import { z } from 'zod';
import { levelTestMessages } from '../rules/level-scale.ts';
import { WORD_NOTE_MAX, WORD_TEXT_MAX, WORDS_PER_WORDBOOK_MAX } from '../rules/wordbook-rules.ts';

/**
 * The level test calls (document 2 §7) and the level wordbook calls, with the spec's names.
 *
 * Streamed variants (`?stream=1`) answer with server-sent events (`id`, `event`, `data`):
 *   progress {total, emitted}, then result (the plain variant's body) or error {message}.
 * The response header `x-job-id` names the job when one runs (GET /api/jobs/{id}/events resumes
 * with Last-Event-ID; GET /api/jobs/{id}/result waits for the result). Plain variants wait up to
 * 35 s for the result; after that they answer 504 {code: 'NO_RESULT'} with `x-job-id`.
 */

export const ZLevelTestStreamQuery = z.object({ stream: z.enum(['0', '1']).optional() });

// --- questions and answers ---------------------------------------------------------------------

/** One of the four meanings shown for a word. */
export const ZLevelTestOption = z.object({ text: z.string() });

/** A question: an English word and four meanings; which one is right stays on the server. */
export const ZLevelTestQuestion = z.object({
  /** the word asked */
  text: z.string(),
  /** its part of speech: n, v, a (adjective) or r (adverb) */
  pos: z.enum(['n', 'v', 'a', 'r']),
  options: z.array(ZLevelTestOption).length(4),
});
export type TLevelTestQuestion = z.infer<typeof ZLevelTestQuestion>;

/** One entry per question: the chosen option index, -1 for "I don't know", null when unanswered (counted as "I don't know"). */
export const ZLevelTestAnswer = z.union([z.number().int().min(-1).max(3), z.null()]);

export const ZSubmitRoundRequest = z.object({
  test_id: z.string().uuid(levelTestMessages.notFound),
  answers: z.array(ZLevelTestAnswer, { required_error: levelTestMessages.answersCount }).min(1, levelTestMessages.answersCount).max(20),
});
export type TSubmitRoundRequest = z.infer<typeof ZSubmitRoundRequest>;

export const ZSubmitRoundParams = z.object({ round: z.coerce.number().int().min(1).max(3) });

// --- results -----------------------------------------------------------------------------------

/** The next round's questions (start, round 1 and round 2). `reused`: an unfinished test was resumed. */
export const ZLevelTestQuestionsResult = z.object({
  questions: z.array(ZLevelTestQuestion),
  test_id: z.string(),
  round: z.number().int().min(1).max(3),
  reused: z.boolean(),
});
export type TLevelTestQuestionsResult = z.infer<typeof ZLevelTestQuestionsResult>;

export const ZCefrLabel = z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);

/** The end of the test (round 2 may end it, round 3 always does; start answers it for a finished test still in its retake lock). */
export const ZLevelTestFinalResult = z.object({
  finalLevel: z.number().int().min(1).max(14),
  test_id: z.string(),
  /** estimated vocabulary size in words, and its approximate CEFR label (DESIGN.md "Level scale") */
  estimatedSize: z.number().int(),
  cefr: ZCefrLabel,
  /** questions answered in the whole test (20 or 30) */
  questionsAnswered: z.number().int(),
  /** when a retake opens (ISO), null when it already may */
  retake_available_at: z.string().nullable(),
});
export type TLevelTestFinalResult = z.infer<typeof ZLevelTestFinalResult>;

/** POST /api/test-lt/start, /round1/answers, /round2/answers (and round3: always the final result). */
export const ZLevelTestStepResult = z.union([ZLevelTestQuestionsResult, ZLevelTestFinalResult]);
export type TLevelTestStepResult = z.infer<typeof ZLevelTestStepResult>;

/** Stream events: progress {total, emitted}; result is a ZLevelTestStepResult; error {message}. */
export const ZLevelTestProgress = z.object({ total: z.number().int(), emitted: z.number().int() });
export const ZLevelTestStreamError = z.object({ message: z.string() });

// --- GET /api/test-lt/current ------------------------------------------------------------------

export const ZGeneratedWordsStatus = z.enum(['running', 'done', 'error']);

/** A word of the level wordbook draft. */
export const ZLevelWord = z.object({
  text: z.string(),
  definition: z.string(),
  /** a WordNet example sentence of that sense, when WordNet has one */
  example: z.string().nullable(),
  pos: z.enum(['n', 'v', 'a', 'r']),
  rank: z.number().int(),
});
export type TLevelWord = z.infer<typeof ZLevelWord>;

export const ZCurrentLevelTestResponse = z.union([
  z.object({ found: z.literal(false), retake_available_at: z.string().nullable() }),
  z.object({
    found: z.literal(true),
    test_id: z.string(),
    /** 1 in progress, 2 finished */
    status: z.union([z.literal(1), z.literal(2)]),
    current_round: z.number().int().min(1).max(3),
    /** the current round's questions ([] when finished or while they are being generated) */
    questions: z.array(ZLevelTestQuestion),
    /** JSON text of the round 1 questions (a ZLevelTestQuestion[]), null while they are being generated */
    round1_response: z.string().nullable(),
    /** questions answered in submitted rounds (0 during round 1, 10 during round 2, ...) */
    answered_questions: z.number().int(),
    final_level: z.number().int().nullable(),
    generated_words_status: ZGeneratedWordsStatus.nullable(),
    generated_words: z.array(ZLevelWord).nullable(),
    finished_at: z.string().nullable(),
    started_at: z.string(),
    estimated_size: z.number().int().nullable(),
    cefr: ZCefrLabel.nullable(),
    retake_available_at: z.string().nullable(),
    /** the job preparing the next content (questions or the score), to reconnect with GET /api/jobs/{id}/events; null when none runs */
    pending_job_id: z.string().nullable(),
    /** id of the wordbook saved from this test, once saved */
    wordbook_id: z.string().nullable(),
  }),
]);
export type TCurrentLevelTestResponse = z.infer<typeof ZCurrentLevelTestResponse>;

// --- POST /api/test-lt/restart -----------------------------------------------------------------

export const ZRestartLevelTestResponse = z.object({ success: z.literal(true), retake_available_at: z.null() });
/** 429 body: the retake lock, with the date it opens. */
export const ZRetakeLockedError = z.object({ message: z.string(), code: z.literal('RETAKE_LOCKED'), retake_available_at: z.string() });

// --- level wordbook ----------------------------------------------------------------------------

/** POST /api/ai/generate-wordbook[?stream=1]: testId defaults to the current finished test. */
export const ZGenerateLevelWordbookRequest = z.object({
  final_level: z.number().int().min(1).max(14).optional(),
  testId: z.string().uuid(levelTestMessages.notFound).optional(),
});
export const ZGenerateLevelWordbookResult = z.object({ words: z.array(ZLevelWord), test_id: z.string() });
export type TGenerateLevelWordbookResult = z.infer<typeof ZGenerateLevelWordbookResult>;

/** A reviewed word to save (the learner may have edited or deleted words). */
export const ZSaveLevelWord = z.object({
  text: z.string().trim().min(1, 'Word text is required.').max(WORD_TEXT_MAX),
  definition: z.string().trim().max(WORD_NOTE_MAX).nullish(),
  example: z.string().trim().max(WORD_NOTE_MAX).nullish(),
});

/** POST /api/ai/save-wordbook: testId defaults to the current finished test; tz_offset_min as Date.getTimezoneOffset(). */
export const ZSaveLevelWordbookRequest = z.object({
  final_level: z.number().int().min(1).max(14).optional(),
  words: z
    .array(ZSaveLevelWord, { required_error: levelTestMessages.keepOneWord })
    .min(1, levelTestMessages.keepOneWord)
    .max(WORDS_PER_WORDBOOK_MAX, `Keep at most ${WORDS_PER_WORDBOOK_MAX} words.`),
  finished_time: z.string().datetime({ offset: true }).optional(),
  tz_offset_min: z.number().int().min(-840).max(840).optional(),
  testId: z.string().uuid(levelTestMessages.notFound).optional(),
});
export type TSaveLevelWordbookRequest = z.infer<typeof ZSaveLevelWordbookRequest>;
/** `created` is false when this test's wordbook already existed (a repeated save). */
export const ZSaveLevelWordbookResponse = z.object({ wordbook: z.object({ id: z.string() }), created: z.boolean() });
