import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TossPaymentsClient } from './toss-payments.ts';

/** A local server answering as Toss Payments' documented API does; each test sets the next answers. */
type TSeen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let seen: TSeen[] = [];
let answers: ((res: ServerResponse) => void)[] = [];
let server: Server;
let baseUrl: string;

const json = (status: number, body: object) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const done = { paymentKey: 'pk_1', orderId: 'wb_order1', status: 'DONE', totalAmount: 16519, approvedAt: '2026-03-01T10:00:00+09:00', method: '카드' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift();
      if (answer) answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (timeoutMs = 2000) => new TossPaymentsClient({ baseUrl, secretKey: 'test_sk_abc', timeoutMs, retries: 2 });
const confirmArgs = { paymentKey: 'pk_1', orderId: 'wb_order1', amount: 16519, idempotencyKey: 'idem-1' };

describe('the Toss Payments adapter', () => {
  it('confirms with the documented path, Basic secret key, body and Idempotency-Key', async () => {
    seen = [];
    answers = [json(200, done)];
    expect(await client().confirm(confirmArgs)).toEqual({ ok: true, payment: done });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/payments/confirm' });
    expect(seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from('test_sk_abc:').toString('base64')}`);
    expect(seen[0]?.headers['idempotency-key']).toBe('idem-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ paymentKey: 'pk_1', orderId: 'wb_order1', amount: 16519 });
  });

  it('hands back ALREADY_PROCESSED_PAYMENT and a rejected card as the provider said, without retrying', async () => {
    seen = [];
    answers = [json(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' })];
    expect(await client().confirm(confirmArgs)).toEqual({ ok: false, status: 400, code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
    answers = [json(403, { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' })];
    expect(await client().confirm(confirmArgs)).toMatchObject({ ok: false, status: 403, code: 'REJECT_CARD_PAYMENT' });
    expect(seen).toHaveLength(2);
  });

  it('retries a 5xx with the same Idempotency-Key and takes the success that follows', async () => {
    seen = [];
    answers = [json(500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' }), json(200, done)];
    expect(await client().confirm(confirmArgs)).toEqual({ ok: true, payment: done });
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['idem-1', 'idem-1']);
  });

  it('answers PROVIDER_TIMEOUT when the provider never answers, after its retries', async () => {
    seen = [];
    answers = [];
    const result = await client(150).findByOrderId('wb_order1');
    expect(result).toMatchObject({ ok: false, status: 0, code: 'PROVIDER_TIMEOUT' });
    expect(seen.map((s) => [s.method, s.url])).toEqual(Array(3).fill(['GET', '/v1/payments/orders/wb_order1']));
  });

  it('cancels by payment key with a reason', async () => {
    seen = [];
    answers = [json(200, { ...done, status: 'CANCELED' })];
    expect(await client().cancel({ paymentKey: 'pk_1', cancelReason: 'Refund within 14 days', idempotencyKey: 'idem-2' })).toMatchObject({ ok: true, payment: { status: 'CANCELED' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/payments/pk_1/cancel' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ cancelReason: 'Refund within 14 days' });
  });
});
