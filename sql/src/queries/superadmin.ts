import type { Readable } from 'node:stream';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';
import { ZAdminSession } from '@wordbook/core/contract/superadmin';
import { aiPointsUsedThisMonth } from './ai-usage.ts';

/** What the superadmin pages read and change across all users (document 1 §3, §4, §7). */

export type TUserFilter = {
  q?: string;
  role?: string;
  plan?: string;
  status?: string;
  createdFrom?: string;
  createdTo?: string;
  sort: 'created_at' | 'last_login_at' | 'email' | 'username' | 'full_name';
  order: 'asc' | 'desc';
};

const ZAdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  role: z.enum(['user', 'admin', 'support', 'moderator', 'superadmin']),
  plan: z.enum(['free', 'pro']),
  pro_expires_on: z.string().nullable(),
  status: z.enum(['active', 'suspended', 'banned']),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  preferred_definition_languages: z.array(z.string()),
  monthly_ai_usage_points: z.number(),
  level: z.number().nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

const adminUserColumns = sql.fragment`
  u.id, u.email::text as email, u.username::text as username, u.full_name, u.role, u.plan, u.pro_expires_on, u.status,
  u.created_at, u.last_login_at, u.preferred_definition_languages,
  ${aiPointsUsedThisMonth('u')} as monthly_ai_usage_points, u.level`;

/** Escapes LIKE's wildcards so a search for '50%' means the text '50%'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function userWhere(filter: TUserFilter) {
  const where = [sql.fragment`u.deleted_at is null`];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(sql.fragment`(u.email ilike ${pattern} or u.username ilike ${pattern} or u.full_name ilike ${pattern} or u.id::text = ${filter.q})`);
  }
  if (filter.role) where.push(sql.fragment`u.role = ${filter.role}`);
  if (filter.plan) where.push(sql.fragment`u.plan = ${filter.plan}`);
  if (filter.status) where.push(sql.fragment`u.status = ${filter.status}`);
  if (filter.createdFrom) where.push(sql.fragment`u.created_at >= ${filter.createdFrom}::date`);
  // the whole "to" day is included
  if (filter.createdTo) where.push(sql.fragment`u.created_at < ${filter.createdTo}::date + 1`);
  return sql.join(where, sql.fragment` and `);
}

function userOrder(filter: TUserFilter) {
  const direction = filter.order === 'asc' ? sql.fragment`asc` : sql.fragment`desc`;
  // id breaks ties so pages never overlap
  return sql.fragment`order by ${sql.identifier(['u', filter.sort])} ${direction} nulls last, u.id ${direction}`;
}

export async function listAdminUsers(db: CommonQueryMethods, filter: TUserFilter & { limit: number; offset: number }) {
  const where = userWhere(filter);
  const [items, total] = await Promise.all([
    db.any(sql.type(ZAdminUserRow)`select ${adminUserColumns} from users u where ${where} ${userOrder(filter)} limit ${filter.limit} offset ${filter.offset}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`select count(*) as total from users u where ${where}`),
  ]);
  return { items, total };
}

const ZCsvUserRow = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  role: z.string(),
  plan: z.string(),
  status: z.string(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type TCsvUserRow = z.infer<typeof ZCsvUserRow>;

/**
 * The export's rows, in the list's order, read through a server-side cursor: `onStream` gets a
 * readable of rows that the database fills as the reader drains it, so memory stays bounded.
 */
export function streamUsersForExport(db: CommonQueryMethods, filter: TUserFilter, onStream: (rows: Readable) => void) {
  return db.stream(
    sql.type(ZCsvUserRow)`
      select u.id, u.email::text as email, u.username::text as username, u.full_name, u.role, u.plan, u.status,
             u.created_at, u.last_login_at
      from users u where ${userWhere(filter)} ${userOrder(filter)}`,
    (stream) => onStream(stream),
  );
}

export function findAdminUser(db: CommonQueryMethods, id: string, options: { lock?: boolean } = {}) {
  const lock = options.lock ? sql.fragment`for update` : sql.fragment``;
  return db.maybeOne(sql.type(ZAdminUserRow)`select ${adminUserColumns} from users u where u.id = ${id} and u.deleted_at is null ${lock}`);
}

export type TAdminUserChanges = {
  fullName?: string;
  username?: string;
  email?: string;
  monthlyAiUsagePoints?: number;
  level?: number | null;
  languages?: string[];
  plan?: 'free' | 'pro';
  proExpiresOn?: string | null;
  status?: 'active' | 'suspended' | 'banned';
  role?: string;
};

