import type { Server } from '@hapi/hapi';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.stop();
});

describe('GET /api/session', () => {
  it('answers nulls to a visitor', async () => {
    const res = await server.inject('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ user: null, aiLimits: null });
  });

  it('returns the signed-in user and Free AI limits', async () => {
    const userId = await createTestUser(server);
    const cookie = await signInAs(server, userId);
    const res = await server.inject({ url: '/api/session', headers: { cookie } });
    const body = res.result as { user: { id: string; isProUser: boolean; role: string }; aiLimits: unknown };
    expect(body.user.id).toBe(userId);
    expect(body.user.isProUser).toBe(false);
    expect(body.aiLimits).toEqual({ maxPoints: 5000, usedPoints: 0, remaining: 5000, percentLeft: 100 });
  });

  it('sets an HttpOnly SameSite=Lax cookie, new at each sign-in, kept 30 days only when remembered', async () => {
    const userId = await createTestUser(server);
    const first = await signInAs(server, userId);
    const signIn = (remember: boolean) => server.inject({ method: 'POST', url: '/api/test/sign-in', payload: { userId, remember } });
    const setCookie = String((await signIn(false)).headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Max-Age/);
    expect(setCookie.split(';')[0]).not.toBe(first);
    expect(String((await signIn(true)).headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('gives a Pro user no points bar', async () => {
    const userId = await createTestUser(server, { plan: 'pro' });
    const cookie = await signInAs(server, userId);
    const body = (await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: { isProUser: boolean }; aiLimits: unknown };
    expect(body.user.isProUser).toBe(true);
    expect(body.aiLimits).toBeNull();
  });

  it('ends the session on logout: the same cookie is then signed out', async () => {
    const userId = await createTestUser(server);
    const cookie = await signInAs(server, userId);
    const out = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await server.inject({ url: '/api/session', headers: { cookie } });
    expect((after.result as { user: unknown }).user).toBeNull();
  });

  it('lets a banned user see their status but refuses other signed-in calls', async () => {
    const userId = await createTestUser(server, { status: 'banned' });
    const cookie = await signInAs(server, userId);
    const session = (await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: { status: string } };
    expect(session.user.status).toBe('banned');
    const job = await server.inject({ url: '/api/jobs/00000000-0000-4000-8000-000000000000/events', headers: { cookie } });
    expect(job.statusCode).toBe(403);
    expect((job.result as { message: string }).message).toBe('Your account is banned.');
  });

  it('ends a session 90 days after sign-in however recently it was used', async () => {
    const userId = await createTestUser(server);
    const cookie = await signInAs(server, userId, true);
    expect(((await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: unknown }).user).not.toBeNull();
    // Used a minute ago, so its sliding expiry is far away; but it began 91 days ago.
    await server.app.pool.query(sql.typeAlias('void')`
      update sessions set created_at = now() - interval '91 days', last_active = now() - interval '1 minute' where user_id = ${userId}`);
    expect((await server.inject({ url: '/api/session', headers: { cookie } })).result).toEqual({ user: null, aiLimits: null });
  });
});
