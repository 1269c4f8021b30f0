import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Practice sessions, items and attempts (migration 0007). Every query takes the
 * learner's id: another learner's session or wordbook is simply not found. Serving a question
 * is one statement and grading one is two (read, then one write that updates the item and the
 * session and records the attempt together), none of them in a transaction.
 */

export const ZJsonObject = z.record(z.string(), z.unknown());
export const ZSessionStatus = z.enum(['active', 'completed', 'paused', 'cancelled']);

// --- wordbook and words -------------------------------------------------------------------------

export const ZPracticeWordbookRow = z.object({ id: z.string(), name: z.string(), wordCount: z.number().int() });

/** The learner's live wordbook, or null (unknown, another learner's or deleted). */
export function findPracticeWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOne(sql.type(ZPracticeWordbookRow)`
    select b.id, b.name, (select count(*) from words w where w.wordbook_id = b.id and w.user_id = b.user_id)::int as "wordCount"
    from wordbooks b
    where b.id = ${args.wordbookId} and b.user_id = ${args.userId} and not b.deleted`);
}

export const ZPracticeWordRow = z.object({
  id: z.string(),
  text: z.string(),
  meaning: z.string().nullable(),
  example: z.string().nullable(),
  aiDefinitions: z.array(z.string()),
  aiExamples: z.array(z.string()),
  selectedMeaningIndex: z.number().int(),
  selectedExampleIndex: z.number().int(),
});
export type TPracticeWordRow = z.infer<typeof ZPracticeWordRow>;

/** What practice needs of a word (`w`): its text, meaning, example and AI alternatives. */
export const practiceWordColumns = sql.fragment`
  w.id, w.text, w.meaning, w.example,
  case when jsonb_typeof(w.ai_definitions) = 'array' then w.ai_definitions else '[]'::jsonb end as "aiDefinitions",
  case when jsonb_typeof(w.ai_examples) = 'array' then w.ai_examples else '[]'::jsonb end as "aiExamples",
  w.selected_meaning_index as "selectedMeaningIndex", w.selected_example_index as "selectedExampleIndex"`;

/** The words of the learner's live wordbook, oldest first: what practice needs of each. */
export function listPracticeWords(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.any(sql.type(ZPracticeWordRow)`
    select ${practiceWordColumns}
    from words w join wordbooks b on b.id = w.wordbook_id
    where w.wordbook_id = ${args.wordbookId} and w.user_id = ${args.userId} and b.user_id = ${args.userId} and not b.deleted
    order by w.created_at, w.id`);
}

// --- sessions -------------------------------------------------------------------------------------

export const ZActiveSessionRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
});

/** The unfinished (active) session of this wordbook, if any. */
export function findActivePracticeSession(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOne(sql.type(ZActiveSessionRow)`
    select id, created_at as "createdAt", progress_done as "progressDone", progress_total as "progressTotal"
    from practice_sessions
    where user_id = ${args.userId} and wordbook_id = ${args.wordbookId} and status = 'active'`);
}

/** Sets the wordbook's active session aside (forceNew): it stays in the history as 'paused'. */
export function pauseActivePracticeSession(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    update practice_sessions set status = 'paused', ended_at = now(), updated_at = now()
    where user_id = ${args.userId} and wordbook_id = ${args.wordbookId} and status = 'active'
    returning id`);
}

/** The unique index that keeps one active session per learner and wordbook (migration 0007). */
export const ONE_ACTIVE_SESSION_INDEX = 'practice_sessions_one_active_key';

export function insertPracticeSession(
  db: CommonQueryMethods,
  args: {
    userId: string;
    wordbookId: string;
    modes: string[];
    modeSettings: Record<string, { required: number; passes: number }>;
    numChoices: number;
    showProgress: boolean;
    useAllAiData: boolean;
    chunkSize: number;
    totalWords: number;
    progressTotal: number;
  },
) {
  return db.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into practice_sessions (user_id, wordbook_id, modes, mode_settings, num_choices, show_progress, use_all_ai_data,
                                   chunk_size, total_words, progress_total)
    values (${args.userId}, ${args.wordbookId}, ${sql.array(args.modes, 'text')}, ${sql.jsonb(args.modeSettings)}, ${args.numChoices},
            ${args.showProgress}, ${args.useAllAiData}, ${args.chunkSize}, ${args.totalWords}, ${args.progressTotal})
    returning id`);
}

export type TNewPracticeItem = {
  wordId: string;
  wordText: string;
  mode: string;
  pass: number;
  required: number;
  position: number;
  question: { type: string; data: Record<string, unknown> };
  correctIndex: number | null;
  accepted: string[] | null;
  correctAnswer: string;
};

