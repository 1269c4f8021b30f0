import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { sql } from '../sql-tag.ts';

/** The embedded payment sandbox's own tables (never read by the product's billing code). */
export const ZSandboxPaymentRow = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  amount: z.number().int(),
  orderName: z.string(),
  status: z.enum(['READY', 'DONE', 'CANCELED', 'ABORTED']),
  method: z.string(),
  approvedAt: z.string().nullable(),
  confirmDelayMs: z.number().int(),
});
export type TSandboxPaymentRow = z.infer<typeof ZSandboxPaymentRow>;

const columns = sql.fragment`payment_key as "paymentKey", order_id as "orderId", amount, order_name as "orderName", status, method,
  to_json(approved_at)#>>'{}' as "approvedAt",
  confirm_delay_ms as "confirmDelayMs"`;

/** The widget's approval (or decline, or an already processed payment): one payment per order; paying again answers the first. */
export function insertSandboxPayment(
  db: CommonQueryMethods,
  p: { paymentKey: string; orderId: string; amount: number; orderName: string; status: 'READY' | 'ABORTED' | 'DONE'; confirmDelayMs: number },
) {
  return db.one(sql.type(ZSandboxPaymentRow)`
    with inserted as (
      insert into sandbox_payments (payment_key, order_id, amount, order_name, status, confirm_delay_ms, approved_at)
      values (${p.paymentKey}, ${p.orderId}, ${p.amount}, ${p.orderName}, ${p.status}, ${p.confirmDelayMs},
        ${p.status === 'DONE' ? sql.fragment`now()` : null})
      on conflict (order_id) do nothing returning ${columns})
    select * from inserted union all select ${columns} from sandbox_payments where order_id = ${p.orderId} limit 1`);
}

/** The payment's simulated confirm delay, read without a lock (the sandbox waits before it answers). */
export function sandboxConfirmDelay(db: CommonQueryMethods, paymentKey: string): Promise<number> {
  return db.maybeOneFirst(sql.type(z.object({ d: z.number().int() }))`
    select confirm_delay_ms as d from sandbox_payments where payment_key = ${paymentKey}`).then((d) => d ?? 0);
}

export function lockSandboxPayment(db: CommonQueryMethods, by: { paymentKey: string } | { orderId: string }) {
  const where = 'paymentKey' in by ? sql.fragment`payment_key = ${by.paymentKey}` : sql.fragment`order_id = ${by.orderId}`;
  return db.maybeOne(sql.type(ZSandboxPaymentRow)`select ${columns} from sandbox_payments where ${where} for update`);
}

export function setSandboxPaymentStatus(db: CommonQueryMethods, args: { paymentKey: string; status: 'DONE' | 'CANCELED' }) {
  return db.one(sql.type(ZSandboxPaymentRow)`
    update sandbox_payments set status = ${args.status},
      approved_at = case when ${args.status} = 'DONE' then now() else approved_at end,
      canceled_at = case when ${args.status} = 'CANCELED' then now() else canceled_at end
    where payment_key = ${args.paymentKey} returning ${columns}`);
}

const ZAnswer = z.object({ statusCode: z.number().int(), body: z.record(z.unknown()) });

/** Takes the key (waiting for a concurrent holder) and answers what was stored under it, if anything. */
export async function claimIdempotencyKey(db: CommonQueryMethods, key: string) {
  await db.query(sql.typeAlias('void')`insert into sandbox_idempotent_answers (idempotency_key, status_code, body) values (${key}, 0, '{}') on conflict do nothing`);
  const row = await db.one(sql.type(ZAnswer)`
    select status_code as "statusCode", body from sandbox_idempotent_answers where idempotency_key = ${key} for update`);
  return row.statusCode === 0 ? null : row;
}

export function storeIdempotentAnswer(db: CommonQueryMethods, args: { key: string; statusCode: number; body: object }) {
  return db.query(sql.typeAlias('void')`
    update sandbox_idempotent_answers set status_code = ${args.statusCode}, body = ${sql.jsonb(args.body as never)}
    where idempotency_key = ${args.key}`);
}
