import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** Refund requests, one per order (document 3, §1, §6). Every query names the order or its owner. */
export const ZPaymentRefundRow = z.object({
  orderId: z.string(),
  userId: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['requested', 'done', 'failed']),
  jobId: z.string(),
  failureCode: z.string().nullable(),
});
export type TPaymentRefundRow = z.infer<typeof ZPaymentRefundRow>;

const columns = sql.fragment`order_id as "orderId", user_id as "userId", reason, status, job_id::text as "jobId", failure_code as "failureCode"`;

export function findRefund(db: CommonQueryMethods, orderId: string) {
  return db.maybeOne(sql.type(ZPaymentRefundRow)`select ${columns} from payment_refunds where order_id = ${orderId}`);
}

/** Records a refund request (or asks again after a failed one) carried out by the job `jobId`. */
export function requestRefundOf(db: CommonQueryMethods, r: { orderId: string; userId: string; reason: string | null; jobId: string }) {
  return db.one(sql.type(ZPaymentRefundRow)`
    insert into payment_refunds (order_id, user_id, reason, job_id) values (${r.orderId}, ${r.userId}, ${r.reason}, ${r.jobId})
    on conflict (order_id) do update
      set status = 'requested', reason = excluded.reason, job_id = excluded.job_id, failure_code = null, requested_at = now()
      where payment_refunds.status = 'failed'
    returning ${columns}`);
}

export function markRefundDone(db: CommonQueryMethods, orderId: string) {
  return db.query(sql.typeAlias('void')`
    update payment_refunds set status = 'done', done_at = coalesce(done_at, now()) where order_id = ${orderId}`);
}

export function markRefundFailed(db: CommonQueryMethods, args: { orderId: string; failureCode: string }) {
  return db.query(sql.typeAlias('void')`
    update payment_refunds set status = 'failed', failure_code = ${args.failureCode} where order_id = ${args.orderId} and status = 'requested'`);
}
