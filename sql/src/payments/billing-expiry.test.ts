import type { Server } from '@hapi/hapi';
import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';
import { runBillingExpiry } from './billing-expiry.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server?.stop();
});

const ZState = z.object({ plan: z.string(), logs: z.number(), orderStatus: z.string().nullable() });
const state = (userId: string, orderId: string | null) => server.app.pool.one(sql.type(ZState)`
  select plan, (select count(*)::int from plan_logs where user_id = ${userId} and reason = 'expired') as logs,
    (select status from payment_orders where order_id = ${orderId}) as "orderStatus"
  from users where id = ${userId}`);

describe('the billing expiry sweep', () => {
  it('expires an unpaid order after its 30 minutes and ends a Pro pass the day after its last day, and a second delivery changes nothing', async () => {
    const id = await createTestUser(server, { plan: 'pro' });
    await server.app.pool.query(sql.typeAlias('void')`update users set pro_expires_on = '2026-03-10' where id = ${id}`);
    const cookie = await signInAs(server, id);
    const order = (await server.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { plan: 'pro_3m' } })).result as TCreateOrderResponse;
    const fresh = (await server.inject({ method: 'POST', url: '/api/payments/orders', headers: { cookie }, payload: { plan: 'pro_6m' } })).result as TCreateOrderResponse;
    await server.app.pool.query(sql.typeAlias('void')`update payment_orders set expire_at = now() - interval '1 second' where order_id = ${order.orderId}`);

    // on its last day the pass still holds
    await runBillingExpiry(server.app.pool, new Date('2026-03-10T23:59:00Z'));
    expect(await state(id, order.orderId)).toEqual({ plan: 'pro', logs: 0, orderStatus: 'expired' });
    expect((await state(id, fresh.orderId)).orderStatus).toBe('pending');

    expect(await runBillingExpiry(server.app.pool, new Date('2026-03-11T00:01:00Z'))).toMatchObject({ returnedToFree: 1 });
    expect(await state(id, order.orderId)).toEqual({ plan: 'free', logs: 1, orderStatus: 'expired' });
    const again = await runBillingExpiry(server.app.pool, new Date('2026-03-11T00:02:00Z'));
    expect(again).toEqual({ expiredOrders: 0, returnedToFree: 0 });
    expect(await state(id, order.orderId)).toEqual({ plan: 'free', logs: 1, orderStatus: 'expired' });
  });

  it("ends a pass on the learner's own calendar: a learner in Seoul is back to Free while it is still the last day in UTC", async () => {
    const seoul = await createTestUser(server, { plan: 'pro' });
    const utc = await createTestUser(server, { plan: 'pro' });
    await server.app.pool.query(sql.typeAlias('void')`update users set pro_expires_on = '2026-05-20', time_zone = 'Asia/Seoul' where id = ${seoul}`);
    await server.app.pool.query(sql.typeAlias('void')`update users set pro_expires_on = '2026-05-20' where id = ${utc}`);
    // 2026-05-20T15:30Z is 00:30 on 21 May in Seoul, still 20 May in UTC
    await runBillingExpiry(server.app.pool, new Date('2026-05-20T15:30:00Z'));
    expect((await state(seoul, null)).plan).toBe('free');
    expect((await state(utc, null)).plan).toBe('pro');
  });
});
