import type { Server } from '@hapi/hapi';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi } from '../../../../test/harness.ts';
import { ACCOUNT_TEST_ENV, cookieOf, createPasswordUser, freshIp, login, solveCaptcha } from '../../../../test/accounts-kit.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi(ACCOUNT_TEST_ENV);
});
afterAll(async () => {
  await server.stop();
});

const message = (res: { result: unknown }) => (res.result as { message: string }).message;

describe('POST /api/login', () => {
  it('signs in by username and by e-mail, returns the role and records the login time', async () => {
    const user = await createPasswordUser(server);
    const byName = await login(server, { username: user.username, password: user.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.result).toMatchObject({ success: true, user: { id: user.id, role: 'user', username: user.username } });
    const byEmail = await login(server, { email: user.email.toUpperCase(), password: user.password }, { headers: { 'x-device-id': 'device-1' } });
    expect(byEmail.statusCode).toBe(200);
    const cookie = cookieOf(byEmail)!;
    expect((await server.inject({ url: '/api/session', headers: { cookie } })).result).toMatchObject({ user: { id: user.id } });
    const row = await server.app.pool.one(sql.type(z.object({ lastLoginAt: z.string().nullable(), deviceId: z.string().nullable() }))`
      select u.last_login_at as "lastLoginAt", s.device_id as "deviceId" from users u join sessions s on s.user_id = u.id
      where u.id = ${user.id} order by s.created_at desc limit 1`);
    expect(row.lastLoginAt).not.toBeNull();
    expect(row.deviceId).toBe('device-1');
  });

  it('answers the same message for an unknown account and a wrong password', async () => {
    const user = await createPasswordUser(server);
    const wrong = await login(server, { username: user.username, password: 'not-the-password' });
    const unknown = await login(server, { username: `nobody_${user.username}`.slice(0, 20), password: 'whatever1' });
    const unknownEmail = await login(server, { email: 'nobody-at-all@example.com', password: 'whatever1' });
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe(M.invalidCredentials);
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('gives a new session cookie at login and ends the one the browser had', async () => {
    const user = await createPasswordUser(server);
    const first = cookieOf(await login(server, { username: user.username, password: user.password }))!;
    const second = await login(server, { username: user.username, password: user.password }, { headers: { cookie: first } });
    const next = cookieOf(second)!;
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
    expect((await server.inject({ url: '/api/session', headers: { cookie: first } })).result).toMatchObject({ user: null });
    expect((await server.inject({ url: '/api/session', headers: { cookie: next } })).result).toMatchObject({ user: { id: user.id } });
  });

  it('keeps the cookie 30 days with remember', async () => {
    const user = await createPasswordUser(server);
    const res = await login(server, { username: user.username, password: user.password, remember: true });
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('refuses a banned or suspended account with the right password, and its open session stops working', async () => {
    const user = await createPasswordUser(server);
    const cookie = cookieOf(await login(server, { username: user.username, password: user.password }))!;
    expect((await server.inject({ url: '/api/account', headers: { cookie } })).statusCode).toBe(200);
    await server.app.pool.query(sql.typeAlias('void')`update users set status = 'banned' where id = ${user.id}`);
    const next = await server.inject({ url: '/api/account', headers: { cookie } });
    expect(next.statusCode).toBe(403);
    expect(message(next)).toBe('Your account is banned.');
    const again = await login(server, { username: user.username, password: user.password });
    expect(again.statusCode).toBe(403);
    expect(again.result).toMatchObject({ message: 'Your account is banned.', code: 'ACCOUNT_BANNED' });
    expect(cookieOf(again)).toBeUndefined();
    const wrong = await login(server, { username: user.username, password: 'not-the-password' });
    expect(message(wrong)).toBe(M.invalidCredentials);

    const suspended = await createPasswordUser(server, { status: 'suspended' });
    const res = await login(server, { email: suspended.email, password: suspended.password });
    expect(res.result).toMatchObject({ message: 'Your account is suspended.', code: 'ACCOUNT_SUSPENDED' });
  });

  it('requires a fresh captcha and a well-formed credential', async () => {
    const user = await createPasswordUser(server);
    const none = await server.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password }, remoteAddress: freshIp() });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe(M.captchaRequired);
    const token = await solveCaptcha(server);
    const ok = await server.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password, token }, remoteAddress: freshIp() });
    expect(ok.statusCode).toBe(200);
    const replay = await server.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password, token }, remoteAddress: freshIp() });
    expect(message(replay)).toBe(M.captchaFailed);
    const badEmail = await login(server, { email: 'user@nowhere', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(message(badEmail)).toBe(M.emailFormatShort);
  });

  it('limits attempts on one account to 10 in 10 minutes (429 with Retry-After), whatever the address', async () => {
    const user = await createPasswordUser(server);
    for (let i = 0; i < 10; i++) {
      expect((await login(server, { username: user.username, password: 'wrong-one' })).statusCode).toBe(401);
    }
    const limited = await login(server, { username: user.username, password: user.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(message(limited)).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('counts the username and the e-mail of one account in one bucket: 5 + 5 wrong guesses, then 429', async () => {
    const user = await createPasswordUser(server);
    for (let i = 0; i < 5; i++) {
      expect((await login(server, { username: user.username, password: 'wrong-one' })).statusCode).toBe(401);
      expect((await login(server, { email: user.email, password: 'wrong-one' })).statusCode).toBe(401);
    }
    expect((await login(server, { email: user.email, password: user.password })).statusCode).toBe(429);
  });
});
