import { ZAiReuseBehavior, ZWordbookType, type TAiReuseBehavior } from '@wordbook/core/contract/wordbooks';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Wordbooks. Every query takes the owner's id, and only wordbooks that are not
 * deleted exist for it: a soft-deleted wordbook answers like an unknown one everywhere.
 */
export const ZWordbookRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  type: ZWordbookType,
  isMain: z.boolean(),
  isFavorite: z.boolean(),
  aiReuseBehavior: ZAiReuseBehavior,
  createdAt: z.string(),
  updatedAt: z.string(),
  deleted: z.boolean(),
  wordCount: z.number().int(),
});
export type TWordbookRow = z.infer<typeof ZWordbookRow>;

export type TWordbookOrder = 'oldest' | 'newest';

/** The wordbook columns, camelCased once, with its word count; `t` is the table's alias. */
const wordbookColumns = (t: string) => {
  const c = (name: string) => sql.identifier([t, name]);
  return sql.fragment`
    ${c('id')} as id, ${c('user_id')} as "userId", ${c('name')} as name, ${c('type')} as type,
    ${c('is_main')} as "isMain", ${c('is_favorite')} as "isFavorite", ${c('ai_reuse_behavior')} as "aiReuseBehavior",
    ${c('created_at')} as "createdAt", ${c('updated_at')} as "updatedAt", ${c('deleted')} as deleted,
    (select count(*) from words where words.wordbook_id = ${c('id')})::int as "wordCount"`;
};

const orderBy = (order: TWordbookOrder) =>
  order === 'newest' ? sql.fragment`order by b.created_at desc, b.id desc` : sql.fragment`order by b.created_at, b.id`;

export function listWordbooks(db: CommonQueryMethods, args: { userId: string; order?: TWordbookOrder }) {
  return db.any(sql.type(ZWordbookRow)`
    select ${wordbookColumns('b')} from wordbooks b
    where b.user_id = ${args.userId} and not b.deleted
    ${orderBy(args.order ?? 'oldest')}`);
}

export function findWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOne(sql.type(ZWordbookRow)`
    select ${wordbookColumns('b')} from wordbooks b
    where b.id = ${args.wordbookId} and b.user_id = ${args.userId} and not b.deleted`);
}

/**
 * Locks the wordbook row until the transaction ends, so word inserts into one wordbook run one
 * after another and the 300-word count stays true. Count after this, in a separate statement:
 * a statement that waited for the lock still sees the snapshot it started with.
 */
export function lockWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    select id from wordbooks where id = ${args.wordbookId} and user_id = ${args.userId} and not deleted for update`);
}

/** Whether another live wordbook of the user has this name, ignoring case. */
export function wordbookNameTaken(db: CommonQueryMethods, args: { userId: string; name: string; exceptWordbookId?: string }) {
  const except = args.exceptWordbookId ? sql.fragment`and id <> ${args.exceptWordbookId}` : sql.fragment``;
  return db.oneFirst(sql.type(z.object({ exists: z.boolean() }))`
    select exists (select 1 from wordbooks where user_id = ${args.userId} and lower(name) = lower(${args.name}) and not deleted ${except}) as exists`);
}

/** The unique index that keeps live names distinct per user (migration 0005). */
export const WORDBOOK_NAME_UNIQUE_INDEX = 'wordbooks_user_name_key';

export function insertWordbook(db: CommonQueryMethods, args: { userId: string; name: string; type: z.infer<typeof ZWordbookType> }) {
  return db.one(sql.type(ZWordbookRow)`
    with inserted as (
      insert into wordbooks (user_id, name, type) values (${args.userId}, ${args.name}, ${args.type}) returning *
    )
    select ${wordbookColumns('inserted')} from inserted`);
}

/**
 * Serialises "make this the main wordbook" per user for the rest of the transaction: two
 * concurrent switches would otherwise both clear the old main and both set theirs.
 */
export function lockMainWordbookChoice(db: CommonQueryMethods, userId: string) {
  return db.query(sql.type(z.object({ locked: z.string() }))`
    select pg_advisory_xact_lock(hashtextextended(${`wordbook-main:${userId}`}, 0))::text as locked`);
}

/** Unsets the user's current main wordbook (other than `exceptWordbookId`). */
export function clearMainWordbook(db: CommonQueryMethods, args: { userId: string; exceptWordbookId: string }) {
  return db.query(sql.type(z.object({ id: z.string() }))`
    update wordbooks set is_main = false, updated_at = now()
    where user_id = ${args.userId} and is_main and not deleted and id <> ${args.exceptWordbookId}
    returning id`);
}

/** Changes the given fields of a live wordbook; null when it does not exist for this user. */
export function updateWordbook(
  db: CommonQueryMethods,
  args: { userId: string; wordbookId: string; name?: string; isMain?: boolean; isFavorite?: boolean; aiReuseBehavior?: TAiReuseBehavior },
) {
  const sets = [sql.fragment`updated_at = now()`];
  if (args.name !== undefined) sets.push(sql.fragment`name = ${args.name}`);
  if (args.isMain !== undefined) sets.push(sql.fragment`is_main = ${args.isMain}`);
  if (args.isFavorite !== undefined) sets.push(sql.fragment`is_favorite = ${args.isFavorite}`);
  if (args.aiReuseBehavior !== undefined) sets.push(sql.fragment`ai_reuse_behavior = ${args.aiReuseBehavior}`);
  return db.maybeOne(sql.type(ZWordbookRow)`
    with updated as (
      update wordbooks set ${sql.join(sets, sql.fragment`, `)}
      where id = ${args.wordbookId} and user_id = ${args.userId} and not deleted
      returning *
    )
    select ${wordbookColumns('updated')} from updated`);
}

/**
 * Soft delete: the row stays (its name is free again, its words are no longer listed, and no
 * longer main); null when there was no live wordbook to delete. Its unfinished practice session
 * is set aside as 'paused' in the same statement, so it can no longer be played.
 */
export function softDeleteWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    with deleted as (
      update wordbooks set deleted = true, deleted_at = now(), is_main = false, updated_at = now()
      where id = ${args.wordbookId} and user_id = ${args.userId} and not deleted
      returning id
    ), paused as (
      update practice_sessions set status = 'paused', ended_at = now(), updated_at = now()
      where user_id = ${args.userId} and wordbook_id in (select id from deleted) and status = 'active'
      returning id
    )
    select id from deleted`);
}
