import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { cannotFinish, chargedMonthOf } from './ai-usage.ts';
import { z } from 'zod';

/**
 * The AI wordbook generator's drafts (migration 0009) and the few wordbook/word statements the
 * generator and its save need. Every query takes the owner's id.
 */

/** The row a statement touched (every statement here is typed: the result parser checks it). */
const ZIdRow = z.object({ id: z.string() });

const ZEndedDraftRow = z.object({ id: z.string(), userId: z.string(), points: z.number(), chargedMonth: z.string() });
export type TEndedDraftRow = z.infer<typeof ZEndedDraftRow>;


/** Records a running generation; null when an identical one is already running (the partial unique index). */
export function insertRunningDraft(
  db: CommonQueryMethods,
  args: {
    id: string;
    userId: string;
    requestKey: string;
    wordbookIds: string[];
    count: number;
    prompt: string;
    level: number;
    timeZone: string | null;
    points: number;
  },
) {
  return db.maybeOneFirst(sql.type(ZIdRow)`
    insert into ai_wordbook_drafts (id, user_id, request_key, reference_wordbook_ids, word_count, prompt, level, time_zone, points)
    values (${args.id}, ${args.userId}, ${args.requestKey}, ${sql.array(args.wordbookIds, 'uuid')}, ${args.count},
            ${args.prompt}, ${args.level}, ${args.timeZone}, ${args.points})
    on conflict (user_id, request_key) where status = 'running' do nothing
    returning id`);
}

/** The running draft for an identical request, with its age and whether its job has already ended (a stale row). */
export function findRunningDraft(db: CommonQueryMethods, args: { userId: string; requestKey: string }) {
  return db.maybeOne(sql.type(z.object({ id: z.string(), ageSeconds: z.number(), jobFinished: z.boolean() }))`
    select d.id, extract(epoch from now() - d.created_at)::float8 as "ageSeconds",
           coalesce(j.finished_at is not null, false) as "jobFinished"
    from ai_wordbook_drafts d left join job_runs j on j.id = d.id
    where d.user_id = ${args.userId} and d.request_key = ${args.requestKey} and d.status = 'running'`);
}

const ZDraftRow = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  words: z.unknown(),
  provider: z.string().nullable(),
  /** core ZTopicNote, or null (migration 0070) */
  topicNote: z.unknown(),
  prompt: z.string(),
  level: z.number(),
  timeZone: z.string().nullable(),
  wordbookId: z.string().nullable(),
  /** whether the saved wordbook is still live (not deleted) */
  wordbookLive: z.boolean(),
});
export type TDraftRow = z.infer<typeof ZDraftRow>;

const draftColumns = sql.fragment`
  d.id, d.user_id as "userId", d.status, d.words, d.provider, d.topic_note as "topicNote", d.prompt, d.level, d.time_zone as "timeZone",
  d.wordbook_id as "wordbookId",
  exists (select 1 from wordbooks b where b.id = d.wordbook_id and not b.deleted) as "wordbookLive"`;

/** A finished, unsaved draft of an identical request from the last `withinSeconds` (a client's fallback after a cut stream). */
export function findRecentDraft(db: CommonQueryMethods, args: { userId: string; requestKey: string; withinSeconds: number }) {
  return db.maybeOne(sql.type(ZDraftRow)`
    select ${draftColumns} from ai_wordbook_drafts d
    where d.user_id = ${args.userId} and d.request_key = ${args.requestKey} and d.status = 'done' and d.wordbook_id is null
      and d.finished_at > now() - make_interval(secs => ${args.withinSeconds})
    order by d.finished_at desc limit 1`);
}

export function findDraft(db: CommonQueryMethods, args: { userId: string; id: string }) {
  return db.maybeOne(sql.type(ZDraftRow)`select ${draftColumns} from ai_wordbook_drafts d where d.id = ${args.id} and d.user_id = ${args.userId}`);
}

/**
 * Closes the learner's running drafts whose job has ended without finishing them (a worker's
 * last attempt crashed) or that are older than `staleSeconds`; each is returned once, to refund.
 */
export function closeStaleDrafts(db: CommonQueryMethods, args: { userId: string; staleSeconds: number }) {
  return db.any(sql.type(ZEndedDraftRow)`
    update ai_wordbook_drafts d set status = 'failed', finished_at = now()
    where d.user_id = ${args.userId} and d.status = 'running' and ${cannotFinish('d', 'id', args.staleSeconds)}
    returning d.id, d.user_id as "userId", d.points, ${chargedMonthOf('d')} as "chargedMonth"`);
}

/** Ends a running draft as failed, once; null when it had already ended (so it is refunded once). */
export function failDraft(db: CommonQueryMethods, args: { id: string }) {
  return db.maybeOne(sql.type(ZEndedDraftRow)`
    update ai_wordbook_drafts d set status = 'failed', finished_at = now()
    where d.id = ${args.id} and d.status = 'running'
    returning d.id, d.user_id as "userId", d.points, ${chargedMonthOf('d')} as "chargedMonth"`);
}

/**
 * Stores the words on a running draft and keeps the points of what was delivered; returns the
 * points to give back (charged minus kept). null when the draft is no longer running (another
 * delivery finished it, or it was closed as stale and refunded).
 */
export function finishDraft(db: CommonQueryMethods, args: { id: string; words: unknown[]; provider: string; topicNote: unknown; points: number }) {
  return db.maybeOne(sql.type(ZEndedDraftRow.extend({ refund: z.number() }))`
    with old as (select id, points from ai_wordbook_drafts where id = ${args.id} and status = 'running')
    update ai_wordbook_drafts d
       set status = 'done', words = ${sql.jsonb(args.words as never)}, provider = ${args.provider},
           topic_note = ${args.topicNote == null ? null : sql.jsonb(args.topicNote as never)},
           points = least(old.points, ${args.points}), finished_at = now()
      from old
     where d.id = old.id and d.status = 'running'
    returning d.id, d.user_id as "userId", d.points, ${chargedMonthOf('d')} as "chargedMonth", old.points - d.points as refund`);
}

