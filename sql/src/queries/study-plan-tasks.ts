import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** The words behind a plan day's review and tests, and the practice sessions the plan opened for them. */

const ids = (values: readonly string[]) => sql.array(values as string[], 'uuid');

export const ZTaskWord = z.object({ id: z.string(), wordbookId: z.string(), text: z.string() });
export type TTaskWord = z.infer<typeof ZTaskWord>;

/** The learner's words of these wordbooks, in each wordbook's order. */
export function listTaskWords(db: CommonQueryMethods, args: { userId: string; wordbookIds: readonly string[] }) {
  if (args.wordbookIds.length === 0) return Promise.resolve([]);
  return db.any(sql.type(ZTaskWord)`
    select w.id, w.wordbook_id as "wordbookId", w.text from words w
    where w.user_id = ${args.userId} and w.wordbook_id = any(${ids(args.wordbookIds)})
    order by w.created_at, w.id`);
}

/** Wrong and all answers per word in the learner's practice of these wordbooks (the hardest order). */
export function listWordMisses(db: CommonQueryMethods, args: { userId: string; wordbookIds: readonly string[] }) {
  if (args.wordbookIds.length === 0) return Promise.resolve([]);
  return db.any(sql.type(z.object({ wordId: z.string(), wrong: z.number(), total: z.number() }))`
    select i.word_id as "wordId", count(*) filter (where not a.is_correct)::int as wrong, count(*)::int as total
    from practice_sessions s join practice_items i on i.session_id = s.id join practice_attempts a on a.item_id = i.id
    where s.user_id = ${args.userId} and s.wordbook_id = any(${ids(args.wordbookIds)}) and i.word_id is not null
    group by i.word_id`);
}

export const ZTaskSession = z.object({
  id: z.string(),
  wordbookId: z.string(),
  task: z.string(),
  status: z.string(),
  progressDone: z.number(),
  progressTotal: z.number(),
  wordIds: z.array(z.string()),
});
export type TTaskSession = z.infer<typeof ZTaskSession>;

/** Sessions the plan opened on a day (newest first), with the words each asks. */
export function listTaskSessions(db: CommonQueryMethods, args: { userId: string; planId: string; day: string }) {
  return db.any(sql.type(ZTaskSession)`
    select s.id, s.wordbook_id as "wordbookId", s.study_task as task, s.status, s.progress_done as "progressDone", s.progress_total as "progressTotal",
      coalesce((select array_agg(distinct i.word_id::text) from practice_items i where i.session_id = s.id and i.word_id is not null), '{}') as "wordIds"
    from practice_sessions s
    where s.study_plan_id = ${args.planId} and s.study_day = ${args.day}::date and s.user_id = ${args.userId} and s.status in ('active', 'completed')
    order by s.created_at desc`);
}

/** Marks a new practice session as the plan's task of a day. */
export function tagStudySession(db: CommonQueryMethods, args: { userId: string; sessionId: string; planId: string; task: string; day: string }) {
  return db.query(sql.typeAlias('void')`
    update practice_sessions set study_plan_id = ${args.planId}, study_task = ${args.task}, study_day = ${args.day}::date
    where id = ${args.sessionId} and user_id = ${args.userId}`);
}

export const ZStudiedWord = z.object({ id: z.string(), wordbookId: z.string(), boundOn: z.string() });

/** Words of the wordbooks linked to the plan's days before a date, each with the first day it was studied. */
export function listStudiedWords(db: CommonQueryMethods, args: { userId: string; planId: string; before: string }) {
  return db.any(sql.type(ZStudiedWord)`
    select distinct on (w.id) w.id, w.wordbook_id as "wordbookId", to_char(l.bound_on, 'YYYY-MM-DD') as "boundOn"
    from study_plan_links l join wordbooks b on b.id = l.wordbook_id and b.user_id = ${args.userId} and not b.deleted
      join words w on w.wordbook_id = b.id
    where l.study_plan_id = ${args.planId} and l.bound_on < ${args.before}::date
    order by w.id, l.bound_on`);
}

export const ZWordAnswer = z.object({ wordId: z.string(), at: z.string(), correct: z.boolean() });

/** Every practice answer of the learner on words of these wordbooks, oldest first (the words' review logs). */
export function listWordAnswers(db: CommonQueryMethods, args: { userId: string; wordbookIds: readonly string[] }) {
  if (args.wordbookIds.length === 0) return Promise.resolve([]);
  return db.any(sql.type(ZWordAnswer)`
    select i.word_id as "wordId", to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, a.is_correct as correct
    from practice_sessions s join practice_items i on i.session_id = s.id join practice_attempts a on a.item_id = i.id
    where s.user_id = ${args.userId} and s.wordbook_id = any(${ids(args.wordbookIds)}) and i.word_id is not null
    order by a.created_at, a.id`);
}