/** All of a session's items in one statement (a 300-word, five-mode session is 1500 rows). */
export function insertPracticeItems(db: CommonQueryMethods, args: { userId: string; sessionId: string; items: TNewPracticeItem[] }) {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    with inserted as (
      insert into practice_items (session_id, user_id, word_id, word_text, mode, pass, required, position, question,
                                  correct_index, accepted, correct_answer)
      select ${args.sessionId}, ${args.userId}, x."wordId", x."wordText", x.mode, x.pass, x.required, x.position, x.question,
             x."correctIndex", x.accepted, x."correctAnswer"
      from jsonb_to_recordset(${sql.jsonb(args.items as never)}) as x(
        "wordId" uuid, "wordText" text, mode text, pass integer, required integer, position integer, question jsonb,
        "correctIndex" integer, accepted jsonb, "correctAnswer" text)
      returning 1
    )
    select count(*)::int as count from inserted`);
}

// --- serving and grading --------------------------------------------------------------------------

export const ZNextItemRow = z.object({
  sessionId: z.string(),
  wordbookId: z.string(),
  status: ZSessionStatus,
  chunkSize: z.number().int(),
  showProgress: z.boolean(),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  itemId: z.string().nullable(),
  mode: z.string().nullable(),
  question: ZJsonObject.nullable(),
  attemptCount: z.number().int().nullable(),
});
export type TNextItemRow = z.infer<typeof ZNextItemRow>;

/**
 * The session and, while it is active, its next item (lowest position not done): one indexed
 * statement in practice_next_item, whose plan Postgres keeps (migration 0073 says why).
 */
export function findNextPracticeItem(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.maybeOne(sql.type(ZNextItemRow)`select * from practice_next_item(${args.userId}, ${args.sessionId})`);
}

export const ZAnswerItemRow = z.object({
  status: ZSessionStatus,
  chunkSize: z.number().int(),
  itemId: z.string(),
  wordText: z.string(),
  mode: z.string(),
  question: ZJsonObject,
  correctIndex: z.number().int().nullable(),
  accepted: z.array(z.string()).nullable(),
  correctAnswer: z.string(),
  attemptCount: z.number().int(),
  correctCount: z.number().int(),
  required: z.number().int(),
  done: z.boolean(),
  position: z.number().int(),
  /** Whether this is the question the session is asking now (what `next` serves). */
  isCurrent: z.boolean(),
});
export type TAnswerItemRow = z.infer<typeof ZAnswerItemRow>;

/** The item being answered with its session's state: one statement by primary key, in practice_item_for_answer. */
export function findPracticeItemForAnswer(db: CommonQueryMethods, args: { userId: string; sessionId: string; itemId: string }) {
  return db.maybeOne(sql.type(ZAnswerItemRow)`select * from practice_item_for_answer(${args.userId}, ${args.sessionId}, ${args.itemId})`);
}

export const ZRecordedAnswerRow = z.object({
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  status: ZSessionStatus,
  itemDone: z.boolean(),
});

/**
 * Records one graded answer in one statement (practice_record_answer): the item (counts, mastery,
 * new queue position), the session (progress, counts, completion) and the attempt. The item must
 * still be at the attempt count the grader read and the session still active, so a double submit
 * or a race with cancel records nothing (null). It commits without waiting for the WAL flush.
 */
export function recordPracticeAnswer(
  db: CommonQueryMethods,
  args: {
    userId: string;
    sessionId: string;
    itemId: string;
    seenAttemptCount: number;
    isCorrect: boolean;
    newPosition: number;
    mode: string;
    wordText: string;
    question: Record<string, unknown>;
    answer: Record<string, unknown>;
    userResponse: string;
  },
) {
  return db.maybeOne(sql.type(ZRecordedAnswerRow)`
    select * from practice_record_answer(${args.userId}, ${args.sessionId}, ${args.itemId}, ${args.seenAttemptCount}, ${args.isCorrect},
      ${args.newPosition}, ${args.mode}, ${args.wordText}, ${sql.jsonb(args.question as never)}, ${sql.jsonb(args.answer as never)}, ${args.userResponse})`);
}

// --- session state ------------------------------------------------------------------------------

/** The session's state for error answers (answering a finished session, an unknown item). */
export function findPracticeSessionStatus(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ status: ZSessionStatus }))`
    select status from practice_sessions where id = ${args.sessionId} and user_id = ${args.userId}`);
}

/**
 * Cancels a session that is active or paused; returns the status it has afterwards (a
 * completed one stays completed), or null when it is not the learner's.
 */
export function cancelPracticeSession(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ status: ZSessionStatus }))`
    with cancelled as (
      update practice_sessions set status = 'cancelled', ended_at = coalesce(ended_at, now()), updated_at = now()
      where id = ${args.sessionId} and user_id = ${args.userId} and status in ('active', 'paused')
      returning status
    )
    select status from cancelled
    union all
    select status from practice_sessions
    where id = ${args.sessionId} and user_id = ${args.userId} and not exists (select 1 from cancelled)`);
}
