import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { client, FRUIT, learner, server, useTestServer, wordbookWith } from './practice/practice-test-kit.ts';
import { routeTable } from './route-table.ts';

useTestServer();

type TAccess = 'public' | 'optional' | 'learner' | 'superadmin' | 'support';

/**
 * Who may call each route. A route added without an entry here fails the first test, so every
 * new call is placed in the matrix on purpose.
 */
const ACCESS: Record<string, TAccess> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/session': 'optional',
  'POST /api/logout': 'optional',
  'GET /api/jobs/{id}/events': 'optional',
  'GET /api/jobs/{id}/result': 'optional',
  'POST /api/system/selftest': 'optional',
  'GET /api/check-fullname': 'public',
  'GET /api/check-username': 'public',
  'GET /api/check-email': 'public',
  'GET /api/captcha/challenge': 'public',
  'POST /api/signup': 'public',
  'POST /api/signup/verify': 'public',
  'POST /api/signup/resend': 'public',
  'POST /api/login': 'optional',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset/confirm': 'public',
  'POST /api/password-reset/check': 'public',
  'GET /api/auth/providers': 'public',
  'GET /auth/google': 'public',
  'GET /auth/google/callback': 'public',
  'GET /api/dev/mailbox': 'public',
  'GET /dev/mailbox': 'public',
  'GET /api/account': 'learner',
  'PATCH /api/account': 'learner',
  'PATCH /api/account/profile': 'learner',
  'PATCH /api/account/password': 'learner',
  'POST /api/account/password': 'learner',
  'DELETE /api/account': 'learner',
  'GET /api/wordbooks': 'learner',
  'GET /api/wordbooks/{id}': 'learner',
  'POST /api/wordbooks': 'learner',
  'PATCH /api/wordbooks/{id}': 'learner',
  'DELETE /api/wordbooks/{id}': 'learner',
  'GET /api/words/{wordbookId}': 'learner',
  'POST /api/words': 'learner',
  'POST /api/words/batch': 'learner',
  'PATCH /api/words/{id}': 'learner',
  'DELETE /api/words/{id}': 'learner',
  'PATCH /api/words/{id}/select-meaning': 'learner',
  'PATCH /api/words/{id}/select-example': 'learner',
  'GET /api/ai/check': 'learner',
  'POST /api/ai/check-batch': 'learner',
  'POST /api/ai/generate': 'learner',
  'GET /api/practice/check/{wordbookId}': 'learner',
  'GET /api/practice/{wordbookId}/words-for-practice': 'learner',
  'GET /api/practice/session/active/{wordbookId}': 'learner',
  'POST /api/practice/session': 'learner',
  'GET /api/practice/session/{sessionId}/next': 'learner',
  'POST /api/practice/session/{sessionId}/answer': 'learner',
  'GET /api/practice/session/{sessionId}/history': 'learner',
  'GET /api/practice/session/{sessionId}/items': 'learner',
  'POST /api/practice/session/{sessionId}/cancel': 'learner',
  'GET /api/practice/sessions/{wordbookId}': 'learner',
  'POST /api/practice/offline-answers': 'learner',
  'GET /api/test-lt/current': 'learner',
  'POST /api/test-lt/start': 'learner',
  'POST /api/test-lt/round{round}/answers': 'learner',
  'POST /api/test-lt/restart': 'learner',
  'POST /api/ai/generate-wordbook': 'learner',
  'POST /api/ai/save-wordbook': 'learner',
  'POST /api/ai/generate-wordbook-next': 'learner',
  'POST /api/ai/save-wordbook-next': 'learner',
  'GET /api/study-plans/meta': 'learner',
  'GET /api/study-plans/active': 'learner',
  'GET /api/study-plans/resolve-activation': 'learner',
  'GET /api/study-plans/all': 'learner',
  'GET /api/study-plans/{id}': 'learner',
  'POST /api/study-plans': 'learner',
  'PATCH /api/study-plans/{id}': 'learner',
  'PATCH /api/study-plans/{id}/archive': 'learner',
  'PATCH /api/study-plans/{id}/restore': 'learner',
  'POST /api/study-plans/active/start-now': 'learner',
  'POST /api/payments/orders': 'learner',
  'GET /api/payments/orders/{orderId}/summary': 'learner',
  'GET /api/study-plans/overview': 'learner',
  'POST /api/study-plans/{id}/overrides/words': 'learner',
  'DELETE /api/study-plans/{id}/overrides/words': 'learner',
  'POST /api/study-plans/{id}/overrides/tests': 'learner',
  'POST /api/study-plans/{id}/overrides/day-mode': 'learner',
  'DELETE /api/study-plans/{id}/overrides/day-mode': 'learner',
  'POST /api/study-plans/links': 'learner',
  'GET /api/study-plans/{id}/tasks/{task}': 'learner',
  'POST /api/study-plans/{id}/tasks/{task}/session': 'learner',
  'PATCH /api/study-plans/{id}/vacation': 'learner',
  'PUT /api/study-plans/{id}/vacation-ranges': 'learner',
  'GET /api/study-plans/activity': 'learner',
  'GET /api/superadmin/stats': 'superadmin',
  'GET /api/superadmin/users': 'superadmin',
  'GET /api/superadmin/users/{id}': 'superadmin',
  'PATCH /api/superadmin/users/{id}': 'superadmin',
  'PATCH /api/superadmin/users/{id}/plan': 'superadmin',
  'PATCH /api/superadmin/users/{id}/ban': 'superadmin',
  'PATCH /api/superadmin/users/{id}/suspend': 'superadmin',
  'GET /api/superadmin/sessions/active': 'superadmin',
  'DELETE /api/superadmin/sessions/{id}': 'superadmin',
  'DELETE /api/superadmin/sessions/by-user/{userId}': 'superadmin',
  'GET /api/superadmin/roles': 'superadmin',
  'PATCH /api/superadmin/roles/{userId}': 'superadmin',
  'GET /api/superadmin/users/export': 'superadmin',
  'GET /api/superadmin/logs': 'superadmin',
  'GET /api/superadmin/issues': 'superadmin',
  'GET /api/superadmin/stats/daily': 'superadmin',
  'GET /api/superadmin/system': 'superadmin',
  'POST /api/superadmin/system/queues/{name}/retry': 'superadmin',
  'GET /api/superadmin/system/dead-letters': 'superadmin',
  'POST /api/superadmin/system/dead-letters/{id}/retry': 'superadmin',
  'PUT /api/superadmin/maintenance': 'superadmin',
  'GET /api/superadmin/billing/orders': 'superadmin',
  'GET /api/superadmin/billing/plan-logs': 'superadmin',
  'GET /api/maintenance': 'public',
  'GET /api/sql/status': 'superadmin',
  'POST /api/sql/execute-sql': 'superadmin',
  'POST /api/support/tickets': 'learner',
  'GET /api/support/tickets': 'learner',
  'GET /api/support/tickets/{id}': 'learner',
  'GET /api/support/staff/tickets': 'support',
  'POST /api/support/staff/tickets/{id}/answer': 'support',
  'PATCH /api/support/staff/tickets/{id}/close': 'support',
  'POST /api/payments/confirm': 'learner',
  'POST /sandbox/toss/v1/payments/confirm': 'public',
  'GET /sandbox/toss/v1/payments/orders/{orderId}': 'public',
  'POST /sandbox/toss/v1/payments/{paymentKey}/cancel': 'public',
  'POST /sandbox/toss/widget/pay': 'public',
  'GET /api/billing/overview': 'learner',
  'GET /api/billing/timeline': 'learner',
  'GET /api/payments/refund-eligibility': 'learner',
  'GET /api/ads': 'learner',
  'POST /api/payments/refund': 'learner',
};

