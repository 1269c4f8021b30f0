import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
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
    expect(events[4]!.data).toMatchObject({ steps: 4 });
  });

  it('sends a reconnecting client only the events after Last-Event-ID', async () => {
    const first = await server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 3, delayMs: 0 } });
    const jobId = String(first.headers['x-job-id']);
    const again = await server.inject({ url: `/api/jobs/${jobId}/events`, headers: { 'last-event-id': '2' } });
    const events = parseSse(again.payload);
    expect(events.map((e) => [e.id, e.event])).toEqual([['3', 'progress'], ['4', 'result']]);
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
});
