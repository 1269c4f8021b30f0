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