/**
 * The draft named by `id`, or the draft whose saved wordbook is `id`, locked until the
 * transaction ends so that two saves of one draft run one after the other. Read again after the
 * lock: a save that waited must see the wordbook the other one created.
 */
export async function lockDraftForSave(db: CommonQueryMethods, args: { userId: string; id: string }) {
  const id = await db.maybeOneFirst(sql.type(ZIdRow)`
    select d.id from ai_wordbook_drafts d
    where d.user_id = ${args.userId} and (d.id = ${args.id} or d.wordbook_id = ${args.id})
    order by (d.id = ${args.id}) desc limit 1
    for update of d`);
  return id === null ? null : findDraft(db, { userId: args.userId, id });
}

export function setDraftWordbook(db: CommonQueryMethods, args: { id: string; wordbookId: string }) {
  return db.query(sql.type(ZIdRow)`update ai_wordbook_drafts set wordbook_id = ${args.wordbookId}, saved_at = now() where id = ${args.id} returning id`);
}

// --- the learner's wordbooks and words ---------------------------------------------------------

/** Which of these ids are the learner's live wordbooks. */
export function listOwnedWordbookIds(db: CommonQueryMethods, args: { userId: string; ids: string[] }) {
  return db.anyFirst(sql.type(ZIdRow)`
    select id from wordbooks where user_id = ${args.userId} and not deleted and id = any(${sql.array(args.ids, 'uuid')})`);
}

/** The texts of the learner's live words, each marked when it is in one of `referenceIds`. */
export function listKeptWordTexts(db: CommonQueryMethods, args: { userId: string; referenceIds: string[] }) {
  return db.any(sql.type(z.object({ text: z.string(), inReference: z.boolean() }))`
    select w.text, bool_or(w.wordbook_id = any(${sql.array(args.referenceIds, 'uuid')})) as "inReference"
    from words w join wordbooks b on b.id = w.wordbook_id and not b.deleted
    where w.user_id = ${args.userId}
    group by w.text`);
}

/** Live wordbook names of the learner that start with `prefix` (lower case), to pick a free one. */
export function wordbookNamesStartingWith(db: CommonQueryMethods, args: { userId: string; prefix: string }) {
  return db.anyFirst(sql.type(z.object({ name: z.string() }))`
    select lower(name) as name from wordbooks
    where user_id = ${args.userId} and not deleted and starts_with(lower(name), lower(${args.prefix}))`);
}

/** The texts (lower case, spaces collapsed) of a wordbook's words, with their ids. */
export function listWordKeys(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.any(sql.type(z.object({ id: z.string(), key: z.string() }))`
    select id, lower(regexp_replace(trim(text), '\\s+', ' ', 'g')) as key from words
    where wordbook_id = ${args.wordbookId} and user_id = ${args.userId}`);
}

export function deleteWordsById(db: CommonQueryMethods, args: { userId: string; wordIds: string[] }) {
  return db.query(sql.type(ZIdRow)`delete from words where user_id = ${args.userId} and id = any(${sql.array(args.wordIds, 'uuid')}) returning id`);
}

/** A reviewed word as stored: the WordNet texts as AI alternatives; an edited definition or example as the learner's own. */
export type TDraftWordToSave = {
  text: string;
  meaning: string | null;
  example: string | null;
  aiDefinitions: string[];
  aiExamples: string[];
};

/** The words in the learner's order (one insert; created_at keeps the order). */
export function insertDraftWords(db: CommonQueryMethods, args: { userId: string; wordbookId: string; words: TDraftWordToSave[] }) {
  const w = args.words;
  if (w.length === 0) return Promise.resolve();
  return db.query(sql.type(ZIdRow)`
    insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin,
                       ai_definitions, ai_examples, meta_total_definitions, meta_total_examples, ai_definitions_language, created_at)
    select ${args.wordbookId}, ${args.userId}, text, meaning, case when meaning is null then null else 'user' end,
           example, case when example is null then null else 'user' end,
           ai_definitions, ai_examples, jsonb_array_length(ai_definitions), jsonb_array_length(ai_examples), 'en',
           now() + (n * interval '1 microsecond')
    from unnest(
      ${sql.array(w.map((x) => x.text), 'text')}, ${sql.array(w.map((x) => x.meaning), 'text')}, ${sql.array(w.map((x) => x.example), 'text')},
      ${sql.array(w.map((x) => JSON.stringify(x.aiDefinitions)), 'jsonb')}, ${sql.array(w.map((x) => JSON.stringify(x.aiExamples)), 'jsonb')}
    ) with ordinality as u(text, meaning, example, ai_definitions, ai_examples, n)
    returning id`);
}

/** Sets (or clears, with null) the learner's own meaning or example of a word. */
export function setOwnWordTexts(db: CommonQueryMethods, args: { userId: string; wordId: string; meaning: string | null; example: string | null }) {
  return db.query(sql.type(ZIdRow)`
    update words set meaning = ${args.meaning}, meaning_origin = ${args.meaning === null ? null : 'user'},
                     example = ${args.example}, example_origin = ${args.example === null ? null : 'user'}, updated_at = now()
    where id = ${args.wordId} and user_id = ${args.userId}
    returning id`);
}

/** Touches the wordbook (its words changed). */
export function touchWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.query(sql.type(ZIdRow)`update wordbooks set updated_at = now() where id = ${args.wordbookId} and user_id = ${args.userId} returning id`);
}
