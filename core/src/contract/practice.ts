import { z } from 'zod';
import {
  NUM_CHOICES_DEFAULT,
  NUM_CHOICES_MAX,
  NUM_CHOICES_MIN,
  PASSES_DEFAULT,
  PASSES_MAX,
  PASSES_MIN,
  PRACTICE_MESSAGES as M,
  PRACTICE_MODES,
  REQUIRED_CORRECT_DEFAULT,
  REQUIRED_CORRECT_MAX_EXTENDED,
  REQUIRED_CORRECT_MIN,
  SESSION_STATUSES,
  SKIP_RESPONSE,
} from '../rules/practice-rules.ts';

/**
 * Practice calls (document 2 §3 "Practice …" entities and §7 "Practice"). Field names are the
 * spec's, snake_case where the spec writes them so (active session, session list item) and
 * camelCase elsewhere. Fields the spec does not list are marked "extra". Dates are ISO strings.
 */

export const ZPracticeMode = z.enum(PRACTICE_MODES, { errorMap: () => ({ message: 'Unknown exercise type.' }) });
export type TPracticeModeCode = z.infer<typeof ZPracticeMode>;
export const ZSessionStatus = z.enum(SESSION_STATUSES);

/** A mode → boolean map (usableFor). */
export const ZModeFlags = z.object({
  mtwObj: z.boolean(),
  mtwSub: z.boolean(),
  wtmObj: z.boolean(),
  blankObj: z.boolean(),
  blankSub: z.boolean(),
  makeSent: z.boolean(),
});
export type TModeFlags = z.infer<typeof ZModeFlags>;

/** Numbers from JSON, or from a text box ("12"): anything else is left for the message of the rule. */
const numberish = z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.unknown());
/** An integer in min..max; every failure (not a number, a fraction, out of range) reads `message`. */
const intInRange = (min: number, max: number, message: string) =>
  numberish.pipe(z.number({ invalid_type_error: message, required_error: message }).refine((v) => Number.isInteger(v) && v >= min && v <= max, message));

// --- GET /api/practice/check/{wordbookId} ------------------------------------------------------

/** 200 when the wordbook is the learner's; otherwise 404 {message: 'Wordbook not found or you do not have permission.'}. */
export const ZPracticeCheckResponse = z.object({
  ok: z.literal(true),
  wordbook: z.object({ id: z.string(), name: z.string(), wordCount: z.number().int() }),
});
export type TPracticeCheckResponse = z.infer<typeof ZPracticeCheckResponse>;

// --- GET /api/practice/{wordbookId}/words-for-practice?useAllAiData=true|false -----------------

export const ZWordsForPracticeQuery = z.object({
  /** Judge usability with every AI alternative the learner may see, not only the displayed one. Default false. */
  useAllAiData: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});

/** Practice word (setup): id, text, usableFor; plus (extra) the displayed meaning and example. */
export const ZPracticeWord = z.object({
  id: z.string(),
  text: z.string(),
  usableFor: ZModeFlags,
  meaning: z.string().nullable(),
  example: z.string().nullable(),
});
export type TPracticeWord = z.infer<typeof ZPracticeWord>;

export const ZWordsForPracticeResponse = z.object({
  words: z.array(ZPracticeWord),
  /** extra: the slider's top value for this learner — 3, or 5 with the setup flag (Pro and staff). */
  requiredCorrectMax: z.number().int(),
});
export type TWordsForPracticeResponse = z.infer<typeof ZWordsForPracticeResponse>;

// --- GET /api/practice/session/active/{wordbookId} ----------------------------------------------

export const ZActivePracticeSession = z.object({
  active: z.boolean(),
  sessionId: z.string().nullable(),
  created_at: z.string().nullable(),
  progress_done: z.number().int(),
  progress_total: z.number().int(),
});
export type TActivePracticeSession = z.infer<typeof ZActivePracticeSession>;

// --- POST /api/practice/session ----------------------------------------------------------------

/** One mode's setting: its checkbox and its required-correct slider (1–3, or 1–5 with the setup flag). */
export const ZModeSetting = z.object({
  enabled: z.boolean({ invalid_type_error: 'enabled must be true or false.' }).default(true),
  required: intInRange(REQUIRED_CORRECT_MIN, REQUIRED_CORRECT_MAX_EXTENDED, M.requiredCorrectRange(REQUIRED_CORRECT_MAX_EXTENDED)).default(
    REQUIRED_CORRECT_DEFAULT,
  ),
});
export type TModeSetting = z.infer<typeof ZModeSetting>;

const ZPassCount = intInRange(PASSES_MIN, PASSES_MAX, M.passesRange);
/** One number for every mode, or a mode → number map; either way each count is 1–3. */
const ZPasses = z.unknown().transform((value, ctx): number | Record<string, number> => {
  const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
  const entries: [string, unknown][] = isMap ? Object.entries(value) : [['', value]];
  const counts: Record<string, number> = {};
  for (const [mode, count] of entries) {
    const parsed = ZPassCount.safeParse(count);
    if (!parsed.success) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: M.passesRange });
      return z.NEVER;
    }
    counts[mode] = parsed.data;
  }
  return isMap ? counts : counts['']!;
});

