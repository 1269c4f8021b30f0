import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';
import { ZJsonObject, ZSessionStatus } from './practice.ts';

/**
 * Practice history: a wordbook's sessions, one session, its attempts and the words it used.
 * Every query takes the learner's id; a session stays readable after its wordbook was deleted.
 */

export const ZSessionRow = z.object({
  id: z.string(),
  wordbookId: z.string(),
  wordbookName: z.string(),
  status: ZSessionStatus,
  modes: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string().nullable(),
  totalWords: z.number().int(),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  questionsCount: z.number().int(),
  correctCount: z.number().int(),
  incorrectCount: z.number().int(),
  chunkSize: z.number().int(),
  showProgress: z.boolean(),
  numChoices: z.number().int(),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;

const sessionColumns = sql.fragment`
  s.id, s.wordbook_id as "wordbookId", b.name as "wordbookName", s.status, s.modes, s.created_at as "startTime",
  s.ended_at as "endTime", s.total_words as "totalWords", s.progress_done as "progressDone",
  s.progress_total as "progressTotal", s.questions_count as "questionsCount", s.correct_count as "correctCount",
  s.incorrect_count as "incorrectCount", s.chunk_size as "chunkSize", s.show_progress as "showProgress",
  s.num_choices as "numChoices"`;

/** A wordbook's sessions, newest or oldest first. */
export function listPracticeSessions(db: CommonQueryMethods, args: { userId: string; wordbookId: string; order: 'newest' | 'oldest' }) {
  const order = args.order === 'oldest' ? sql.fragment`order by s.created_at, s.id` : sql.fragment`order by s.created_at desc, s.id desc`;
  return db.any(sql.type(ZSessionRow)`
    select ${sessionColumns}
    from practice_sessions s join wordbooks b on b.id = s.wordbook_id
    where s.user_id = ${args.userId} and s.wordbook_id = ${args.wordbookId}
    ${order}`);
}

/** One session (also after its wordbook was deleted: the history stays readable). */
export function findPracticeSession(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.maybeOne(sql.type(ZSessionRow)`
    select ${sessionColumns}
    from practice_sessions s join wordbooks b on b.id = s.wordbook_id
    where s.id = ${args.sessionId} and s.user_id = ${args.userId}`);
}

export const ZAttemptRow = z.object({
  id: z.string(),
  mode: z.string(),
  wordText: z.string(),
  question: ZJsonObject,
  answer: ZJsonObject,
  userResponse: z.string(),
  isCorrect: z.boolean(),
  createdAt: z.string(),
});

/** A session's attempts in the order they were made. */
export function listPracticeAttempts(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.any(sql.type(ZAttemptRow)`
    select id::text as id, mode, word_text as "wordText", question, answer, user_response as "userResponse",
           is_correct as "isCorrect", created_at as "createdAt"
    from practice_attempts
    where session_id = ${args.sessionId} and user_id = ${args.userId}
    order by practice_attempts.id`); // the column, not the text alias of the select list: 2 before 10
}

export const ZSessionWordRow = z.object({
  wordId: z.string().nullable(),
  text: z.string(),
  modes: z.array(z.string()),
  masteredModes: z.array(z.string()),
});

/**
 * The words a session uses and their modes; a mode counts as mastered when every pass of it is
 * done. In the order the words first appear in the session.
 */
export function listPracticeSessionWords(db: CommonQueryMethods, args: { userId: string; sessionId: string }) {
  return db.any(sql.type(ZSessionWordRow)`
    with per_mode as (
      select word_id, word_text, mode, bool_and(done) as mastered, min(position) as first_position
      from practice_items
      where session_id = ${args.sessionId} and user_id = ${args.userId}
      group by word_id, word_text, mode
    )
    select word_id as "wordId", word_text as text,
           array_agg(mode order by mode) as modes,
           coalesce(array_agg(mode order by mode) filter (where mastered), '{}') as "masteredModes"
    from per_mode
    group by word_id, word_text
    order by min(first_position), word_text`);
}
