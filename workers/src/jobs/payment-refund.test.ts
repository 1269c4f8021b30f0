import type { Server } from '@hapi/hapi';
import type { TRefundResponse } from '@wordbook/core/contract/billing';
import { paymentRefundJob } from '@wordbook/core/contract/jobs/payment-refund';
import { JOB_ID_HEADER } from '@wordbook/core/contract/job-stream';
import { findFinalJobEvent } from '@wordbook/sql/queries/job-runs';
import { sql } from '@wordbook/sql/sql-tag';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueTracked } from '../../../api/src/services/jobs.ts';
import { payingLearner } from '../../../test/payments.ts';
import { holdTableLock, lockWaiters, startPaymentWorker, useListeningTestApi, waitFor } from '../../../test/harness.ts';

/**
 * Refunds through a real worker process serving the payment-refund queue: the provider (the
 * sandbox, over HTTP) cancels the payment, the learner is back on Free, and a refund delivered
 * again, or retried after its worker was SIGKILLed between the provider's cancel and our write,
 * has its effect once.
 */
const parts = useListeningTestApi({ FX_KRW_PER_USD: '1380' }, paymentRefundJob.name);
let server: Server;
beforeAll(() => {
  server = parts.server;
});

const learner = () => payingLearner(server);

const ZEffect = z.object({ plan: z.string(), orderStatus: z.string(), cancelledAt: z.string().nullable(), refundLogs: z.number(), sandbox: z.string(), cancels: z.number() });
/** What a refund changes: the learner's plan, the order, the plan logs, and the provider's cancels of the order's payment. */
const effect = (userId: string, orderId: string) => server.app.pool.one(sql.type(ZEffect)`
  select u.plan, o.status as "orderStatus", o.cancelled_at::text as "cancelledAt",
    (select count(*)::int from plan_logs where order_id = o.order_id and reason = 'refund') as "refundLogs",
    (select status from sandbox_payments where order_id = o.order_id) as sandbox,
    (select count(*)::int from sandbox_idempotent_answers where idempotency_key = o.idempotency_key::text || '-refund') as cancels
  from payment_orders o join users u on u.id = o.user_id where o.order_id = ${orderId} and u.id = ${userId}`);

const refunded = { plan: 'free', orderStatus: 'cancelled', refundLogs: 1, sandbox: 'CANCELED', cancels: 1 };

describe('the payment-refund job', () => {
  it('cancels the payment and returns the learner to Free; the same refund delivered again changes nothing, even after a new pass', async () => {
    const me = await learner();
    const order = await me.buy('pro_3m');
    const res = await me.call('POST', '/api/payments/refund', { reason: 'Not for me' });
    expect([res.statusCode, res.result]).toEqual([200, { ok: true, orderId: order.orderId, status: 'cancelled', message: 'Your payment was refunded. You are back on the Free plan.' }]);
    const done = await effect(me.id, order.orderId);
    expect(done).toMatchObject(refunded);

    // the learner buys again; the old refund, delivered again, must not take the new pass away
    await me.buy('pro_6m');
    const again = await server.app.pool.transaction((tx) =>
      enqueueTracked(tx, server.app.boss, paymentRefundJob, { orderId: order.orderId, userId: me.id }, me.id));
    const result = await waitFor(() => findFinalJobEvent(server.app.pool, again), 30_000, 'the repeated refund');
    expect(result).toMatchObject({ kind: 'result', data: { ok: true, status: 'cancelled' } });
    expect(await effect(me.id, order.orderId)).toEqual({ ...done, plan: 'pro' });
  });

  it('a worker SIGKILLed after the provider cancelled and before our write leaves the learner Pro; another worker finishes the refund once', async () => {
    const me = await learner();
    const order = await me.buy('pro_6m');
    await server.app.boss.updateQueue(paymentRefundJob.name, { name: paymentRefundJob.name, expireInSeconds: 3, retryDelay: 1, retryBackoff: false } as never);
    // writes to plan_logs wait while the test holds the table, so the job stops after the provider's cancel
    const release = await holdTableLock(server.app.pool, 'plan_logs');
    const reply = me.call('POST', '/api/payments/refund', {});
    try {
      await waitFor(async () => (await effect(me.id, order.orderId)).sandbox === 'CANCELED' && (await lockWaiters(server.app.pool, 'plan_logs')) >= 1, 30_000,
        'the provider to cancel and the worker to wait on plan_logs');
      parts.worker?.child.kill('SIGKILL');
      await parts.worker?.exited;
    } finally {
      await release();
    }
    // the provider refunded the payment; our side never happened
    expect(await effect(me.id, order.orderId)).toMatchObject({ plan: 'pro', orderStatus: 'paid', refundLogs: 0, sandbox: 'CANCELED', cancels: 1 });

    parts.worker = await startPaymentWorker(server, paymentRefundJob.name);
    await waitFor(async () => (await effect(me.id, order.orderId)).orderStatus === 'cancelled', 60_000, 'another worker to finish the refund');
    expect(await effect(me.id, order.orderId)).toMatchObject(refunded);
    // the learner's request waited for the job (35 s at most; past that the client asks for the job's result, as here)
    const res = await reply;
    const jobId = String(res.headers[JOB_ID_HEADER] ?? '');
    const answer = res.statusCode === 504 ? await me.call('GET', `/api/jobs/${jobId}/result`) : res;
    expect([answer.statusCode, (answer.result as TRefundResponse).status]).toEqual([200, 'cancelled']);
  }, 120_000);
});
