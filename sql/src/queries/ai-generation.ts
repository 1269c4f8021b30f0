import { ZAiType, type TAiType } from '@wordbook/core/contract/wordbooks';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { cannotFinish, chargedMonthOf } from './ai-usage.ts';
import { z } from 'zod';

/** Single-word AI generation: earlier results, the items on the word, and the running-request rows. */

const ZItems = z.array(z.string());

const ZAiWordResultRow = z.object({ items: ZItems, language: z.string(), provider: z.string() });
export type TAiWordResultRow = z.infer<typeof ZAiWordResultRow>;

export function findAiWordResult(db: CommonQueryMethods, args: { userId: string; wordKey: string; type: TAiType }) {
  return db.maybeOne(sql.type(ZAiWordResultRow)`
    select items, language, provider from ai_word_results
    where user_id = ${args.userId} and word_key = ${args.wordKey} and type = ${args.type}`);
}

export function upsertAiWordResult(
  db: CommonQueryMethods,
  args: { userId: string; wordKey: string; type: TAiType; items: string[]; language: string; provider: string },
) {
  return db.query(sql.type(z.object({ type: ZAiType }))`
    insert into ai_word_results (user_id, word_key, type, language, items, provider)
    values (${args.userId}, ${args.wordKey}, ${args.type}, ${args.language}, ${sql.jsonb(args.items)}, ${args.provider})
    on conflict (user_id, word_key, type) do update
      set items = excluded.items, language = excluded.language, provider = excluded.provider, created_at = now()
    returning type`);
}

/** A word's text as its key, in SQL (core's wordKey: trimmed, spaces collapsed, lower case). */
const wordKeyOf = (text: ReturnType<typeof sql.identifier>) => sql.fragment`lower(regexp_replace(trim(${text}), '\\s+', ' ', 'g'))`;

const itemsColumn = (type: TAiType) => (type === 'definition' ? sql.identifier(['ai_definitions']) : sql.identifier(['ai_examples']));

/** Whether there is AI data to reuse: an earlier result for this text, or a word of the wordbook with this text that has items. */
export function hasAiDataForText(db: CommonQueryMethods, args: { userId: string; wordbookId: string; wordKey: string; type: TAiType }) {
  return db.oneFirst(sql.type(z.object({ found: z.boolean() }))`
    select exists (
      select 1 from ai_word_results where user_id = ${args.userId} and word_key = ${args.wordKey} and type = ${args.type}
    ) or exists (
      select 1 from words
      where user_id = ${args.userId} and wordbook_id = ${args.wordbookId}
        and ${wordKeyOf(sql.identifier(['words', 'text']))} = ${args.wordKey}
        and jsonb_array_length(${itemsColumn(args.type)}) > 0
    ) as found`);
}

/** Which of these words (the learner's own only) have AI data of this type, on the word or from an earlier result. */
export function listWordIdsWithAiData(db: CommonQueryMethods, args: { userId: string; wordIds: readonly string[]; type: TAiType }) {
  return db.anyFirst(sql.type(z.object({ id: z.string() }))`
    select w.id from words w
    where w.user_id = ${args.userId} and w.id = any(${sql.array(args.wordIds, 'uuid')})
      and (jsonb_array_length(w.${itemsColumn(args.type)}) > 0 or exists (
        select 1 from ai_word_results r
        where r.user_id = w.user_id and r.type = ${args.type} and r.word_key = ${wordKeyOf(sql.identifier(['w', 'text']))}))`);
}

/**
 * Puts AI items on the word: up to 6 alternatives, their count, the first one selected, and
 * (for definitions) their language. The learner's own meaning or example stays as it is; one
 * copied from the AI list (origin 'ai') follows the new first item. Only while the word's text
 * still has `wordKey` (items for "horse" never land on a word renamed to "house"): false when
 * the word changed or is gone.
 */