/** Writes the given fields (an absent one is left alone) and answers the row as it now is. */
export function updateAdminUser(db: CommonQueryMethods, id: string, changes: TAdminUserChanges) {
  const sets = [sql.fragment`updated_at = now()`];
  if (changes.fullName !== undefined) sets.push(sql.fragment`full_name = ${changes.fullName}`);
  if (changes.username !== undefined) sets.push(sql.fragment`username = ${changes.username}`);
  if (changes.email !== undefined) sets.push(sql.fragment`email = ${changes.email}`);
  if (changes.monthlyAiUsagePoints !== undefined) {
    // an administrator's count applies to the current month
    sets.push(sql.fragment`monthly_ai_usage_points = ${changes.monthlyAiUsagePoints}, ai_usage_month = null`);
  }
  if (changes.level !== undefined) sets.push(sql.fragment`level = ${changes.level}`);
  if (changes.languages !== undefined) sets.push(sql.fragment`preferred_definition_languages = ${sql.array(changes.languages, 'text')}`);
  if (changes.plan !== undefined) sets.push(sql.fragment`plan = ${changes.plan}`);
  if (changes.proExpiresOn !== undefined) sets.push(sql.fragment`pro_expires_on = ${changes.proExpiresOn}`);
  if (changes.status !== undefined) sets.push(sql.fragment`status = ${changes.status}`);
  if (changes.role !== undefined) sets.push(sql.fragment`role = ${changes.role}`);
  return db.maybeOne(sql.type(ZAdminUserRow)`
    update users u set ${sql.join(sets, sql.fragment`, `)} where u.id = ${id} and u.deleted_at is null
    returning ${adminUserColumns}`);
}

/** Whether another live account already uses this e-mail or username. */
export function findIdentityClash(db: CommonQueryMethods, args: { id: string; email?: string; username?: string }) {
  return db.maybeOneFirst(sql.type(z.object({ field: z.string() }))`
    select case when email = ${args.email ?? ''} then 'email' else 'username' end as field
    from users where id <> ${args.id} and (email = ${args.email ?? ''} or username = ${args.username ?? ''}) limit 1`);
}

/** A session is live when valid and unexpired; active when also used within `activeMinutes`. */
const liveSession = sql.fragment`(s.valid and s.expires_at > now())`;

export async function listAdminSessions(
  db: CommonQueryMethods,
  args: { q?: string; userId?: string; all: boolean; sort: 'lastSeenAt' | 'createdAt'; order: 'asc' | 'desc'; limit: number; offset: number; activeMinutes: number },
) {
  const where = [sql.fragment`u.deleted_at is null`];
  if (!args.all) where.push(liveSession);
  if (args.userId) where.push(sql.fragment`s.user_id = ${args.userId}`);
  if (args.q) {
    const pattern = likePattern(args.q);
    where.push(sql.fragment`(u.email ilike ${pattern} or u.username ilike ${pattern} or s.ip_address ilike ${pattern} or s.user_agent ilike ${pattern})`);
  }
  const whereSql = sql.join(where, sql.fragment` and `);
  const column = args.sort === 'createdAt' ? sql.fragment`s.created_at` : sql.fragment`s.last_active`;
  const direction = args.order === 'asc' ? sql.fragment`asc` : sql.fragment`desc`;
  const isActive = sql.fragment`(${liveSession} and s.last_active > now() - make_interval(mins => ${args.activeMinutes}))`;
  const [items, total] = await Promise.all([
    db.any(sql.type(ZAdminSession)`
      select s.id, s.user_id, u.email::text as email, u.username::text as username, s.ip_address, s.user_agent,
             s.created_at, s.last_active, s.valid, s.expires_at,
             (case when ${isActive} then 1 else 0 end)::int as is_active,
             case when not ${liveSession} then 'expired' when ${isActive} then 'active' else 'offline' end as status
      from sessions s join users u on u.id = s.user_id
      where ${whereSql} order by ${column} ${direction}, s.id ${direction} limit ${args.limit} offset ${args.offset}`),
    db.oneFirst(sql.type(z.object({ total: z.number() }))`
      select count(*) as total from sessions s join users u on u.id = s.user_id where ${whereSql}`),
  ]);
  return { items, total };
}

/** Ends one session; answers its owner's id, or null when there is no such session. */
export function invalidateSessionById(db: CommonQueryMethods, id: string) {
  return db.maybeOne(sql.type(z.object({ userId: z.string(), wasValid: z.boolean() }))`
    update sessions s set valid = false from sessions before
    where s.id = ${id} and before.id = s.id returning s.user_id as "userId", before.valid as "wasValid"`);
}

/** Ends every live session of a user; answers how many were ended. */
export function invalidateSessionsOfUser(db: CommonQueryMethods, userId: string) {
  return db.oneFirst(sql.type(z.object({ ended: z.number() }))`
    with ended as (update sessions set valid = false where user_id = ${userId} and valid returning 1)
    select count(*) as ended from ended`);
}

export function readSiteStats(db: CommonQueryMethods, activeMinutes: number) {
  return db.one(sql.type(z.object({ totalUsers: z.number(), activeSessions: z.number(), validSessions: z.number(), bannedCount: z.number() }))`
    select
      (select count(*) from users where deleted_at is null) as "totalUsers",
      (select count(*) from sessions s where ${liveSession} and s.last_active > now() - make_interval(mins => ${activeMinutes})) as "activeSessions",
      (select count(*) from sessions s where ${liveSession}) as "validSessions",
      (select count(*) from users where deleted_at is null and status = 'banned') as "bannedCount"`);
}
