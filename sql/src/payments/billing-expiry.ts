import type { DatabasePool } from '../pool.ts';
import { insertPlanLog } from '../queries/billing.ts';
import { expireUnpaidOrders } from '../queries/payment-orders.ts';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * The billing sweep: unpaid orders past expire_at become expired, and a learner whose Pro pass
 * ended before today in their own time zone (UTC when none is known) goes back to Free with one
 * 'expired' plan log. Each step selects only what still needs it, so a sweep delivered twice (or
 * re-run after a crash) changes nothing more.
 */
export async function runBillingExpiry(pool: DatabasePool, now = new Date()) {
  const expiredOrders = await expireUnpaidOrders(pool);
  const returnedToFree = await pool.transaction(async (tx) => {
    const ended = await tx.any(sql.type(z.object({ id: z.string(), endedOn: z.string() }))`
      update users set plan = 'free', updated_at = now()
      where plan = 'pro' and pro_expires_on is not null
        and pro_expires_on < (${now.toISOString()}::timestamptz at time zone coalesce(time_zone, 'UTC'))::date
      returning id, pro_expires_on::text as "endedOn"`);
    for (const user of ended) {
      await insertPlanLog(tx, { userId: user.id, plan: 'free', reason: 'expired', sourceLabel: 'Pro pass ended', endDate: user.endedOn });
    }
    return ended.length;
  });
  return { expiredOrders, returnedToFree };
}
