import { aiMessages } from '@wordbook/core/rules/ai-points';
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from '@wordbook/sql/sql-tag';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../accounts.ts';
import { ACCOUNT_TEST_ENV, freshIp, solveCaptcha, startMailWorker, uniqueTag } from '../accounts-kit.ts';
import { freePort } from '../../sql/src/embedded-postgres.ts';
import { spawnProgram, testApi as server, testDatabaseUrl, useTestApi, waitFor, type SpawnedProgram } from '../harness.ts';

/** The services outside ours failing: an AI provider that is slow, rude or talks nonsense, and an SMTP server that is down. */
useTestApi(ACCOUNT_TEST_ENV);
const stops: (() => unknown)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

type TMisbehaviour = 'rate-limited' | 'garbage' | 'silent';
/** An OpenAI-compatible endpoint that misbehaves as told and counts the requests it got. */
async function misbehavingAi() {
  let mode: TMisbehaviour = 'rate-limited';
  let requests = 0;
  const hanging = new Set<ServerResponse>();
  const http: HttpServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      if (mode === 'rate-limited') {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } }));
      } else if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"id":"x","choices":[{"index":0,"message":{"role":"assistant","content":"<html>not json'); // cut off mid-answer
      } else hanging.add(res); // never answers
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  stops.push(() => {
    for (const res of hanging) res.destroy();
    return new Promise((resolve) => http.close(resolve));
  });
  return {
    baseURL: `http://127.0.0.1:${(http.address() as AddressInfo).port}/v1`,
    behave: (next: TMisbehaviour) => {
      mode = next;
      requests = 0;
    },
    requests: () => requests,
  };
}

async function started(worker: SpawnedProgram, what: string) {
  stops.push(async () => {
    worker.child.kill('SIGTERM');
    await worker.exited;
  });
  await waitFor(() => worker.output().includes('worker ready'), 30_000, what);
}

describe('an AI provider that fails', () => {
  it('answers each learner with a clear error, gives the points back, and asks the provider a bounded number of times', async () => {
    const ai = await misbehavingAi();
    const worker = spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl(), OPENAI_BASE_URL: ai.baseURL, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '300' }, [
      '--queues',
      'ai-*',
      '--concurrency',
      '2',
    ]);
    await started(worker, 'the AI worker');
    const id = await createTestUser(server);
    const cookie = await signInAs(server, id);
    const call = (url: string, payload: object) => server.inject({ method: 'POST', url, headers: { cookie, 'x-device-id': 'faults' }, payload });
    const wordbook = ((await call('/api/wordbooks', { name: 'Faults' })).result as { wordbook: { id: string } }).wordbook;
    const ledger = () => server.app.pool.anyFirst(sql.type(z.object({ points: z.number() }))`select points from ai_usage_ledger where user_id = ${id} order by id`);

    for (const [mode, text] of [['rate-limited', 'lake'], ['garbage', 'river'], ['silent', 'hill']] as const) {
      ai.behave(mode);
      const word = ((await call('/api/words', { wordbook_id: wordbook.id, text })).result as { word: { id: string; text: string } }).word;
      const res = await call('/api/ai/generate', { word_id: word.id, word: word.text, type: 'definition', force: 'auto' });
      expect([res.statusCode, (res.result as { message: string }).message], mode).toEqual([422, aiMessages.failed]);
      expect((await ledger()).slice(-2), `${mode}: the points charged came back`).toEqual([10, -10]);
      // The SDK's own retries (2) within one job attempt, and no job retry of an answered failure.
      expect(ai.requests(), mode).toBeGreaterThanOrEqual(1);
      expect(ai.requests(), mode).toBeLessThanOrEqual(3);
    }
  }, 120_000);
});

describe('an SMTP server that is down', () => {
  it('keeps retrying the sign-up code, delivers it once the server is back, and the sign-up finishes', async () => {
    const port = await freePort();
    const worker = await startMailWorker({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    stops.push(async () => {
      worker.child.kill('SIGTERM');
      await worker.exited;
    });
    const tag = uniqueTag();
    const email = `down_${tag}@example.com`;
    const signup = await server.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: freshIp(),
      payload: { full_name: 'Mail Waiter', username: `w_${tag}`, email, password: 'secret-pw', token: await solveCaptcha(server) },
    });
    expect(signup.statusCode).toBe(200);
    const attempt = () =>
      server.app.pool.maybeOne(sql.type(z.object({ status: z.string(), attempts: z.number(), error: z.string().nullable() }))`
        select status, attempts, error from mail_outbox where to_address = ${email}`);
    const failed = await waitFor(async () => ((await attempt())?.status === 'failed' ? attempt() : null), 20_000, 'a refused hand-over');
    expect(failed?.error).toMatch(/ECONNREFUSED/);

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    stops.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const mail = await waitFor(() => received[0], 45_000, 'the delivery once SMTP is back');
    const code = /verification code: (\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const { verificationId } = signup.result as { verificationId: string };
    const verify = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code }, remoteAddress: freshIp() });
    expect(verify.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(received).toHaveLength(1);
    expect(await attempt()).toMatchObject({ status: 'sent' });
  }, 120_000);
});