/** A valid body for the id-taking calls whose body is checked before the id (so the id decides the answer). */
const VALID_BODY: Record<string, object> = {
  'PATCH /api/wordbooks/{id}': { name: 'Taken over' },
  'PATCH /api/words/{id}': { text: 'taken' },
  'PATCH /api/words/{id}/select-meaning': { selectedMeaningIndex: 0 },
  'PATCH /api/words/{id}/select-example': { selectedExampleIndex: 0 },
  'POST /api/practice/session/{sessionId}/answer': { itemId: randomUUID(), userResponse: 0 },
  'PATCH /api/study-plans/{id}': { wordsPerDay: 5 },
  'PATCH /api/study-plans/{id}/restore': { scheduledDate: '2030-01-02' },
  'POST /api/study-plans/{id}/overrides/words': { date: '2030-01-02', count: 5 },
  'POST /api/study-plans/{id}/overrides/tests': { date: '2030-01-02', study: 'all', review: 'none' },
  'POST /api/study-plans/{id}/overrides/day-mode': { date: '2030-01-02', mode: 'study' },
  'PATCH /api/study-plans/{id}/vacation': { enabled: true },
  'PUT /api/study-plans/{id}/vacation-ranges': { ranges: [] },
};

/** Valid bodies for the superadmin calls, so the refusal is about the caller and not the input. */
const SUPERADMIN_BODY: Record<string, object> = {
  'PATCH /api/superadmin/users/{id}': { level: 3 },
  'PATCH /api/superadmin/users/{id}/plan': { newPlan: 'pro', reason: 'admin', expireDate: '2099-01-01' },
  'PATCH /api/superadmin/roles/{userId}': { newRole: 'superadmin' },
  'PUT /api/superadmin/maintenance': { enabled: false },
  'POST /api/sql/execute-sql': { query: 'select 1', password: 'console-test-password' },
};

