import {
  ZAuditEntry,
  ZDailyFigures,
  ZFailedJob,
  ZMaintenanceState,
  ZPlanLog,
  ZQueueState,
  ZBillingOrder,
} from '@wordbook/core/contract/superadmin-tools';
import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** What the superadmin tools read across the product: audit log, daily figures, queues, billing, maintenance. */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The start of a UTC day, as a timestamptz. */
const utcDay = (date: string) => sql.fragment`(${date}::date::timestamp at time zone 'utc')`;
const ZTotal = z.object({ total: z.number() });

const auditColumns = sql.fragment`
  a.id, a.actor_user_id as "actorUserId", u.username::text as "actorUsername", a.action,
  a.target_type as "targetType", a.target_id as "targetId", a.details, a.ip_address as "ipAddress",
  a.created_at as "createdAt"`;

export type TAuditFilter = { action?: string; actor?: string; targetId?: string; from?: string; to?: string };

export async function searchAuditLog(db: CommonQueryMethods, args: TAuditFilter & { limit: number; offset: number }) {
  const where = [sql.fragment`true`];
  if (args.action) where.push(sql.fragment`a.action like ${`${args.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (args.actor) {
    where.push(sql.fragment`(u.username ilike ${likePattern(args.actor)} or u.email ilike ${likePattern(args.actor)} or a.actor_user_id::text = ${args.actor})`);
  }
  if (args.targetId) where.push(sql.fragment`a.target_id = ${args.targetId}`);
  if (args.from) where.push(sql.fragment`a.created_at >= ${utcDay(args.from)}`);
  if (args.to) where.push(sql.fragment`a.created_at < ${utcDay(args.to)} + interval '1 day'`);
  const whereSql = sql.join(where, sql.fragment` and `);
  const [items, total] = await Promise.all([
    db.any(sql.type(ZAuditEntry)`
      select ${auditColumns} from audit_log a left join users u on u.id = a.actor_user_id
      where ${whereSql} order by a.id desc limit ${args.limit} offset ${args.offset}`),
    db.oneFirst(sql.type(ZTotal)`select count(*) as total from audit_log a left join users u on u.id = a.actor_user_id where ${whereSql}`),
  ]);
  return { items, total };
}

/** Staff actions that point at trouble: accounts stopped, maintenance, jobs retried. */
const ISSUE_ACTIONS = ['user.ban', 'user.suspend', 'maintenance.on', 'maintenance.off', 'queue.retry', 'job.retry'];

export function recentIssueEntries(db: CommonQueryMethods, limit: number) {
  return db.any(sql.type(ZAuditEntry)`
    select ${auditColumns} from audit_log a left join users u on u.id = a.actor_user_id
    where a.action = any(${sql.array(ISSUE_ACTIONS, 'text')}) order by a.id desc limit ${limit}`);
}

const jobTable = sql.identifier(['pgboss', 'job']);
const queueTable = sql.identifier(['pgboss', 'queue']);

export function recentFailedJobs(db: CommonQueryMethods, limit: number) {
  return db.any(sql.type(ZFailedJob)`
    select j.id, j.name as queue, coalesce(j.completed_on, j.created_on) as "failedAt",
           coalesce(j.output->>'message', j.output::text) as error
    from ${jobTable} j where j.state = 'failed' order by coalesce(j.completed_on, j.created_on) desc limit ${limit}`);
}

/** One row per queue pg-boss knows, with what waits, runs and failed in it. */
export function queueStates(db: CommonQueryMethods) {
  return db.any(sql.type(ZQueueState)`
    select q.name,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as depth,
      count(j.id) filter (where j.state = 'active')::int as active,
      extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry')))::int as "oldestAgeSeconds",
      count(j.id) filter (where j.state = 'failed')::int as failed,
      count(j.id) filter (where j.state = 'failed' and j.completed_on > now() - interval '1 day')::int as "failedLastDay",
      q.name like '%-dead-letter' as "deadLetter"
    from ${queueTable} q left join ${jobTable} j on j.name = q.name
    where q.name not like '\_\_pgboss%'
    group by q.name order by q.name like '%-dead-letter', q.name`);
}

export function queueExists(db: CommonQueryMethods, queue: string) {
  return db.exists(sql.type(z.object({ name: z.string() }))`select name from ${queueTable} where name = ${queue}`);
}

export function databaseBytes(db: CommonQueryMethods) {
  return db.oneFirst(sql.type(z.object({ bytes: z.number() }))`select pg_database_size(current_database())::float8 as bytes`);
}

/**
 * Per UTC day of the last `days`: sign-ups, learners who did something (practised, asked for a
 * job or signed in), practice answers and AI jobs.
 */
export function dailyFigures(db: CommonQueryMethods, days: number) {
  const today = sql.fragment`(now() at time zone 'utc')::date`;
  return db.any(sql.type(ZDailyFigures)`
    with bounds as (select ${today} - (${days}::int - 1) as first_day),
    since as (select (first_day::timestamp at time zone 'utc') as at from bounds),
    days as (select generate_series((select first_day from bounds), ${today}, interval '1 day')::date as day),
    signups as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n from users
      where created_at >= (select at from since) group by 1),
    answers as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n from practice_attempts
      where created_at >= (select at from since) group by 1),
    ai as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n from job_runs
      where created_at >= (select at from since) and queue like 'ai-%' group by 1),
    activity as (
      select (created_at at time zone 'utc')::date as day, user_id from practice_attempts where created_at >= (select at from since)
      union all
      select (created_at at time zone 'utc')::date, user_id from job_runs where created_at >= (select at from since) and user_id is not null
      union all
      select (created_at at time zone 'utc')::date, user_id from sessions where created_at >= (select at from since)),
    active as (
      select a.day, count(distinct a.user_id)::int as n from activity a join users u on u.id = a.user_id and u.role = 'user' group by a.day)
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.n, 0) as signups, coalesce(ac.n, 0) as "activeLearners",
           coalesce(an.n, 0) as "practiceAnswers", coalesce(ai.n, 0) as "aiJobs"
    from days d left join signups s on s.day = d.day left join active ac on ac.day = d.day
      left join answers an on an.day = d.day left join ai on ai.day = d.day
    order by d.day`);
}

export function readMaintenance(db: CommonQueryMethods, options: { lock?: boolean } = {}) {
  const lock = options.lock ? sql.fragment`for update` : sql.fragment``;
  return db.one(sql.type(ZMaintenanceState)`
    select enabled, message, changed_at as "changedAt" from maintenance_mode ${lock}`);
}

export function writeMaintenance(db: CommonQueryMethods, args: { enabled: boolean; message: string; by: string }) {
  return db.one(sql.type(ZMaintenanceState)`
    update maintenance_mode set enabled = ${args.enabled}, message = ${args.message}, changed_at = now(), changed_by = ${args.by}
    returning enabled, message, changed_at as "changedAt"`);
}

export type TBillingFilter = { q?: string; status?: string; limit: number; offset: number };

function billingSearch(filter: TBillingFilter, orderColumn: ReturnType<typeof sql.identifier>) {
  const where = [sql.fragment`true`];
  if (filter.q) where.push(sql.fragment`(u.username ilike ${likePattern(filter.q)} or u.email ilike ${likePattern(filter.q)} or ${orderColumn} = ${filter.q})`);
  return where;
}

export async function listAllOrders(db: CommonQueryMethods, filter: TBillingFilter) {
  const where = billingSearch(filter, sql.identifier(['o', 'order_id']));
  if (filter.status) where.push(sql.fragment`o.status = ${filter.status}`);
  const whereSql = sql.join(where, sql.fragment` and `);
  const [items, sums] = await Promise.all([
    db.any(sql.type(ZBillingOrder)`
      select o.order_id as "orderId", o.user_id as "userId", u.username::text as username, o.plan_code as "planCode",
             o.amount_krw as "amountKrw", o.usd_total_cents as "usdTotalCents", o.status, o.created_at as "createdAt",
             o.paid_at as "paidAt", to_char(o.service_ends_on, 'YYYY-MM-DD') as "serviceEndsOn"
      from payment_orders o join users u on u.id = o.user_id
      where ${whereSql} order by o.created_at desc, o.order_id limit ${filter.limit} offset ${filter.offset}`),
    db.one(sql.type(z.object({ total: z.number(), paidKrw: z.number() }))`
      select count(*)::int as total, coalesce(sum(o.amount_krw) filter (where o.status = 'paid'), 0)::int as "paidKrw"
      from payment_orders o join users u on u.id = o.user_id where ${whereSql}`),
  ]);
  return { items, ...sums };
}

export async function listAllPlanLogs(db: CommonQueryMethods, filter: TBillingFilter) {
  const whereSql = sql.join(billingSearch(filter, sql.identifier(['p', 'order_id'])), sql.fragment` and `);
  const [items, total] = await Promise.all([
    db.any(sql.type(ZPlanLog)`
      select p.id::int as id, p.user_id as "userId", u.username::text as username, p.plan, p.reason, p.source_label as "sourceLabel",
             p.price_krw as "priceKrw", to_char(p.start_date, 'YYYY-MM-DD') as "startDate", to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
             p.order_id as "orderId", p.created_at as "createdAt"
      from plan_logs p join users u on u.id = p.user_id
      where ${whereSql} order by p.id desc limit ${filter.limit} offset ${filter.offset}`),
    db.oneFirst(sql.type(ZTotal)`select count(*)::int as total from plan_logs p join users u on u.id = p.user_id where ${whereSql}`),
  ]);
  return { items, total };
}