/**
 * Practice setup options. `modes` maps mode codes to {enabled, required}; a missing mode is off.
 * `passes` is one number for every mode or a mode → number map (default 1). `chunkSize` 0 is
 * off; omitted, the spec's default for the number of usable words applies. The required-correct
 * ceiling (3 or 5) and the chunk-size range (1..usable words - 1) depend on the learner and the
 * words, so the server checks them after parsing, with the spec's messages.
 */
export const ZCreatePracticeSessionRequest = z.object({
  wordbookId: z.string({ required_error: M.wordbookAccessDenied, invalid_type_error: M.wordbookAccessDenied }),
  modes: z.record(z.string(), ZModeSetting, { required_error: M.selectExercise, invalid_type_error: M.selectExercise }),
  passes: ZPasses.optional().transform((v) => v ?? PASSES_DEFAULT),
  useAllAiData: z.boolean().default(false),
  showProgress: z.boolean().default(true),
  numChoices: intInRange(NUM_CHOICES_MIN, NUM_CHOICES_MAX, M.numChoicesRange).default(NUM_CHOICES_DEFAULT),
  forceNew: z.boolean().default(false),
  excludedWordIds: z.array(z.string()).max(1000).default([]),
  /** Checked by the server against the usable words: 'Please enter a valid chunk size.' / 'Enter an integer between 1 and {max}.' */
  chunkSize: z.unknown().optional(),
});
export type TCreatePracticeSessionRequest = z.output<typeof ZCreatePracticeSessionRequest>;
export type TCreatePracticeSessionInput = z.input<typeof ZCreatePracticeSessionRequest>;

export const ZCreatePracticeSessionResponse = z.object({
  sessionId: z.string(),
  /** extra: what the session holds */
  totalWords: z.number().int(),
  progressTotal: z.number().int(),
  chunkSize: z.number().int(),
  /** extra: selected words left out because no selected mode can use them */
  autoExcludedWordIds: z.array(z.string()),
});
export type TCreatePracticeSessionResponse = z.infer<typeof ZCreatePracticeSessionResponse>;

/** 409 without forceNew while an unfinished session exists: the resume modal's data. */
export const ZPracticeSessionExistsResponse = z.object({
  statusCode: z.literal(409),
  code: z.literal('PRACTICE_SESSION_EXISTS'),
  message: z.string(),
  sessionId: z.string(),
  created_at: z.string(),
  progress_done: z.number().int(),
  progress_total: z.number().int(),
});

// --- questions -----------------------------------------------------------------------------------

/**
 * A question as the learner sees it. mcq: `stem` is the meaning (mtwObj), the word (wtmObj) or
 * the sentence with a '_____' gap (blankObj, also in `sentence`). short: `stem` is the
 * instruction and `prompt` the meaning. blank: `stem` is the instruction, `sentence` has the gap
 * and `hint` is the word's meaning when it has one. make: not served (the mode is disabled).
 */
export const ZPracticeQuestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mcq'), data: z.object({ stem: z.string(), choices: z.array(z.string()), sentence: z.string().optional() }) }),
  z.object({ type: z.literal('short'), data: z.object({ stem: z.string(), prompt: z.string() }) }),
  z.object({ type: z.literal('blank'), data: z.object({ stem: z.string(), sentence: z.string(), hint: z.string().nullable() }) }),
  z.object({ type: z.literal('make'), data: z.object({ stem: z.string(), prompt: z.string() }) }),
]);
export type TPracticeQuestion = z.infer<typeof ZPracticeQuestion>;

/** The answer key: the correct choice's index for mcq, the accepted answers otherwise. */
export const ZPracticeAnswerKey = z.union([z.object({ correctIndex: z.number().int() }), z.object({ accept: z.array(z.string()) })]);
export type TPracticeAnswerKey = z.infer<typeof ZPracticeAnswerKey>;

// --- GET /api/practice/session/{sessionId}/next --------------------------------------------------

/**
 * Next-question response. `answer` is always null here: the key stays on the server until the
 * question is answered (the answer response reveals it). When `done`, question, itemId and mode
 * are null. 409 'This practice session is no longer active.' for a cancelled or paused session.
 */
export const ZNextQuestionResponse = z.object({
  done: z.boolean(),
  question: ZPracticeQuestion.nullable(),
  answer: z.null(),
  itemId: z.string().nullable(),
  wordbookId: z.string(),
  chunkSize: z.number().int(),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  showProgress: z.boolean(),
  mode: ZPracticeMode.nullable(),
  /** extra */
  status: ZSessionStatus,
});
export type TNextQuestionResponse = z.infer<typeof ZNextQuestionResponse>;

