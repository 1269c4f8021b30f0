import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FRUIT, learner, server, useTestServer, wordbookWith } from './practice/practice-test-kit.ts';
import { routeTable } from './route-table.ts';

useTestServer();

/**
 * Generated input against every route: wrong types, huge and empty strings, NUL and lone
 * surrogates, nulls, extra fields, SQL and script payloads, other content types. Every answer
 * is 2xx or 4xx with a readable message, never a 5xx. A fixed seed keeps runs repeatable and
 * the budget keeps CI short.
 */
const SEED = 20_261_124;
const RUNS_PER_ROUTE = 12;

const nasty = fc.oneof(
  fc.string(),
  fc.string({ minLength: 2_000, maxLength: 5_000 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '{{7*7}}'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(nasty, fc.array(nasty, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 4 }));
/** Bodies with the field names our contracts use, so values reach the schemas and the services. */
const FIELDS = ['name', 'text', 'meaning', 'example', 'wordbook_id', 'wordbookId', 'word_id', 'word', 'type', 'force', 'username', 'email', 'password', 'token', 'itemId', 'userResponse', 'modes', 'count', 'prompt', 'answers', 'test_id', 'words', 'wordbook_ids', 'full_name', 'code', 'verificationId', 'current_password', 'new_password', 'order', 'stream'];
const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
const query = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.string(), fc.constantFrom('\u0000', '%00', "'--", '-1', '99999999999999999999')), { maxKeys: 3 });
const contentType = fc.constantFrom('application/json', 'application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data');
/** A value as a form or query string would carry it (objects as JSON, since String() of a null-prototype object throws). */
const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
const formOf = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, asText(v)])).toString();

const pathValue = fc.oneof(fc.uuid(), fc.constantFrom('1', '0', '-1', 'null', "1'--", '%00', 'x'.repeat(300)));

describe('generated input on every route', () => {
  it('never gets a 5xx and always a readable message on 4xx', async () => {
    const me = await learner();
    const { wordbookId } = await wordbookWith(me.id, FRUIT);
    // Calls that wait up to 35 s for a worker's job (none runs here) are fuzzed by their own tests' workers instead.
    // Logging out or deleting the account would leave the rest of the run signed out.
    const endsTheSession = ['/api/logout', '/api/account'];
    const waitsForJob = ['/api/test-lt/start', '/api/test-lt/round{round}/answers', '/api/ai/generate-wordbook', '/api/ai/generate-wordbook-next', '/api/ai/generate', '/api/system/selftest'];
    const routes = routeTable.filter(
      (route) => !String(route.path).includes('google') && !String(route.path).startsWith('/api/jobs') && !waitsForJob.includes(String(route.path)) &&
        !(endsTheSession.includes(String(route.path)) && ['POST', 'DELETE'].includes(String(route.method).toUpperCase())),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const method = String(route.method).toUpperCase();
      await fc.assert(
        fc.asyncProperty(body, query, contentType, pathValue, fc.boolean(), async (payload, params, type, id, signedIn) => {
          const path = String(route.path).replace(/\{(\w+)\}/g, (_, name: string) => (name === 'wordbookId' && id.length === 36 ? wordbookId : encodeURIComponent(id)));
          const search = formOf(params);
          const res = await server.inject({
            method,
            url: `${path}${search ? `?${search}` : ''}`,
            headers: { ...(signedIn ? { cookie: me.cookie } : {}), 'content-type': type },
            ...(method === 'GET' ? {} : { payload: type === 'application/json' ? JSON.stringify(payload) : formOf(payload) }),
          });
          const message = (res.result as { message?: unknown } | null)?.message;
          if (res.statusCode >= 500) failures.push(`${method} ${route.path} → ${res.statusCode}: ${JSON.stringify(payload).slice(0, 200)}`);
          if (res.statusCode >= 400 && res.statusCode < 500 && String(route.path).startsWith('/api/') && typeof message !== 'string') {
            failures.push(`${method} ${route.path} → ${res.statusCode} without a message`);
          }
          return true;
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures).toEqual([]);
    // Nothing was stored from the refused requests: the learner's one wordbook still has its words.
    const words = await server.inject({ url: `/api/words/${wordbookId}`, headers: { cookie: me.cookie } });
    expect((words.result as { words: unknown[] }).words).toHaveLength(FRUIT.length);
  });

  it('keeps a random id in a path a 404, never a database error', async () => {
    const me = await learner();
    for (const url of [`/api/wordbooks/${randomUUID()}`, '/api/wordbooks/1', "/api/words/1'--", '/api/practice/session/%00/next']) {
      const res = await server.inject({ url, headers: { cookie: me.cookie } });
      expect([url, res.statusCode]).toEqual([url, url.includes('%00') ? 400 : 404]);
    }
  });
});
