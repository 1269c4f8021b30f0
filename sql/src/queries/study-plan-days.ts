import { ZSessionView } from '@wordbook/core/contract/study-plan-overview';
import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/**
 * A plan's days: linked wordbooks, the day's overrides, and the practice that counts as progress.
 * Callers have already checked that the plan is the learner's; wordbooks are checked here too.
 */

export function upsertWordsOverride(db: CommonQueryMethods, args: { planId: string; day: string; scope: string; count: number; source: string }) {
  return db.query(sql.typeAlias('void')`
    insert into study_plan_word_overrides (study_plan_id, day, scope, count, source) values (${args.planId}, ${args.day}::date, ${args.scope}, ${args.count}, ${args.source})
    on conflict (study_plan_id, day, scope) do update set count = excluded.count, source = excluded.source, updated_at = now()`);
}

export function deleteWordsOverride(db: CommonQueryMethods, args: { planId: string; day: string; scope: string }) {
  return db.query(sql.typeAlias('void')`delete from study_plan_word_overrides where study_plan_id = ${args.planId} and day = ${args.day}::date and scope = ${args.scope}`);
}

export function upsertTestsOverride(db: CommonQueryMethods, args: { planId: string; day: string; scope: string; study: string; review: string; source: string }) {
  return db.query(sql.typeAlias('void')`
    insert into study_plan_test_overrides (study_plan_id, day, scope, study, review, source)
    values (${args.planId}, ${args.day}::date, ${args.scope}, ${args.study}, ${args.review}, ${args.source})
    on conflict (study_plan_id, day, scope) do update set study = excluded.study, review = excluded.review, source = excluded.source, updated_at = now()`);
}

export function upsertDayMode(db: CommonQueryMethods, args: { planId: string; day: string; mode: string }) {
  return db.query(sql.typeAlias('void')`
    insert into study_plan_day_modes (study_plan_id, day, mode) values (${args.planId}, ${args.day}::date, ${args.mode})
    on conflict (study_plan_id, day) do update set mode = excluded.mode, updated_at = now()`);
}

export function deleteDayMode(db: CommonQueryMethods, args: { planId: string; day: string }) {
  return db.query(sql.typeAlias('void')`delete from study_plan_day_modes where study_plan_id = ${args.planId} and day = ${args.day}::date`);
}

