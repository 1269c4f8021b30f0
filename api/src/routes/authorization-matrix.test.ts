import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { client, FRUIT, learner, server, useTestServer, wordbookWith } from './practice/practice-test-kit.ts';
import { routeTable } from './route-table.ts';

useTestServer();

type TAccess = 'public' | 'optional' | 'learner';

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
  'GET /api/test-lt/current': 'learner',
  'POST /api/test-lt/start': 'learner',
  'POST /api/test-lt/round{round}/answers': 'learner',
  'POST /api/test-lt/restart': 'learner',
  'POST /api/ai/generate-wordbook': 'learner',
  'POST /api/ai/save-wordbook': 'learner',
  'POST /api/ai/generate-wordbook-next': 'learner',
  'POST /api/ai/save-wordbook-next': 'learner',
};

/** A valid body for the id-taking calls whose body is checked before the id (so the id decides the answer). */
const VALID_BODY: Record<string, object> = {
  'PATCH /api/wordbooks/{id}': { name: 'Taken over' },
  'PATCH /api/words/{id}': { text: 'taken' },
  'PATCH /api/words/{id}/select-meaning': { selectedMeaningIndex: 0 },
  'PATCH /api/words/{id}/select-example': { selectedExampleIndex: 0 },
  'POST /api/practice/session/{sessionId}/answer': { itemId: randomUUID(), userResponse: 0 },
};

const keyOf = (route: { method: string | string[]; path: string }) => `${String(route.method).toUpperCase()} ${route.path}`;
const learnerRoutes = routeTable.filter((route) => ACCESS[keyOf(route)] === 'learner');
/** A concrete URL for a route path: every parameter filled (a uuid, or round 1). */
const urlOf = (path: string, ids: Record<string, string> = {}) =>
  path.replace('{round}', '1').replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? randomUUID());

describe('the authorisation matrix', () => {
  it('names every route of the API, and no route that does not exist', () => {
    expect(routeTable.map(keyOf).sort()).toEqual(Object.keys(ACCESS).sort());
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
