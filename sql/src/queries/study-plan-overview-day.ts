import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';
import { ZDayOverrides, ZLinkedWordbook, ZRecognizedSession } from './study-plan-days.ts';
import { ZLedgerDay } from './study-plan-ledger.ts';
import { ZTaskSession } from './study-plan-tasks.ts';

/**
 * Everything the overview reads for one plan day, in one statement: the ledger row, the task
 * sessions, the day's overrides and forced study days, and the wordbooks bound to the candidate
 * days (plus the days the ledger carried in) with their practice since the day's local midnight.
 * Each part is the same query as its single-purpose twin in study-plan-days, -ledger and -tasks.
 */

export const ZOverviewDay = z.object({
  ledger: ZLedgerDay.nullable(),
  taskSessions: z.array(ZTaskSession),
  overrides: ZDayOverrides,
  forcedDays: z.array(z.string()),
  /** Wordbooks bound to `bookDays` and the carried days, each day's in link order. */
  linked: z.array(ZLinkedWordbook),
  /** The days `linked` covers. */
  linkedDays: z.array(z.string()),
  sessions: z.array(ZRecognizedSession),
});
export type TOverviewDay = z.infer<typeof ZOverviewDay>;

const iso = (column: string) => sql.fragment`to_char(${sql.identifier(['s', column])} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function loadOverviewDay(
  db: CommonQueryMethods,
  args: { userId: string; planId: string; day: string; forcedFrom: string; bookDays: readonly string[]; since: string },
) {
  const day = sql.fragment`${args.day}::date`;
  return db.one(sql.type(ZOverviewDay)`
    with ledger as (
      select d.day, d.status, d.new_planned, d.new_done, d.carried_new, d.reviews, d.review_done
      from study_plan_days d where d.study_plan_id = ${args.planId} and d.day = ${day}
    ), book_days as (
      -- Read through = any(array(…)) below, so the links' key is searched per day, not scanned over the whole history.
      select unnest(${sql.array(args.bookDays as string[], 'date')}) as day
      union select (r->>'date')::date from ledger, jsonb_array_elements(ledger.reviews) r where (r->>'carried')::boolean
    ), links as (
      select l.bound_on, l.created_at, b.id, b.name,
        (select count(*) from words w where w.wordbook_id = b.id)::int as words_count,
        (select count(distinct i.word_text) from practice_items i join practice_sessions s on s.id = i.session_id
          where s.wordbook_id = b.id and s.user_id = ${args.userId} and i.mastered_at is not null)::int as mastered_words
      from study_plan_links l join wordbooks b on b.id = l.wordbook_id and not b.deleted and b.user_id = ${args.userId}
      where l.study_plan_id = ${args.planId} and l.bound_on = any(array(select day from book_days))
    ), day_sessions as (
      select s.wordbook_id, s.id, s.created_at, ${iso('created_at')} as created_iso, ${iso('updated_at')} as updated_iso,
        s.progress_done, s.progress_total, s.status, s.total_words,
        (select count(distinct i.word_text) from practice_items i where i.session_id = s.id)::int as unique_words,
        (select count(distinct i.word_text) from practice_items i where i.session_id = s.id and i.mastered_at is not null)::int as words_done
      from practice_sessions s
      where s.user_id = ${args.userId} and s.wordbook_id = any(array(select id from links)) and s.created_at >= ${args.since}::timestamptz and s.status <> 'cancelled'
    )
    select
      (select json_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'status', d.status, 'newPlanned', d.new_planned, 'newDone', d.new_done,
        'carriedNew', d.carried_new, 'reviews', d.reviews, 'reviewDone', d.review_done) from ledger d) as ledger,
      coalesce((select json_agg(json_build_object('id', s.id, 'wordbookId', s.wordbook_id, 'task', s.study_task, 'status', s.status,
          'progressDone', s.progress_done, 'progressTotal', s.progress_total,
          'wordIds', coalesce((select array_agg(distinct i.word_id::text) from practice_items i where i.session_id = s.id and i.word_id is not null), '{}'))
        order by s.created_at desc)
        from practice_sessions s
        where s.study_plan_id = ${args.planId} and s.study_day = ${day} and s.user_id = ${args.userId} and s.status in ('active', 'completed')), '[]') as "taskSessions",
      json_build_object(
        'wordsCount', (select count from study_plan_word_overrides where study_plan_id = ${args.planId} and day = ${day} and scope = 'day'),
        'testsStudy', (select study from study_plan_test_overrides where study_plan_id = ${args.planId} and day = ${day} and scope = 'day'),
        'testsReview', (select review from study_plan_test_overrides where study_plan_id = ${args.planId} and day = ${day} and scope = 'day'),
        'forcedStudy', exists (select 1 from study_plan_day_modes where study_plan_id = ${args.planId} and day = ${day} and mode = 'study')) as overrides,
      array(select to_char(m.day, 'YYYY-MM-DD') from study_plan_day_modes m
        where m.study_plan_id = ${args.planId} and m.mode = 'study' and m.day between ${args.forcedFrom}::date and ${day}) as "forcedDays",
      coalesce((select json_agg(json_build_object('boundOn', to_char(l.bound_on, 'YYYY-MM-DD'), 'id', l.id, 'name', l.name,
        'wordsCount', l.words_count, 'masteredWords', l.mastered_words) order by l.bound_on, l.created_at) from links l), '[]') as linked,
      array(select to_char(b.day, 'YYYY-MM-DD') from book_days b) as "linkedDays",
      coalesce((select json_agg(json_build_object('wordbookId', s.wordbook_id, 'id', s.id, 'createdAt', s.created_iso, 'updatedAt', s.updated_iso,
        'progressDone', s.progress_done, 'progressTotal', s.progress_total, 'status', s.status, 'targetWords', s.total_words,
        'uniqueWords', s.unique_words, 'wordsDone', s.words_done) order by s.created_at) from day_sessions s), '[]') as sessions`);
}
