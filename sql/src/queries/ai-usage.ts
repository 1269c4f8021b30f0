import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** AI points (users.monthly_ai_usage_points for users.ai_usage_month), their ledger, and AI devices. */

/** The current usage month (UTC), as a date. */
const currentMonth = sql.fragment`(date_trunc('month', now() at time zone 'utc'))::date`;

/**
 * Points used in the current month, from a users row (`t` is its name or alias in the query):
 * another month's count means nothing is used yet. A null month (never charged; or set by an
 * administrator) counts as this month. The one definition of "used this month" (users.ts too).
 */
export const aiPointsUsedThisMonth = (t = 'users') => {
  const month = sql.identifier([t, 'ai_usage_month']);
  return sql.fragment`(case when ${month} is null or ${month} = ${currentMonth} then ${sql.identifier([t, 'monthly_ai_usage_points'])} else 0 end)`;
};
const usedThisMonth = aiPointsUsedThisMonth();

/** The usage month a charge made at `t`.created_at counted in: the month a refund gives back to. */
export const chargedMonthOf = (t: string) => sql.fragment`to_char(date_trunc('month', ${sql.identifier([t, 'created_at'])} at time zone 'utc'), 'YYYY-MM-DD')`;

/**
 * A running AI request or draft (`t`) that can no longer finish: older than `staleSeconds`, or
 * its job (`jobId`, a column of `t`) has ended without marking it (its worker's last attempt crashed).
 */
export const cannotFinish = (t: string, jobId: string, staleSeconds: number) => sql.fragment`(
  ${sql.identifier([t, 'created_at'])} < now() - make_interval(secs => ${staleSeconds})
  or exists (select 1 from job_runs j where j.id = ${sql.identifier([t, jobId])} and j.finished_at is not null))`;

const ZLedgerRow = z.object({ userId: z.string() });

/**
 * Charges `points` if the month's total stays within `maxPoints`, in one conditional UPDATE (so
 * concurrent charges cannot pass the limit together), and records it in the ledger. Returns the
 * month's new total, or null when the charge would pass the limit.
 */
export async function chargeAiPoints(
  db: CommonQueryMethods,
  args: { userId: string; points: number; maxPoints: number; reason: string; jobId: string | null },
): Promise<number | null> {
  const used = await db.maybeOneFirst(sql.type(z.object({ used: z.number() }))`
    update users set monthly_ai_usage_points = ${usedThisMonth} + ${args.points}, ai_usage_month = ${currentMonth}
    where id = ${args.userId} and ${usedThisMonth} + ${args.points} <= ${args.maxPoints}
    returning monthly_ai_usage_points as used`);
  if (used === null) return null;
  await db.query(sql.type(ZLedgerRow)`
    insert into ai_usage_ledger (user_id, points, reason, job_id) values (${args.userId}, ${args.points}, ${args.reason}, ${args.jobId})
    returning user_id as "userId"`);
  return used;
}

/**
 * Gives back the points of a failed request, if they were charged in the current month (a new
 * month has started from zero anyway), and records the refund. Callers make it happen once.
 */
export async function refundAiPoints(db: CommonQueryMethods, args: { userId: string; points: number; chargedMonth: string; jobId: string }) {
  if (args.points <= 0) return;
  const refunded = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    update users set monthly_ai_usage_points = greatest(0, monthly_ai_usage_points - ${args.points})
    where id = ${args.userId} and ai_usage_month = ${args.chargedMonth}::date and ai_usage_month = ${currentMonth}
    returning id`);
  if (refunded === null) return;
  await db.query(sql.type(ZLedgerRow)`
    insert into ai_usage_ledger (user_id, points, reason, job_id) values (${args.userId}, ${-args.points}, 'refund', ${args.jobId})
    returning user_id as "userId"`);
}

/** The month's used points (0 in a new month). */
export function usedAiPoints(db: CommonQueryMethods, userId: string) {
  return db.oneFirst(sql.type(z.object({ used: z.number() }))`select ${usedThisMonth} as used from users where id = ${userId}`);
}

// --- devices ---------------------------------------------------------------------------------

/** Marks a device the learner used for AI within the window as seen now; false when it is new (or came back after the window). */
export async function touchAiDevice(db: CommonQueryMethods, args: { userId: string; deviceId: string; windowDays: number }): Promise<boolean> {
  const seen = await db.maybeOneFirst(sql.type(z.object({ deviceId: z.string() }))`
    update ai_devices set last_seen = now()
    where user_id = ${args.userId} and device_id = ${args.deviceId} and last_seen > now() - make_interval(days => ${args.windowDays})
    returning device_id as "deviceId"`);
  return seen !== null;
}

/**
 * Adds a new device unless `limit` distinct devices were used within `windowDays`. Serialised
 * per user (advisory lock) so two new devices at once cannot both slip under the limit.
 */
export async function addAiDevice(
  db: CommonQueryMethods,
  args: { userId: string; deviceId: string; limit: number; windowDays: number },
): Promise<boolean> {
  await db.query(sql.type(z.object({ locked: z.string() }))`
    select pg_advisory_xact_lock(hashtext('ai_devices'), hashtext(${args.userId}))::text as locked`);
  const recent = await db.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from ai_devices
    where user_id = ${args.userId} and device_id <> ${args.deviceId}
      and last_seen > now() - make_interval(days => ${args.windowDays})`);
  if (recent >= args.limit) return false;
  await db.query(sql.type(z.object({ deviceId: z.string() }))`
    insert into ai_devices (user_id, device_id) values (${args.userId}, ${args.deviceId})
    on conflict (user_id, device_id) do update set last_seen = now()
    returning device_id as "deviceId"`);
  return true;
}

/** The device id the session was opened with (login's X-Device-Id), if any. */
export function sessionDeviceId(db: CommonQueryMethods, sessionId: string) {
  return db.maybeOneFirst(sql.type(z.object({ deviceId: z.string().nullable() }))`
    select device_id as "deviceId" from sessions where id = ${sessionId}`);
}