/** Binds a wordbook of the learner to a plan's day; answers false when the wordbook is not theirs. */
export async function insertLink(db: CommonQueryMethods, args: { userId: string; planId: string; wordbookId: string; boundOn: string }) {
  const row = await db.maybeOne(sql.type(z.object({ wordbookId: z.string() }))`
    insert into study_plan_links (study_plan_id, wordbook_id, bound_on)
    select ${args.planId}, b.id, ${args.boundOn}::date from wordbooks b where b.id = ${args.wordbookId} and b.user_id = ${args.userId} and not b.deleted
    on conflict do nothing
    returning wordbook_id as "wordbookId"`);
  if (row) return true;
  return db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    select exists (select 1 from wordbooks where id = ${args.wordbookId} and user_id = ${args.userId} and not deleted) as exists`);
}

export const ZDayOverrides = z.object({
  wordsCount: z.number().nullable(),
  testsStudy: z.string().nullable(),
  testsReview: z.string().nullable(),
  forcedStudy: z.boolean(),
});

/** The overrides of one plan day. */
export function findDayOverrides(db: CommonQueryMethods, args: { planId: string; day: string }) {
  return db.one(sql.type(ZDayOverrides)`
    select
      (select count from study_plan_word_overrides where study_plan_id = ${args.planId} and day = ${args.day}::date and scope = 'day') as "wordsCount",
      (select study from study_plan_test_overrides where study_plan_id = ${args.planId} and day = ${args.day}::date and scope = 'day') as "testsStudy",
      (select review from study_plan_test_overrides where study_plan_id = ${args.planId} and day = ${args.day}::date and scope = 'day') as "testsReview",
      exists (select 1 from study_plan_day_modes where study_plan_id = ${args.planId} and day = ${args.day}::date and mode = 'study') as "forcedStudy"`);
}

/** Days in a range a learner turned into study days. */
export function listForcedStudyDays(db: CommonQueryMethods, args: { planId: string; from: string; to: string }) {
  return db.anyFirst(sql.type(z.object({ day: z.string() }))`
    select to_char(day, 'YYYY-MM-DD') as day from study_plan_day_modes
    where study_plan_id = ${args.planId} and mode = 'study' and day between ${args.from}::date and ${args.to}::date`);
}

export const ZLinkedWordbook = z.object({
  boundOn: z.string(),
  id: z.string(),
  name: z.string(),
  wordsCount: z.number(),
  masteredWords: z.number(),
});
export type TLinkedWordbook = z.infer<typeof ZLinkedWordbook>;

/** Wordbooks bound to some of the plan's days, with their words and the words mastered in practice. */
export function listLinkedWordbooks(db: CommonQueryMethods, args: { planId: string; userId: string; days: readonly string[] }) {
  if (args.days.length === 0) return Promise.resolve([]);
  return db.any(sql.type(ZLinkedWordbook)`
    select to_char(l.bound_on, 'YYYY-MM-DD') as "boundOn", b.id, b.name,
      (select count(*) from words w where w.wordbook_id = b.id)::int as "wordsCount",
      (select count(distinct i.word_text) from practice_items i join practice_sessions s on s.id = i.session_id
        where s.wordbook_id = b.id and s.user_id = ${args.userId} and i.mastered_at is not null)::int as "masteredWords"
    from study_plan_links l join wordbooks b on b.id = l.wordbook_id and not b.deleted and b.user_id = ${args.userId}
    where l.study_plan_id = ${args.planId} and l.bound_on = any(${sql.array(args.days as string[], 'date')})
    order by l.bound_on, l.created_at`);
}

/** A session as the overview shows it (core's contract), with its wordbook and the words mastered in it. */
export const ZRecognizedSession = ZSessionView.extend({ wordbookId: z.string(), wordsDone: z.number() });
export type TRecognizedSession = z.infer<typeof ZRecognizedSession>;

/** Practice sessions on these wordbooks started since an instant (a local midnight of the plan), and before another when given. */
export function listSessionsSince(db: CommonQueryMethods, args: { userId: string; wordbookIds: readonly string[]; since: string; until?: string }) {
  if (args.wordbookIds.length === 0) return Promise.resolve([]);
  const iso = (c: string) => sql.fragment`to_char(${sql.identifier(['s', c])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return db.any(sql.type(ZRecognizedSession)`
    select s.wordbook_id as "wordbookId", s.id, ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt",
      s.progress_done as "progressDone", s.progress_total as "progressTotal", s.status, s.total_words as "targetWords",
      (select count(distinct i.word_text) from practice_items i where i.session_id = s.id)::int as "uniqueWords",
      (select count(distinct i.word_text) from practice_items i where i.session_id = s.id and i.mastered_at is not null)::int as "wordsDone"
    from practice_sessions s
    where s.user_id = ${args.userId} and s.wordbook_id = any(${sql.array(args.wordbookIds as string[], 'uuid')}) and s.created_at >= ${args.since}::timestamptz
      ${args.until ? sql.fragment`and s.created_at < ${args.until}::timestamptz` : sql.fragment``} and s.status <> 'cancelled'
    order by s.created_at`);
}

/** Vacation on (the plan's behaviour on enable) or off; archived plans keep theirs. */
export function updateVacationMode(db: CommonQueryMethods, args: { userId: string; planId: string; enabled: boolean }) {
  return db.maybeOneFirst(sql.type(z.object({ vacationMode: z.string() }))`
    update study_plans set vacation_mode = case when ${args.enabled} then vacation_behavior_on_enable else 'off' end, updated_at = now()
    where id = ${args.planId} and user_id = ${args.userId} and status <> 'archived'
    returning vacation_mode as "vacationMode"`);
}
