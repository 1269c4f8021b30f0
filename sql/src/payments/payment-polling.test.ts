import type { Server } from '@hapi/hapi';
import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startListeningTestApi } from '../../../test/harness.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { runPaymentPolling } from './payment-polling.ts';

// the sandbox is reached over HTTP like the real provider, so this API listens on a port of its own
let server: Server;
beforeAll(async () => {
  server = await startListeningTestApi({ FX_KRW_PER_USD: '1380' });
});
afterAll(async () => {
  await server?.stop();
});

const provider = () => paymentProviderFor(server.app.env);
const ZState = z.object({ status: z.string(), plan: z.string(), logs: z.number(), sandbox: z.string().nullable() });
const state = (orderId: string) => server.app.pool.one(sql.type(ZState)`
  select o.status, u.plan, (select count(*)::int from plan_logs where order_id = o.order_id) as logs,
    (select status from sandbox_payments where order_id = o.order_id) as sandbox
  from payment_orders o join users u on u.id = o.user_id where o.order_id = ${orderId}`);
/** Makes the order look as if its last change was long ago, so the sweep takes it up. */
const age = (orderId: string) =>
  server.app.pool.query(sql.typeAlias('void')`update payment_orders set updated_at = now() - interval '10 minutes' where order_id = ${orderId}`);

async function orderPaidInWidget(plan: string, decline = false) {
  const cookie = await signInAs(server, await createTestUser(server, { plan: 'free' }));
  const order = (await server.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { plan } })).result as TCreateOrderResponse;
  const widget = await server.inject({ method: 'POST', url: '/sandbox/toss/widget/pay', payload: { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName, decline } });
  return { order, paymentKey: (widget.result as { paymentKey: string }).paymentKey };
}

describe('the payment-polling sweep', () => {
  it('settles an order whose payment the provider approved while our write never happened (a process killed mid-confirm), once', async () => {
    const { order, paymentKey } = await orderPaidInWidget('pro_3m');
    // the API marked the order processing and the provider confirmed it; then the process died
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set status = 'processing', payment_key = ${paymentKey} where order_id = ${order.orderId}`);
    const key = await server.app.pool.oneFirst(sql.type(z.object({ k: z.string() }))`select idempotency_key::text as k from payment_orders where order_id = ${order.orderId}`);
    expect((await provider().confirm({ paymentKey, orderId: order.orderId, amount: order.amountKRW, idempotencyKey: key })).ok).toBe(true);
    await age(order.orderId);
    await runPaymentPolling(server.app.pool, provider());
    expect(await state(order.orderId)).toEqual({ status: 'paid', plan: 'pro', logs: 1, sandbox: 'DONE' });
    await age(order.orderId);
    await runPaymentPolling(server.app.pool, provider());
    expect(await state(order.orderId)).toEqual({ status: 'paid', plan: 'pro', logs: 1, sandbox: 'DONE' });
  });

  it('confirms a payment approved in the widget whose learner never came back, charging once when delivered twice', async () => {
    const { order } = await orderPaidInWidget('pro_6m');
    await age(order.orderId);
    await Promise.all([runPaymentPolling(server.app.pool, provider()), runPaymentPolling(server.app.pool, provider())]);
    expect(await state(order.orderId)).toEqual({ status: 'paid', plan: 'pro', logs: 1, sandbox: 'DONE' });
    const key = await server.app.pool.oneFirst(sql.type(z.object({ k: z.string() }))`select idempotency_key::text as k from payment_orders where order_id = ${order.orderId}`);
    const answers = await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from sandbox_idempotent_answers where idempotency_key = ${key}`);
    expect(answers).toBe(1);
  });

  it('marks a declined payment failed and leaves an order nobody paid for to the expiry sweep', async () => {
    const declined = await orderPaidInWidget('pro_3m', true);
    const cookie = await signInAs(server, await createTestUser(server, { plan: 'free' }));
    const unpaid = (await server.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { plan: 'pro_3m' } })).result as TCreateOrderResponse;
    await age(declined.order.orderId);
    await age(unpaid.orderId);
    await runPaymentPolling(server.app.pool, provider());
    expect(await state(declined.order.orderId)).toEqual({ status: 'failed', plan: 'free', logs: 0, sandbox: 'ABORTED' });
    expect(await state(unpaid.orderId)).toEqual({ status: 'pending', plan: 'free', logs: 0, sandbox: null });
    await runPaymentPolling(server.app.pool, provider());
    expect(await state(declined.order.orderId)).toEqual({ status: 'failed', plan: 'free', logs: 0, sandbox: 'ABORTED' });
  });
});
