import type { Server } from '@hapi/hapi';
import type { TCreateOrderResponse, TOrderSummary } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi } from '../../../../test/harness.ts';
import { addDays } from '@wordbook/core/rules/service-period';
import { learnerToday } from '../../services/payment-orders.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi({ FX_KRW_PER_USD: '1380' });
});
afterAll(async () => {
  await server?.stop();
});

async function learner(proExpiresOn?: string) {
  const id = await createTestUser(server, { plan: proExpiresOn ? 'pro' : 'free' });
  if (proExpiresOn) await server.app.pool.query(sql.typeAlias('void')`update users set pro_expires_on = ${proExpiresOn} where id = ${id}`);
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  return { id, call };
}

describe('POST /api/payments/orders', () => {
  it('prices each pass in whole KRW at the configured rate, with fx, service days and a 30-minute expiry', async () => {
    const me = await learner();
    const expected = { pro_3m: [16_519, 11.97, 3, 90], pro_6m: [30_388, 22.02, 6, 180], pro_12m: [54_841, 39.74, 12, 365] } as const;
    for (const [plan, [krw, usd, months, days]] of Object.entries(expected)) {
      const before = Date.now();
      const res = await me.call('POST', '/api/payments/orders', { plan: plan.toUpperCase() });
      expect(res.statusCode).toBe(200);
      const order = res.result as TCreateOrderResponse;
      expect(order).toMatchObject({ amountKRW: krw, usdTotal: usd, months, serviceDays: days, allowedToBuyNow: true, blockReason: null, earliestPurchaseAt: null });
      expect(order.fx).toMatchObject({ rate: 1380, source: 'configured' });
      expect(order.orderName).toBe(`Pro Plan ${months} Months Pass (one-time pass)`);
      const ttl = Date.parse(order.expireAt) - before;
      expect(ttl).toBeGreaterThan(29 * 60_000);
      expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
      expect(order.orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    }
  });

  it('offers the first-purchase guarantee (14 bonus days) only until a payment was made', async () => {
    const me = await learner();
    const first = (await me.call('POST', '/api/payments/orders', { plan: 'pro_3m' })).result as TCreateOrderResponse;
    expect([first.trialEligible, first.trialBonusDays]).toEqual([true, 14]);
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set status = 'paid', paid_at = now() where order_id = ${first.orderId}`);
    const second = (await me.call('POST', '/api/payments/orders', { plan: 'pro_3m' })).result as TCreateOrderResponse;
    expect([second.trialEligible, second.trialBonusDays]).toEqual([false, 0]);
  });

  it('blocks a 12-month pass while Pro runs long enough, still answering the block fields and the date it opens', async () => {
    const today = learnerToday();
    const me = await learner(addDays(today, 60));
    const res = await me.call('POST', '/api/payments/orders', { plan: 'pro_12m' });
    expect(res.statusCode).toBe(409);
    expect(res.result).toMatchObject({
      code: 'SERVICE_PERIOD_EXCEEDS_12M', months: 12, planLabel: 'Pro 12 Months', serviceDays: 365, allowedToBuyNow: false, earliestPurchaseAt: addDays(today, 60),
    });
    expect((res.result as { blockReason: string }).blockReason).toContain(addDays(today, 60));
    expect((await me.call('POST', '/api/payments/orders', { plan: 'pro_3m' })).statusCode).toBe(200);
    const count = await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from payment_orders where user_id = ${me.id}`);
    expect(count).toBe(1);
  });

  it("answers 'Invalid plan.' to a missing or unknown plan", async () => {
    const me = await learner();
    for (const payload of [{}, { plan: '' }, { plan: 'pro_24m' }, { plan: 7 }]) {
      const res = await me.call('POST', '/api/payments/orders', payload);
      expect([res.statusCode, (res.result as { message: string }).message]).toEqual([400, 'Invalid plan.']);
    }
  });
});

describe('GET /api/payments/orders/{orderId}/summary', () => {
  it("answers the owner's order and 404 to anyone else", async () => {
    const me = await learner();
    const order = (await me.call('POST', '/api/payments/orders', { plan: 'pro_6m' })).result as TCreateOrderResponse;
    const summary = (await me.call('GET', `/api/payments/orders/${order.orderId}/summary`)).result as TOrderSummary;
    expect(summary).toMatchObject({ orderId: order.orderId, status: 'pending', amountKRW: 30_388, months: 6, paidAt: null, trialApplied: false });
    const other = await learner();
    expect((await other.call('GET', `/api/payments/orders/${order.orderId}/summary`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/payments/orders/not%20an%20id/summary')).statusCode).toBe(404);
  });
});
