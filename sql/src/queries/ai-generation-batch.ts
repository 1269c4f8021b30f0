import type { TAiType } from '@wordbook/core/contract/wordbooks';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { JOB_EVENTS_CHANNEL } from './job-runs.ts';
import { z } from 'zod';

/**
 * Single-word AI generation for a batch of jobs at once (load and scale: a backlog drains in a
 * few statements per batch instead of a dozen per job). Each is the set-based twin of a
 * one-job query in ai-generation.ts / job-runs.ts / words.ts and keeps its guard.
 */

/** The status of each job's request (jobs without a request are left out). */
export function listRequestStatuses(db: CommonQueryMethods, jobIds: readonly string[]) {
  return db.any(sql.type(z.object({ jobId: z.string(), status: z.enum(['running', 'done', 'failed']) }))`
    select job_id as "jobId", status from ai_generation_requests where job_id = any(${sql.array(jobIds, 'uuid')})`);
}

/**
 * Locks the learners' words (in id order, like one word's lock, so batches do not deadlock) that
 * are still in a live wordbook, and returns their texts.
 */
export function lockWordsForUpdate(db: CommonQueryMethods, args: { words: readonly { wordId: string; userId: string }[] }) {
  return db.any(sql.type(z.object({ id: z.string(), text: z.string() }))`
    select w.id, w.text from words w
    join unnest(${sql.array(args.words.map((w) => w.wordId), 'uuid')}, ${sql.array(args.words.map((w) => w.userId), 'uuid')}) as q (word_id, user_id)
      on w.id = q.word_id and w.user_id = q.user_id
    where exists (select 1 from wordbooks b where b.id = w.wordbook_id and b.user_id = w.user_id and not b.deleted)
    order by w.id
    for update of w`);
}

/** Ends these running requests as done, each once; returns the jobs whose request was still running. */
export function endRunningRequestsDone(db: CommonQueryMethods, jobIds: readonly string[]) {
  return db.anyFirst(sql.type(z.object({ jobId: z.string() }))`
    update ai_generation_requests set status = 'done', finished_at = now()
    where job_id = any(${sql.array(jobIds, 'uuid')}) and status = 'running'
    returning job_id as "jobId"`);
}

export type TWordItems = { wordId: string; userId: string; items: string[]; language: string };

/** storeWordAiItems for many words of one type (the caller holds their locks and checked their texts). */
export async function storeWordsAiItems(db: CommonQueryMethods, args: { type: TAiType; words: readonly TWordItems[] }) {
  if (args.words.length === 0) return;
  const rows = sql.jsonb(args.words.map((w) => ({ word_id: w.wordId, user_id: w.userId, items: w.items, first: w.items[0] ?? null, total: w.items.length, language: w.language })));
  const set =
    args.type === 'definition'
      ? sql.fragment`ai_definitions = q.items, meta_total_definitions = q.total, selected_meaning_index = 0,
          ai_definitions_language = q.language, meaning = case when w.meaning_origin = 'ai' then q.first else w.meaning end`
      : sql.fragment`ai_examples = q.items, meta_total_examples = q.total, selected_example_index = 0,
          example = case when w.example_origin = 'ai' then q.first else w.example end`;
  await db.query(sql.typeAlias('void')`
    update words w set ${set}, updated_at = now()
    from jsonb_to_recordset(${rows}) as q (word_id uuid, user_id uuid, items jsonb, first text, total int, language text)
    where w.id = q.word_id and w.user_id = q.user_id`);
}

export type TAiWordResult = { userId: string; wordKey: string; type: TAiType; items: string[]; language: string; provider: string };

/** upsertAiWordResult for many results; of two for the same learner, text and type, the later one stays. */
export async function upsertAiWordResults(db: CommonQueryMethods, results: readonly TAiWordResult[]) {
  const latest = new Map(results.map((r) => [`${r.userId}\u0000${r.wordKey}\u0000${r.type}`, r]));
  if (latest.size === 0) return;
  const rows = sql.jsonb([...latest.values()].map((r) => ({ user_id: r.userId, word_key: r.wordKey, type: r.type, language: r.language, items: r.items, provider: r.provider })));
  await db.query(sql.typeAlias('void')`
    insert into ai_word_results (user_id, word_key, type, language, items, provider)
    select user_id, word_key, type, language, items, provider
    from jsonb_to_recordset(${rows}) as q (user_id uuid, word_key text, type text, language text, items jsonb, provider text)
    on conflict (user_id, word_key, type) do update
      set items = excluded.items, language = excluded.language, provider = excluded.provider, created_at = now()`);
}

/**
 * appendJobEvent of a final event for many jobs in one statement: each gets its next sequence
 * number, its run is marked finished and the API processes streaming it are woken (one NOTIFY
 * per job, delivered on commit).
 */
export async function appendFinalJobEvents(db: CommonQueryMethods, events: readonly { jobId: string; kind: 'result' | 'error'; data: unknown }[]) {
  if (events.length === 0) return;
  const rows = sql.jsonb(events.map((e) => ({ job_id: e.jobId, kind: e.kind, data: e.data })) as never);
  await db.query(sql.typeAlias('void')`
    with q as (
      select * from jsonb_to_recordset(${rows}) as q (job_id uuid, kind text, data jsonb)
    ), appended as (
      insert into job_events (job_id, seq, kind, data)
      select q.job_id, coalesce((select max(e.seq) from job_events e where e.job_id = q.job_id), 0) + 1, q.kind, q.data from q
      returning job_id
    ), finished as (
      update job_runs set finished_at = now() where id in (select job_id from appended) and finished_at is null
    )
    select from appended a cross join lateral pg_notify(${JOB_EVENTS_CHANNEL}, a.job_id::text)`);
}
