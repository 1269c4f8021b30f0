import type { Server } from '@hapi/hapi';
import type { TCreateOrderResponse, TOrderSummary } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startListeningTestApi } from '../../../../test/harness.ts';
import { addDays } from '@wordbook/core/rules/service-period';
import { learnerToday } from '../../services/payment-orders.ts';

// the sandbox is reached over HTTP like the real provider, so this API listens on a port of its own
let server: Server;
beforeAll(async () => {
  server = await startListeningTestApi({ FX_KRW_PER_USD: '1380' });
});
afterAll(async () => {
  await server?.stop();
});

const ZUser = z.object({ plan: z.string(), proExpiresOn: z.string().nullable() });
const userPlan = (id: string) => server.app.pool.one(sql.type(ZUser)`select plan, pro_expires_on::text as "proExpiresOn" from users where id = ${id}`);
const count = (table: 'plan_logs' | 'sandbox_idempotent_answers', userOrKey: string) =>
  table === 'plan_logs'
    ? server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from plan_logs where user_id = ${userOrKey}`)
    : server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from sandbox_idempotent_answers where idempotency_key = ${userOrKey}`);

async function learner() {
  const id = await createTestUser(server, { plan: 'free' });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  /** An order, paid in the sandbox widget (approved, or declined). */
  const orderPaidInWidget = async (plan: string, decline = false, outcome?: 'delay' | 'already_processed') => {
    const order = (await call('POST', '/api/payments/orders', { plan })).result as TCreateOrderResponse;
    const widget = await server.inject({
      method: 'POST', url: '/sandbox/toss/widget/pay', payload: { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName, decline, ...(outcome ? { outcome } : {}) },
    });
    return { order, paymentKey: (widget.result as { paymentKey: string }).paymentKey };
  };
  return { id, call, orderPaidInWidget };
}

describe('POST /api/payments/confirm', () => {
  it('makes the learner Pro for the pass with one plan log, and two concurrent confirms charge and extend once', async () => {
    const me = await learner();
    const { order, paymentKey } = await me.orderPaidInWidget('pro_3m');
    const body = { orderId: order.orderId, paymentKey, amount: order.amountKRW };
    const since = await server.app.pool.oneFirst(sql.type(z.object({ t: z.string() }))`select now()::text as t`);
    const [a, b] = await Promise.all([me.call('POST', '/api/payments/confirm', body), me.call('POST', '/api/payments/confirm', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((a.result as TOrderSummary).status === 'paid' || (b.result as TOrderSummary).status === 'paid').toBe(true);
    const summary = (await me.call('GET', `/api/payments/orders/${order.orderId}/summary`)).result as TOrderSummary;
    expect(summary).toMatchObject({ status: 'paid', amountKRW: 16_519, months: 3, trialApplied: true, trialBonusDays: 14 });
    expect(await userPlan(me.id)).toEqual({ plan: 'pro', proExpiresOn: addDays(learnerToday(), 89) });
    expect(await count('plan_logs', me.id)).toBe(1);
    const key = await server.app.pool.oneFirst(sql.type(z.object({ k: z.string() }))`select idempotency_key::text as k from payment_orders where order_id = ${order.orderId}`);
    expect(await count('sandbox_idempotent_answers', key)).toBe(1);
    // the provider saw one Idempotency-Key for both confirms (the order's): it answered no other key meanwhile
    const keysSeen = await server.app.pool.anyFirst(sql.type(z.object({ k: z.string() }))`
      select idempotency_key as k from sandbox_idempotent_answers where created_at >= ${since}::timestamptz`);
    expect(keysSeen).toEqual([key]);
    // a later confirm answers the paid order and changes nothing
    expect(((await me.call('POST', '/api/payments/confirm', body)).result as TOrderSummary).status).toBe('paid');
    expect(await userPlan(me.id)).toEqual({ plan: 'pro', proExpiresOn: addDays(learnerToday(), 89) });
  });

  it('extends a running pass from its end', async () => {
    const me = await learner();
    const first = await me.orderPaidInWidget('pro_3m');
    await me.call('POST', '/api/payments/confirm', { orderId: first.order.orderId, paymentKey: first.paymentKey, amount: first.order.amountKRW });
    const second = await me.orderPaidInWidget('pro_6m');
    expect(second.order.trialEligible).toBe(false);
    const res = await me.call('POST', '/api/payments/confirm', { orderId: second.order.orderId, paymentKey: second.paymentKey, amount: second.order.amountKRW });
    expect((res.result as TOrderSummary).trialApplied).toBe(false);
    expect((await userPlan(me.id)).proExpiresOn).toBe(addDays(learnerToday(), 89 + 180));
  });

  it('refuses another amount, an expired order, a declined card, and another learner', async () => {
    const me = await learner();
    const { order, paymentKey } = await me.orderPaidInWidget('pro_6m');
    const wrong = await me.call('POST', '/api/payments/confirm', { orderId: order.orderId, paymentKey, amount: order.amountKRW - 1 });
    expect([wrong.statusCode, (wrong.result as { message: string }).message]).toEqual([400, 'The amount does not match the order.']);
    const other = await learner();
    expect((await other.call('POST', '/api/payments/confirm', { orderId: order.orderId, paymentKey, amount: order.amountKRW })).statusCode).toBe(404);

    const late = await me.orderPaidInWidget('pro_3m');
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set expire_at = now() - interval '1 second' where order_id = ${late.order.orderId}`);
    const expired = await me.call('POST', '/api/payments/confirm', { orderId: late.order.orderId, paymentKey: late.paymentKey, amount: late.order.amountKRW });
    expect([expired.statusCode, (expired.result as { message: string }).message]).toEqual([409, 'This order has expired. Please start a new checkout.']);

    const declined = await me.orderPaidInWidget('pro_3m', true);
    const refused = await me.call('POST', '/api/payments/confirm', { orderId: declined.order.orderId, paymentKey: declined.paymentKey, amount: declined.order.amountKRW });
    expect([refused.statusCode, (refused.result as { code: string }).code]).toEqual([402, 'REJECT_CARD_PAYMENT']);
    expect(((await me.call('GET', `/api/payments/orders/${declined.order.orderId}/summary`)).result as TOrderSummary).status).toBe('failed');
    expect(await userPlan(me.id)).toEqual({ plan: 'free', proExpiresOn: null });
  });

  it('settles a payment the provider already processed, and one whose confirm answers slowly, once each', async () => {
    const me = await learner();
    const done = await me.orderPaidInWidget('pro_3m', false, 'already_processed');
    const first = await me.call('POST', '/api/payments/confirm', { orderId: done.order.orderId, paymentKey: done.paymentKey, amount: done.order.amountKRW });
    expect([first.statusCode, (first.result as TOrderSummary).status]).toEqual([200, 'paid']);
    const slow = await me.orderPaidInWidget('pro_6m', false, 'delay');
    const started = Date.now();
    const second = await me.call('POST', '/api/payments/confirm', { orderId: slow.order.orderId, paymentKey: slow.paymentKey, amount: slow.order.amountKRW });
    expect([second.statusCode, (second.result as TOrderSummary).status]).toEqual([200, 'paid']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    expect((await userPlan(me.id)).proExpiresOn).toBe(addDays(learnerToday(), 89 + 180));
    expect(await count('plan_logs', me.id)).toBe(2);
  });
});