// --- POST /api/practice/session/{sessionId}/answer -----------------------------------------------

/**
 * userResponse: the chosen index for mcq (a number, or its digits), the typed text for short and
 * blank, or 'skip' (or null; -1 for mcq) for 'I don't know'. isCorrect is accepted and ignored:
 * the server decides.
 */
export const ZAnswerRequest = z.object({
  itemId: z.string({ required_error: M.itemNotFound, invalid_type_error: M.itemNotFound }),
  userResponse: z
    .unknown()
    .transform((value, ctx): number | string | null => {
      if (value === undefined) return SKIP_RESPONSE;
      if (value === null || typeof value === 'number' || typeof value === 'string') {
        if (typeof value === 'string' && value.length > 500) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'The answer is too long.' });
        return value;
      }
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'userResponse must be a choice index, a text or "skip".' });
      return z.NEVER;
    }),
  isCorrect: z.unknown().optional(),
});
export type TAnswerRequest = z.output<typeof ZAnswerRequest>;

export const ZAnswerResponse = z.object({
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  chunkBreakDue: z.boolean(),
  /** extra: the server's verdict, the key for the reveal, and what it means for the session */
  isCorrect: z.boolean(),
  answer: ZPracticeAnswerKey,
  correctAnswer: z.string(),
  userResponse: z.string(),
  /** this item needs no more correct answers (the word is mastered in this mode once all its passes are) */
  itemMastered: z.boolean(),
  /** the session is completed */
  done: z.boolean(),
});
export type TAnswerResponse = z.infer<typeof ZAnswerResponse>;

// --- GET /api/practice/sessions/{wordbookId}?order=newest|oldest --------------------------------

export const ZSessionListQuery = z.object({
  order: z.enum(['newest', 'oldest'], { errorMap: () => ({ message: 'order must be newest or oldest.' }) }).default('newest'),
});

export const ZSessionListItem = z.object({
  id: z.string(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  status: ZSessionStatus,
  /** the session's modes */
  options: z.array(ZPracticeMode),
  total_words: z.number().int(),
  questions_count: z.number().int(),
  correct_count: z.number().int(),
  incorrect_count: z.number().int(),
  /** extra */
  progress_done: z.number().int(),
  progress_total: z.number().int(),
});
export type TSessionListItem = z.infer<typeof ZSessionListItem>;
export const ZSessionListResponse = z.object({ sessions: z.array(ZSessionListItem) });
export type TSessionListResponse = z.infer<typeof ZSessionListResponse>;

// --- GET /api/practice/session/{sessionId}/history ----------------------------------------------

export const ZSessionDetail = z.object({
  id: z.string(),
  wordbookId: z.string(),
  wordbookName: z.string(),
  status: ZSessionStatus,
  startTime: z.string(),
  endTime: z.string().nullable(),
  options: z.array(ZPracticeMode),
  totalWords: z.number().int(),
  progressDone: z.number().int(),
  questionsCount: z.number().int(),
  correctCount: z.number().int(),
  incorrectCount: z.number().int(),
  /** extra */
  progressTotal: z.number().int(),
  chunkSize: z.number().int(),
  showProgress: z.boolean(),
  numChoices: z.number().int(),
});
export type TSessionDetail = z.infer<typeof ZSessionDetail>;

/** One answer as it was asked: the question and key as shown then, the response ('skip' for 'I don't know'). */
export const ZAttempt = z.object({
  id: z.string(),
  question: ZPracticeQuestion,
  answer: ZPracticeAnswerKey,
  userResponse: z.string(),
  isCorrect: z.boolean(),
  /** extra */
  mode: ZPracticeMode,
  wordText: z.string(),
  createdAt: z.string(),
});
export type TAttempt = z.infer<typeof ZAttempt>;

export const ZSessionHistoryResponse = z.object({ session: ZSessionDetail, attempts: z.array(ZAttempt) });
export type TSessionHistoryResponse = z.infer<typeof ZSessionHistoryResponse>;

// --- GET /api/practice/session/{sessionId}/items --------------------------------------------------

export const ZUsedWord = z.object({
  text: z.string(),
  modes: z.array(ZPracticeMode),
  /** extra */
  wordId: z.string().nullable(),
  masteredModes: z.array(ZPracticeMode),
});
export const ZSessionItemsResponse = z.object({ usedWords: z.array(ZUsedWord) });
export type TSessionItemsResponse = z.infer<typeof ZSessionItemsResponse>;

// --- POST /api/practice/session/{sessionId}/cancel ------------------------------------------------

/** Cancels an active session; cancelling one that is already cancelled answers the same. 409 for a finished one. */
export const ZCancelSessionResponse = z.object({ success: z.literal(true), status: ZSessionStatus });
export type TCancelSessionResponse = z.infer<typeof ZCancelSessionResponse>;
