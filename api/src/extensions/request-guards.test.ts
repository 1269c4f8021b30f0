import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { messageOf, startTestApi } from '../../../test/harness.ts';
import { NUL_MESSAGE } from '../validate.ts';

let server: Server;
let cookie: string;
beforeAll(async () => {
  server = await startTestApi();
  cookie = await signInAs(server, await createTestUser(server));
});
afterAll(async () => {
  await server?.stop();
});

const createWordbook = (headers: Record<string, string>, payload: string | object = { name: 'Forged' }) =>
  server.inject({ method: 'POST', url: '/api/wordbooks', headers: { cookie, ...headers }, payload });

describe('requests from other pages', () => {
  it('refuses an opaque origin (a form posted through a cross-origin redirect sends Origin: null)', async () => {
    const res = await createWordbook({ origin: 'null' });
    expect([res.statusCode, messageOf(res)]).toEqual([403, 'Cross-site requests are not allowed.']);
  });

  it('refuses a page of the same site on another port, and accepts our own pages', async () => {
    expect((await createWordbook({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await createWordbook({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await createWordbook({ origin: 'http://127.0.0.1:4999' })).statusCode).toBe(403);
    expect((await createWordbook({ 'sec-fetch-site': 'same-origin' }, { name: 'Mine' })).statusCode).toBe(200);
  });

  it('takes JSON bodies only: a form-encoded or text body is refused before anything is stored', async () => {
    const form = await createWordbook({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=FormPost');
    expect(form.statusCode).toBe(415);
    const text = await createWordbook({ 'content-type': 'text/plain' }, '{"name":"TextPost"}');
    expect(text.statusCode).toBe(415);
    const list = (await server.inject({ url: '/api/wordbooks', headers: { cookie } })).result as { wordbooks: { name: string }[] };
    expect(list.wordbooks.map((w) => w.name)).not.toContain('FormPost');
    expect(list.wordbooks.map((w) => w.name)).not.toContain('TextPost');
  });
});

describe('text with a NUL character', () => {
  it('is a 400 with a readable message in bodies and queries, never a 500', async () => {
    const body = await createWordbook({}, { name: 'bad\u0000name' });
    expect([body.statusCode, messageOf(body)]).toEqual([400, NUL_MESSAGE]);
    const login = await server.inject({ method: 'POST', url: '/api/login', payload: { username: 'x\u0000', password: 'y', token: 'z' } });
    expect(login.statusCode).toBe(400);
    const query = await server.inject('/api/check-email?email=a%00b%40example.com');
    expect([query.statusCode, messageOf(query)]).toEqual([400, NUL_MESSAGE]);
    const mailbox = await server.inject('/api/dev/mailbox?to=%00');
    expect(mailbox.statusCode).toBe(400);
  });
});

describe('the caller address behind a load balancer', () => {
  it('counts X-Forwarded-For only with TRUST_PROXY: one client behind the balancer does not use up everyone\'s allowance', async () => {
    const trusting = await startTestApi({ TRUST_PROXY: 'true' });
    try {
      const check = (forwardedFor: string) =>
        trusting.inject({ url: '/api/check-email?email=someone@example.com', remoteAddress: '10.9.8.7', headers: { 'x-forwarded-for': forwardedFor } });
      for (let i = 0; i < 30; i++) expect((await check('203.0.113.5')).statusCode).toBe(200);
      expect((await check('203.0.113.5, 10.9.8.7')).statusCode).toBe(429);
      expect((await check('198.51.100.7')).statusCode).toBe(200);
    } finally {
      await trusting.stop();
    }
    // Without TRUST_PROXY the header is ignored: a client cannot pick its own bucket.
    for (let i = 0; i < 30; i++) {
      await server.inject({ url: '/api/check-email?email=x@example.com', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    }
    const spoofed = await server.inject({ url: '/api/check-email?email=x@example.com', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '192.0.2.99' } });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('the self-test route', () => {
  it('counts every call, refused or not: at most 60 a minute from one address', async () => {
    // Behind a public address the route is closed to all but superadmins (403), and still counted.
    const visible = await startTestApi({ PUBLIC_URL: 'https://wordbook.example.com' });
    try {
      const call = () => visible.inject({ method: 'POST', url: '/api/system/selftest', remoteAddress: '10.7.7.7', payload: { steps: 1, delayMs: 0 } });
      for (let i = 0; i < 60; i++) expect((await call()).statusCode).toBe(403);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await visible.stop();
    }
  });
});
