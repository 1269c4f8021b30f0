import type { Server } from '@hapi/hapi';
import type { TCreateOrderResponse } from '@wordbook/core/contract/payments';
import { expect } from 'vitest';
import { createTestUser, signInAs } from './accounts.ts';

/**
 * A signed-in Free learner who pays as the checkout does: an order, the sandbox widget's payment
 * and the confirm (the API must be listening: the confirm reaches the sandbox over HTTP).
 */
export async function payingLearner(server: Server, options: { timezone?: string } = {}) {
  const id = await createTestUser(server, { plan: 'free' });
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
  const buy = async (plan: string): Promise<TCreateOrderResponse> => {
    const order = (await call('POST', '/api/payments/orders', { plan, ...options })).result as TCreateOrderResponse;
    const widget = await server.inject({ method: 'POST', url: '/sandbox/toss/widget/pay', payload: { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName } });
    const paymentKey = (widget.result as { paymentKey: string }).paymentKey;
    expect((await call('POST', '/api/payments/confirm', { orderId: order.orderId, paymentKey, amount: order.amountKRW })).statusCode).toBe(200);
    return order;
  };
  return { id, call, buy };
}
