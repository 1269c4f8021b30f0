import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';
import { practiceWordColumns, ZPracticeWordRow } from './practice.ts';

/**
 * Offline practice answers sent later (migration 0065): the word they ask about, the session a
 * device's round is recorded as, and the answer itself, recorded at most once per answer id.
 */

/** One word of the learner's live wordbook, with what practice needs of it; null when it is gone or not theirs. */
export function findPracticeWord(db: CommonQueryMethods, args: { userId: string; wordbookId: string; wordId: string }) {
  return db.maybeOne(sql.type(ZPracticeWordRow)`
    select ${practiceWordColumns}
    from words w join wordbooks b on b.id = w.wordbook_id
    where w.id = ${args.wordId} and w.wordbook_id = ${args.wordbookId} and w.user_id = ${args.userId}
      and b.user_id = ${args.userId} and not b.deleted`);
}

export const ZRecordedOfflineAnswer = z.object({
  sessionId: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
});

/** The verdict already recorded for this answer id, if any. */
export function findOfflineAnswer(db: CommonQueryMethods, args: { userId: string; answerId: string }) {
  return db.maybeOne(sql.type(ZRecordedOfflineAnswer)`
    select a.session_id as "sessionId", a.is_correct as "isCorrect", i.correct_answer as "correctAnswer"
    from practice_attempts a join practice_items i on i.id = a.item_id
    where a.user_id = ${args.userId} and a.client_answer_id = ${args.answerId}`);
}

/**
 * The session a device's round is recorded as, made by its first answer and locked until the
 * transaction ends, so a round's answers are recorded one after another. It is never active (a
 * round offline cannot be resumed online), so it leaves the learner's unfinished session alone.
 */
export function lockOfflineRoundSession(db: CommonQueryMethods, args: { userId: string; wordbookId: string; roundId: string; mode: string }) {
  return db.one(sql.type(z.object({ id: z.string(), wordbookId: z.string() }))`
    insert into practice_sessions (user_id, wordbook_id, status, modes, mode_settings, num_choices, show_progress, use_all_ai_data,
                                   total_words, progress_total, offline_round_id, ended_at)
    values (${args.userId}, ${args.wordbookId}, 'completed', ${sql.array([args.mode], 'text')},
            ${sql.jsonb({ [args.mode]: { required: 1, passes: 1 } })}, 4, true, false, 0, 0, ${args.roundId}, now())
    on conflict (user_id, offline_round_id) where offline_round_id is not null
    do update set updated_at = now(),
                  modes = case when ${args.mode} = any(practice_sessions.modes) then practice_sessions.modes else practice_sessions.modes || ${args.mode}::text end
    returning id, wordbook_id as "wordbookId"`);
}

/**
 * Records one judged answer: its item (the word in this mode, asked until answered right once)
 * is made or moved on, the attempt keeps the answer id (unique per learner), and the session's
 * counts follow. Null when the answer id was recorded meanwhile.
 */
export async function recordOfflineAnswer(
  db: CommonQueryMethods,
  args: {
    userId: string;
    sessionId: string;
    answerId: string;
    wordId: string;
    wordText: string;
    mode: string;
    question: Record<string, unknown>;
    answer: Record<string, unknown>;
    correctIndex: number | null;
    accepted: string[] | null;
    correctAnswer: string;
    userResponse: string;
    isCorrect: boolean;
    answeredAt: string;
  },
): Promise<{ itemDone: boolean } | null> {
  const gain = args.isCorrect ? 1 : 0;
  const itemId = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    select id from practice_items where session_id = ${args.sessionId} and user_id = ${args.userId} and word_id = ${args.wordId} and mode = ${args.mode}`);
  const item = itemId
    ? await db.one(sql.type(z.object({ id: z.string(), done: z.boolean() }))`
        update practice_items set attempt_count = attempt_count + 1, correct_count = correct_count + ${gain},
               done = done or ${args.isCorrect}, mastered_at = coalesce(mastered_at, case when ${args.isCorrect} then now() end)
        where id = ${itemId} returning id, done`)
    : await db.one(sql.type(z.object({ id: z.string(), done: z.boolean() }))`
        insert into practice_items (session_id, user_id, word_id, word_text, mode, pass, required, correct_count, attempt_count, position, done,
                                    question, correct_index, accepted, correct_answer, mastered_at)
        values (${args.sessionId}, ${args.userId}, ${args.wordId}, ${args.wordText}, ${args.mode}, 1, 1, ${gain}, 1, 0, ${args.isCorrect},
                ${sql.jsonb(args.question as never)}, ${args.correctIndex}, ${args.accepted === null ? null : sql.jsonb(args.accepted)},
                ${args.correctAnswer}, case when ${args.isCorrect} then now() end)
        returning id, done`);
  // When it was answered, within the last 30 days and never ahead of now (a device's clock may be wrong).
  const attempt = await db.maybeOneFirst(sql.type(z.object({ id: z.number() }))`
    insert into practice_attempts (session_id, item_id, user_id, mode, word_text, question, answer, user_response, is_correct, client_answer_id, created_at)
    values (${args.sessionId}, ${item.id}, ${args.userId}, ${args.mode}, ${args.wordText}, ${sql.jsonb(args.question as never)},
            ${sql.jsonb(args.answer as never)}, ${args.userResponse}, ${args.isCorrect}, ${args.answerId},
            least(now(), greatest(${args.answeredAt}::timestamptz, now() - interval '30 days')))
    on conflict (user_id, client_answer_id) where client_answer_id is not null do nothing
    returning id`);
  if (attempt === null) return null;
  await db.query(sql.typeAlias('void')`
    update practice_sessions s set
      questions_count = s.questions_count + 1,
      correct_count = s.correct_count + ${gain},
      incorrect_count = s.incorrect_count + ${1 - gain},
      total_words = counts.words, progress_total = counts.items, progress_done = counts.done,
      ended_at = greatest(s.ended_at, now()), updated_at = now()
    from (select count(distinct word_id)::int as words, count(*)::int as items, count(*) filter (where done)::int as done
          from practice_items where session_id = ${args.sessionId}) as counts
    where s.id = ${args.sessionId} and s.user_id = ${args.userId}`);
  return { itemDone: item.done };
}