const keyOf = (route: { method: string | string[]; path: string }) => `${String(route.method).toUpperCase()} ${route.path}`;
const learnerRoutes = routeTable.filter((route) => ACCESS[keyOf(route)] === 'learner');
const superadminRoutes = routeTable.filter((route) => ACCESS[keyOf(route)] === 'superadmin');
const supportRoutes = routeTable.filter((route) => ACCESS[keyOf(route)] === 'support');
/** A concrete URL for a route path: every parameter filled (a uuid, round 1, or a study plan's review task). */
const urlOf = (path: string, ids: Record<string, string> = {}) =>
  path.replace('{round}', '1').replace('{task}', 'review').replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? randomUUID());

describe('the authorisation matrix', () => {
  it('names every route of the API, and no route that does not exist', () => {
    expect(routeTable.map(keyOf).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('places every route under /api/superadmin and /api/sql with the superadmin calls, so the table below tries each of them', () => {
    const staffRoutes = routeTable.map(keyOf).filter((key) => /^\w+ \/api\/(superadmin|sql)\//.test(key));
    expect(staffRoutes.length).toBeGreaterThanOrEqual(20);
    expect(staffRoutes.filter((key) => ACCESS[key] !== 'superadmin')).toEqual([]);
  });

  it("answers 401 to a visitor and 403 'You do not have permission to view this page.' to every other role on every superadmin route", async () => {
    expect(superadminRoutes.length).toBeGreaterThanOrEqual(12);
    const target = await createTestUser(server);
    const before = await server.app.pool.one(sql.type(z.object({ role: z.string(), status: z.string(), plan: z.string() }))`
      select role, status, plan from users where id = ${target}`);
    const ids = { id: target, userId: target };
    const body = (route: (typeof superadminRoutes)[number]) => SUPERADMIN_BODY[keyOf(route)] ?? {};
    for (const route of superadminRoutes) {
      const res = await server.inject({ method: String(route.method), url: urlOf(route.path, ids), payload: body(route) });
      expect([keyOf(route), res.statusCode]).toEqual([keyOf(route), 401]);
    }
    for (const role of ['user', 'admin', 'support', 'moderator'] as const) {
      const cookie = await signInAs(server, await createTestUser(server, { role, plan: 'pro' }));
      for (const route of superadminRoutes) {
        const res = await server.inject({ method: String(route.method), url: urlOf(route.path, ids), headers: { cookie }, payload: body(route) });
        const message = (res.result as { message?: string }).message;
        expect([role, keyOf(route), res.statusCode, message]).toEqual([role, keyOf(route), 403, 'You do not have permission to view this page.']);
      }
    }
    const after = await server.app.pool.one(sql.type(z.object({ role: z.string(), status: z.string(), plan: z.string() }))`
      select role, status, plan from users where id = ${target}`);
    expect(after).toEqual(before);
  });

  it("answers 401 to a visitor and 403 to a learner, an admin and a moderator on every support route; support and superadmin get through", async () => {
    expect(supportRoutes.length).toBeGreaterThanOrEqual(3);
    const body = { body: 'An answer' };
    for (const route of supportRoutes) {
      const res = await server.inject({ method: String(route.method), url: urlOf(route.path), payload: body });
      expect([keyOf(route), res.statusCode]).toEqual([keyOf(route), 401]);
    }
    for (const role of ['user', 'admin', 'moderator', 'support', 'superadmin'] as const) {
      const cookie = await signInAs(server, await createTestUser(server, { role }));
      for (const route of supportRoutes) {
        const res = await server.inject({ method: String(route.method), url: urlOf(route.path), headers: { cookie }, payload: body });
        const message = (res.result as { message?: string }).message;
        // an unknown ticket id: 404 once the role is let through
        const expected = role === 'support' || role === 'superadmin' ? (route.path.includes('{id}') ? 404 : 200) : 403;
        expect([role, keyOf(route), res.statusCode]).toEqual([role, keyOf(route), expected]);
        if (expected === 403) expect(message).toBe('You do not have permission to view this page.');
      }
    }
  });

  it('answers 401 to a visitor on every learner route, before reading any input', async () => {
    expect(learnerRoutes.length).toBeGreaterThan(30);
    for (const route of learnerRoutes) {
      const res = await server.inject({ method: String(route.method), url: urlOf(route.path), payload: {} });
      expect([keyOf(route), res.statusCode]).toEqual([keyOf(route), 401]);
    }
  });

  it('refuses a banned and a suspended learner on every learner route (403 with the status code)', async () => {
    for (const status of ['banned', 'suspended'] as const) {
      const cookie = await signInAs(server, await createTestUser(server));
      const id = (await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: { id: string } };
      await server.app.pool.query(sql.typeAlias('void')`update users set status = ${status} where id = ${id.user.id}`);
      for (const route of learnerRoutes) {
        const res = await server.inject({ method: String(route.method), url: urlOf(route.path), headers: { cookie }, payload: {} });
        expect([keyOf(route), res.statusCode, (res.result as { code?: string }).code]).toEqual([keyOf(route), 403, `ACCOUNT_${status.toUpperCase()}`]);
      }
    }
  });

  it('lets every role and plan use the learner routes as learners, and gives staff no way into a learner\'s wordbook', async () => {
    const owner = await learner();
    const { wordbookId } = await wordbookWith(owner.id, FRUIT);
    for (const who of [{ plan: 'pro' }, { role: 'admin' }, { role: 'support' }, { role: 'moderator' }, { role: 'superadmin' }]) {
      const cookie = await signInAs(server, await createTestUser(server, who));
      const label = JSON.stringify(who);
      expect([label, (await server.inject({ url: '/api/wordbooks', headers: { cookie } })).statusCode]).toEqual([label, 200]);
      expect([label, (await server.inject({ url: '/api/test-lt/current', headers: { cookie } })).statusCode]).toEqual([label, 200]);
      expect([label, (await server.inject({ url: `/api/wordbooks/${wordbookId}`, headers: { cookie } })).statusCode]).toEqual([label, 404]);
      expect([label, (await server.inject({ url: `/api/words/${wordbookId}`, headers: { cookie } })).statusCode]).toEqual([label, 404]);
    }
  });

  it("answers 404 to a learner naming another learner's wordbook, word or practice session, and changes nothing", async () => {
    const owner = await learner();
    const { wordbookId, wordIds } = await wordbookWith(owner.id, FRUIT);
    const session = await client(owner.cookie).start({ wordbookId });
    expect(session.status).toBe(200);
    const ids: Record<string, string> = { wordbookId, sessionId: session.body.sessionId };
    const other = await learner();
    const byPath = learnerRoutes.filter((route) => /\{(wordbookId|sessionId|id)\}/.test(route.path) && !route.path.startsWith('/api/jobs'));
    expect(byPath.length).toBeGreaterThan(15);
    for (const route of byPath) {
      // {id} names a wordbook under /api/wordbooks and a word under /api/words.
      const id = route.path.startsWith('/api/wordbooks') ? wordbookId : wordIds[0]!;
      const url = urlOf(route.path, { ...ids, id });
      const payload = VALID_BODY[keyOf(route)] ?? {};
      const res = await server.inject({ method: String(route.method), url, headers: { cookie: other.cookie }, payload });
      expect([keyOf(route), res.statusCode]).toEqual([keyOf(route), 404]);
    }
    // Through ids in bodies too.
    const inBody = [
      { method: 'POST', url: '/api/words', payload: { wordbook_id: wordbookId, text: 'intruder' } },
      { method: 'POST', url: '/api/practice/session', payload: { wordbookId, modes: { mtwObj: { enabled: true } } } },
      { method: 'POST', url: '/api/ai/generate', payload: { word_id: wordIds[0], word: 'apple', type: 'definition', force: 'auto' } },
    ];
    for (const call of inBody) {
      const res = await server.inject({ ...call, headers: { cookie: other.cookie } });
      expect([call.url, res.statusCode]).toEqual([call.url, 404]);
    }
    const mine = client(owner.cookie);
    const words = (await mine.get<{ words: { text: string }[] }>(`/api/words/${wordbookId}`)).body.words;
    expect(words.map((w) => w.text)).toEqual(FRUIT.map((w) => w.text));
    const wordbook = await mine.get<{ wordbook: { name: string } }>(`/api/wordbooks/${wordbookId}`);
    expect([wordbook.status, wordbook.body.wordbook.name]).not.toContain('Taken over');
    expect(wordbook.status).toBe(200);
  });
});
