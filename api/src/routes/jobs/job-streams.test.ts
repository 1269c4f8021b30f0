import type { Server } from '@hapi/hapi';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { MAX_STREAMS_PER_CALLER, TOO_MANY_STREAMS } from '../../plugins/job-responses.ts';
import { parseSse, spawnWorker, startTestApi, waitFor, type SpawnedProgram } from '../../../../test/harness.ts';

let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  server = await startTestApi();
  worker = spawnWorker();
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the worker process');
});
afterAll(async () => {
  worker.child.kill('SIGTERM');
  await worker.exited;
  await server.stop();
});

describe('job progress streams (a real job in a real worker process)', () => {
  it('streams progress events in order, then the result, with an id per event', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 4, delayMs: 20 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(res.payload);
    expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'progress', 'result']);
    expect(events.map((e) => e.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(events.slice(0, 4).map((e) => (e.data as { emitted: number }).emitted)).toEqual([1, 2, 3, 4]);
    expect(events[4]!.data).toEqual({ steps: 4 }); // no worker details for an anonymous caller;
  });

  it('sends a reconnecting client only the events after Last-Event-ID', async () => {
    const first = await server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 3, delayMs: 0 } });
    const jobId = String(first.headers['x-job-id']);
    const again = await server.inject({ url: `/api/jobs/${jobId}/events`, headers: { 'last-event-id': '2' } });
    const events = parseSse(again.payload);
    expect(events.map((e) => [e.id, e.event])).toEqual([['3', 'progress'], ['4', 'result']]);
  });

  it('ends at once for a client that resumes past the end of a finished job', async () => {
    const first = await server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 2, delayMs: 0 } });
    const jobId = String(first.headers['x-job-id']);
    const started = Date.now();
    const again = await server.inject({ url: `/api/jobs/${jobId}/events`, headers: { 'last-event-id': '3' } });
    expect(parseSse(again.payload)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers the plain (non-stream) request with the result once the job is done', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/system/selftest', payload: { steps: 2, delayMs: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ result: { steps: 2 } });
    const jobId = (res.result as { jobId: string }).jobId;
    const later = await server.inject(`/api/jobs/${jobId}/result`);
    expect(later.result).toMatchObject({ result: { steps: 2 } });
  });

  it("answers another user's job with 404", async () => {
    const userId = await createTestUser(server);
    const cookie = await signInAs(server, userId);
    const mine = await server.inject({ method: 'POST', url: '/api/system/selftest', payload: { steps: 1, delayMs: 0 }, headers: { cookie } });
    const jobId = (mine.result as { jobId: string }).jobId;
    const stranger = await signInAs(server, await createTestUser(server));
    expect((await server.inject({ url: `/api/jobs/${jobId}/events`, headers: { cookie: stranger } })).statusCode).toBe(404);
    expect((await server.inject({ url: `/api/jobs/${jobId}/result` })).statusCode).toBe(404);
    expect((await server.inject({ url: `/api/jobs/${jobId}/result`, headers: { cookie } })).statusCode).toBe(200);
  });

  it(`refuses a learner's stream beyond ${MAX_STREAMS_PER_CALLER} open at once, with the job's id, and takes one again when a stream ends`, async () => {
    const userId = await createTestUser(server);
    const cookie = await signInAs(server, userId);
    const first = server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 1, delayMs: 2500 }, headers: { cookie } });
    const jobId = await waitFor(
      () => server.app.pool.maybeOneFirst(sql.type(z.object({ id: z.string() }))`select id from job_runs where user_id = ${userId} limit 1`),
      5000,
      'the job',
    );
    const follow = () => server.inject({ url: `/api/jobs/${jobId}/events`, headers: { cookie } });
    const open = [first, ...Array.from({ length: MAX_STREAMS_PER_CALLER - 1 }, follow)];
    await sleep(200); // every stream has claimed its place
    const refused = await follow();
    expect([refused.statusCode, refused.result]).toMatchObject([429, { message: TOO_MANY_STREAMS, jobId }]);
    for (const res of await Promise.all(open)) expect(parseSse(res.payload).at(-1)?.event).toBe('result');
    const again = await follow();
    expect(again.statusCode).toBe(200);
  });
});

/** A port nothing listens on right now, for a server the test starts on a real socket. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a client leaving a plain wait (a real socket)', () => {
  it('stops polling for the job as soon as the client of a POST disconnects', async () => {
    const live = await startTestApi({ PORT: String(await freePort()), HOST: '127.0.0.1' });
    await live.start();
    try {
      // Count the wait's rounds: each one waits for a change (or the 2 s backstop), then reads the events.
      const hub = live.app.jobEvents;
      const waitForChange = hub.waitForChange.bind(hub);
      let rounds = 0;
      let waiting = 0;
      let waitedJobId = '';
      hub.waitForChange = (jobId, timeoutMs, signal) => {
        waitedJobId = jobId;
        rounds++;
        waiting++;
        return waitForChange(jobId, timeoutMs, signal).finally(() => waiting--);
      };

      // A POST: its body is read before the handler runs (on Node 20 the request stream has closed by then).
      // The job takes 4 s, so only the client leaving can end this wait sooner.
      const client = http.request(`${live.info.uri}/api/system/selftest`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      client.on('error', () => undefined); // destroyed below on purpose
      client.end(JSON.stringify({ steps: 1, delayMs: 4000 }));
      await waitFor(() => waiting === 1, 5000, 'the wait to start');
      client.destroy();

      await waitFor(() => waiting === 0, 1000, 'the wait to notice the client left');
      const roundsWhenGone = rounds;
      await sleep(2500); // longer than the backstop poll: a wait still going would have read again
      expect(rounds).toBe(roundsWhenGone);
      expect(waiting).toBe(0);
      // Let the job end before the worker is stopped.
      await waitFor(
        () => live.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from job_runs where id = ${waitedJobId} and finished_at is not null`).then((n) => n === 1),
        15_000,
        'the selftest job to finish',
      );
    } finally {
      await live.stop();
    }
  });
});
