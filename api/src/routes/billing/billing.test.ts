import type { Server } from '@hapi/hapi';
import type { TBillingOverview, TRefundEligibility } from '@wordbook/core/contract/billing';
import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { payingLearner } from '../../../../test/payments.ts';
import { useListeningTestApi } from '../../../../test/harness.ts';

// payments reach the sandbox over HTTP like the real provider, so this API listens on a port of its own;
// refunds are carried out by a worker process serving the payment-refund queue
const parts = useListeningTestApi({ FX_KRW_PER_USD: '1380' }, 'payment-refund');
let server: Server;
beforeAll(() => {
  server = parts.server;
});

const learner = () => payingLearner(server, { timezone: 'Asia/Seoul' });

const ZSandbox = z.object({ status: z.string() });

describe('billing history', () => {
  it('shows the current plan, the order and the plan change, and an unpaid order older than 30 minutes as expired', async () => {
    const me = await learner();
    const paid = await me.buy('pro_3m');
    const stale = (await me.call('POST', '/api/payments/orders', { plan: 'pro_6m' })).result as TCreateOrderResponse;
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set created_at = now() - interval '31 minutes' where order_id = ${stale.orderId}`);
    const overview = (await me.call('GET', '/api/billing/overview')).result as TBillingOverview;
    expect(overview.current.plan).toBe('pro');
    expect(overview.current.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.orders.map((o) => [o.order_id, o.status])).toEqual([[paid.orderId, 'paid'], [stale.orderId, 'pending']]);
    expect(overview.normalized.orders.map((o) => o.status)).toEqual(['paid', 'expired']);
    expect(overview.planLogs).toHaveLength(1);
    expect(overview.planLogs[0]).toMatchObject({ plan: 'pro', reason: 'purchase', price: paid.amountKRW, price_sanitized: '₩16,519', matched_order_id: paid.orderId, matched_order_status: 'paid' });

    const timeline = (await me.call('GET', '/api/billing/timeline?limit=200')).result as { items: { kind: string; order_id: string | null; status: string | null; plan_to: string | null }[] };
    expect(timeline.items.map((i) => [i.kind, i.order_id, i.status ?? i.plan_to])).toEqual(
      expect.arrayContaining([['order', paid.orderId, 'paid'], ['order', stale.orderId, 'expired'], ['other', paid.orderId, 'pro']]),
    );
    expect(timeline.items).toHaveLength(3);
    expect((await me.call('GET', '/api/billing/timeline?limit=201')).statusCode).toBe(400);
    // another learner sees none of it
    const other = await learner();
    expect(((await other.call('GET', '/api/billing/overview')).result as TBillingOverview).orders).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds a first purchase within 14 days: the payment is cancelled with the provider, the learner is Free, a plan log is written; a repeat changes nothing', async () => {
    const me = await learner();
    const order = await me.buy('pro_6m');
    const before = (await me.call('GET', '/api/payments/refund-eligibility')).result as TRefundEligibility;
    expect(before).toMatchObject({ eligible: true, orderId: order.orderId, amountKRW: order.amountKRW });
    expect(Date.parse(before.refundableUntil ?? '') - Date.parse(before.firstPurchaseDate ?? '')).toBe(14 * 86_400_000);

    const [a, b] = await Promise.all([me.call('POST', '/api/payments/refund', { reason: 'Changed my mind' }), me.call('POST', '/api/payments/refund', {})]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 200]);
    const overview = (await me.call('GET', '/api/billing/overview')).result as TBillingOverview;
    expect(overview.current).toEqual({ plan: 'free', expiresAt: null });
    expect(overview.orders[0]?.status).toBe('cancelled');
    expect(overview.planLogs.map((l) => [l.plan, l.reason])).toEqual([['free', 'refund'], ['pro', 'purchase']]);
    expect(await server.app.pool.oneFirst(sql.type(ZSandbox)`select status from sandbox_payments where order_id = ${order.orderId}`)).toBe('CANCELED');

    const after = (await me.call('GET', '/api/payments/refund-eligibility')).result as TRefundEligibility;
    expect(after.eligible).toBe(false);
    expect(after.message).toMatch(/^Your first purchase was refunded on /);
    const again = await me.call('POST', '/api/payments/refund', {});
    expect(again.statusCode).toBe(409);
    expect(((await me.call('GET', '/api/billing/overview')).result as TBillingOverview).planLogs).toHaveLength(2);
    // the guarantee was the first purchase's: a later purchase has none
    const second = (await me.call('POST', '/api/payments/orders', { plan: 'pro_3m' })).result as TCreateOrderResponse;
    expect(second.trialEligible).toBe(false);
  });

  it('refuses a refund after 14 days, and when there is no purchase', async () => {
    const me = await learner();
    const none = (await me.call('GET', '/api/payments/refund-eligibility')).result as TRefundEligibility;
    expect(none).toMatchObject({ eligible: false, firstPurchaseDate: null, message: 'You have not bought a Pro pass yet.' });
    expect((await me.call('POST', '/api/payments/refund', {})).statusCode).toBe(409);
    const order = await me.buy('pro_3m');
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set paid_at = now() - interval '15 days' where order_id = ${order.orderId}`);
    const late = (await me.call('GET', '/api/payments/refund-eligibility')).result as TRefundEligibility;
    expect(late.eligible).toBe(false);
    expect(late.message).toMatch(/^The 14-day refund guarantee of your first purchase ended on \d{4}-\d{2}-\d{2}\.$/);
    const res = await me.call('POST', '/api/payments/refund', {});
    expect([res.statusCode, (res.result as { message: string }).message]).toEqual([409, late.message]);
    expect(((await me.call('GET', '/api/billing/overview')).result as TBillingOverview).current.plan).toBe('pro');
  });
});