export async function storeWordAiItems(
  db: CommonQueryMethods,
  args: { wordId: string; userId: string; wordKey: string; type: TAiType; items: string[]; language: string },
): Promise<boolean> {
  const items = sql.jsonb(args.items);
  const first = args.items[0] ?? null;
  const set =
    args.type === 'definition'
      ? sql.fragment`ai_definitions = ${items}, meta_total_definitions = ${args.items.length}, selected_meaning_index = 0,
          ai_definitions_language = ${args.language},
          meaning = case when meaning_origin = 'ai' then ${first} else meaning end`
      : sql.fragment`ai_examples = ${items}, meta_total_examples = ${args.items.length}, selected_example_index = 0,
          example = case when example_origin = 'ai' then ${first} else example end`;
  const stored = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    update words set ${set}, updated_at = now()
    where id = ${args.wordId} and user_id = ${args.userId} and ${wordKeyOf(sql.identifier(['words', 'text']))} = ${args.wordKey}
    returning id`);
  return stored !== null;
}

// --- running requests ------------------------------------------------------------------------

/** Records a running generation; null when one is already running for this word and type (the unique index). */
export function insertRunningRequest(db: CommonQueryMethods, args: { jobId: string; userId: string; wordId: string; type: TAiType; points: number }) {
  return db.maybeOneFirst(sql.type(z.object({ jobId: z.string() }))`
    insert into ai_generation_requests (job_id, user_id, word_id, type, points)
    values (${args.jobId}, ${args.userId}, ${args.wordId}, ${args.type}, ${args.points})
    on conflict (word_id, type) where status = 'running' do nothing
    returning job_id as "jobId"`);
}

const ZRunningRequestRow = z.object({ jobId: z.string(), userId: z.string(), ageSeconds: z.number(), jobFinished: z.boolean() });

/** The running generation for this word and type, with whether its job has already ended (a stale row). */
export function findRunningRequest(db: CommonQueryMethods, args: { wordId: string; type: TAiType }) {
  return db.maybeOne(sql.type(ZRunningRequestRow)`
    select r.job_id as "jobId", r.user_id as "userId",
           extract(epoch from now() - r.created_at)::float8 as "ageSeconds",
           coalesce(j.finished_at is not null, false) as "jobFinished"
    from ai_generation_requests r left join job_runs j on j.id = r.job_id
    where r.word_id = ${args.wordId} and r.type = ${args.type} and r.status = 'running'`);
}

/**
 * The word's request of this type that finished successfully in the last `withinSeconds`: a
 * request that collided with it while it ran joins its result instead of generating again.
 */
export function findJustFinishedRequest(db: CommonQueryMethods, args: { wordId: string; type: TAiType; withinSeconds: number }) {
  return db.maybeOne(sql.type(z.object({ jobId: z.string() }))`
    select job_id as "jobId" from ai_generation_requests
    where word_id = ${args.wordId} and type = ${args.type} and status = 'done'
      and finished_at > clock_timestamp() - make_interval(secs => ${args.withinSeconds})
    order by finished_at desc limit 1`);
}

const ZEndedRequestRow = z.object({ userId: z.string(), points: z.number(), type: ZAiType, chargedMonth: z.string() });

/**
 * Ends a running request once (done or failed); null when it had already ended, so a repeated
 * delivery neither marks nor refunds twice.
 */
export function endRunningRequest(db: CommonQueryMethods, args: { jobId: string; status: 'done' | 'failed' }) {
  return db.maybeOne(sql.type(ZEndedRequestRow)`
    update ai_generation_requests r set status = ${args.status}, finished_at = now()
    where r.job_id = ${args.jobId} and r.status = 'running'
    returning r.user_id as "userId", r.points, r.type, ${chargedMonthOf('r')} as "chargedMonth"`);
}

const ZStaleRequestRow = ZEndedRequestRow.extend({ jobId: z.string() });

/**
 * Fails every running request of the learner that can no longer finish: its job has ended
 * (e.g. the worker's last attempt crashed before marking it) or it is older than `staleSeconds`.
 * Returns what to refund; a request already ended elsewhere is not returned, so each is refunded once.
 */
export function failStaleRunningRequests(db: CommonQueryMethods, args: { userId: string; staleSeconds: number }) {
  return db.any(sql.type(ZStaleRequestRow)`
    update ai_generation_requests r set status = 'failed', finished_at = now()
    where r.user_id = ${args.userId} and r.status = 'running' and ${cannotFinish('r', 'job_id', args.staleSeconds)}
    returning r.job_id as "jobId", r.user_id as "userId", r.points, r.type, ${chargedMonthOf('r')} as "chargedMonth"`);
}

export function findRequestStatus(db: CommonQueryMethods, jobId: string) {
  return db.maybeOneFirst(sql.type(z.object({ status: z.enum(['running', 'done', 'failed']) }))`
    select status from ai_generation_requests where job_id = ${jobId}`);
}
