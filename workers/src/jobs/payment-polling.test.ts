import type { Server } from '@hapi/hapi';
import { paymentPollingJob } from '@wordbook/core/contract/jobs/payment-polling';
import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { holdTableLock, lockWaiters, startListeningTestApi, startPaymentWorker, waitFor, type SpawnedProgram } from '../../../test/harness.ts';

/**
 * The payment-polling job in a real worker process, killed (SIGKILL) after the provider approved
 * a payment and before our write: the order is left unsettled, and the next polling run (in
 * another worker) settles it once, the provider having charged once.
 */
let server: Server;
let worker: SpawnedProgram | undefined;
const startWorker = async () => {
  worker = await startPaymentWorker(server, paymentPollingJob.name);
  return worker;
};
beforeAll(async () => {
  server = await startListeningTestApi({ FX_KRW_PER_USD: '1380' });
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await worker?.exited;
  await server?.stop();
});

const ZState = z.object({ status: z.string(), plan: z.string(), logs: z.number(), sandbox: z.string().nullable(), confirms: z.number() });
/** The order, its learner's plan, its plan logs, the provider's payment and the confirms the provider answered for its key. */
const state = (orderId: string) => server.app.pool.one(sql.type(ZState)`
  select o.status, u.plan, (select count(*)::int from plan_logs where order_id = o.order_id) as logs,
    (select status from sandbox_payments where order_id = o.order_id) as sandbox,
    (select count(*)::int from sandbox_idempotent_answers where idempotency_key = o.idempotency_key::text) as confirms
  from payment_orders o join users u on u.id = o.user_id where o.order_id = ${orderId}`);
/** Makes the order's last change look long past, so the sweep takes it up first. */
const age = (orderId: string) =>
  server.app.pool.query(sql.typeAlias('void')`update payment_orders set updated_at = now() - interval '1 day' where order_id = ${orderId}`);
/** Sends one polling run and waits until it is done. */
async function pollOnce() {
  const id = await server.app.boss.send(paymentPollingJob.name, {});
  await waitFor(async () => {
    const job = await server.app.pool.maybeOneFirst(sql.type(z.object({ state: z.string() }))`select state from pgboss.job where id = ${id}::uuid`);
    return job === 'completed';
  }, 60_000, 'the polling run');
}

describe('the payment-polling job', () => {
  it('settles, once, an order whose worker was SIGKILLed between the provider’s approval and our write', async () => {
    const cookie = await signInAs(server, await createTestUser(server, { plan: 'free' }));
    const order = (await server.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { plan: 'pro_3m' } })).result as TCreateOrderResponse;
    // paid in the widget; the learner never came back, so the polling job confirms it
    await server.inject({ method: 'POST', url: '/sandbox/toss/widget/pay', payload: { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName } });
    await age(order.orderId);
    const victim = await startWorker();
    await server.app.boss.updateQueue(paymentPollingJob.name, { name: paymentPollingJob.name, expireInSeconds: 3, retryDelay: 1, retryBackoff: false } as never);

    // writes to plan_logs wait while the test holds the table: settling stops after the provider's approval
    const release = await holdTableLock(server.app.pool, 'plan_logs');
    try {
      await server.app.boss.send(paymentPollingJob.name, {});
      await waitFor(async () => (await state(order.orderId)).sandbox === 'DONE' && (await lockWaiters(server.app.pool, 'plan_logs')) >= 1, 30_000,
        'the provider to approve and the worker to wait on plan_logs');
      victim.child.kill('SIGKILL');
      await victim.exited;
    } finally {
      await release();
    }
    // the provider charged; our write never happened
    expect(await state(order.orderId)).toEqual({ status: 'processing', plan: 'free', logs: 0, sandbox: 'DONE', confirms: 1 });

    await startWorker();
    await age(order.orderId);
    await pollOnce();
    expect(await state(order.orderId)).toEqual({ status: 'paid', plan: 'pro', logs: 1, sandbox: 'DONE', confirms: 1 });
    // delivered again: nothing changes
    await age(order.orderId);
    await pollOnce();
    expect(await state(order.orderId)).toEqual({ status: 'paid', plan: 'pro', logs: 1, sandbox: 'DONE', confirms: 1 });
  }, 150_000);
});
