import type { Server } from '@hapi/hapi';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spawnWorker, startTestApi, waitFor, type SpawnedProgram } from '../../test/harness.ts';
import { MAX_BATCH_SLOTS, queueSlots } from './worker-process.ts';

let server: Server;
const workers: SpawnedProgram[] = [];
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await server.stop();
});

const countEvents = (jobId: string, kind: string) =>
  server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from job_events where job_id = ${jobId} and kind = ${kind}`);

describe('worker processes', () => {
  it('retries a job whose worker was killed (SIGKILL) in another worker within 30 s, with its effect once', async () => {
    const first = spawnWorker(['--queues', 'system-selftest', '--concurrency', '1']);
    workers.push(first);
    await waitFor(() => first.output().includes('worker ready'), 30_000, 'worker 1');

    const started = server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 30, delayMs: 100 } });
    const jobId = await waitFor(async () => {
      const id = await server.app.pool.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
        select job_id as id from job_events e join job_runs r on r.id = e.job_id
        where r.queue = 'system-selftest' and e.kind = 'progress' and r.finished_at is null
        order by e.created_at desc limit 1`);
      return id;
    }, 20_000, 'the job to report progress');

    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();

    const second = spawnWorker(['--queues', 'system-selftest', '--concurrency', '1']);
    workers.push(second);
    await waitFor(() => countEvents(jobId, 'result'), 30_000, 'the retried job to finish');
    expect(Date.now() - killedAt).toBeLessThan(30_000);

    const runs = await server.app.pool.any(sql.type(z.object({ workerPid: z.number() }))`
      select worker_pid as "workerPid" from selftest_runs where job_id = ${jobId}`);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.workerPid).toBe(second.child.pid);
    expect(runs[0]!.workerPid).not.toBe(first.child.pid);
    expect(await countEvents(jobId, 'result')).toBe(1);
    const stream = await started;
    expect(stream.payload).toContain('event: result');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('drains a backlog of one-job batches without waiting a poll interval between jobs', async () => {
    // 12 jobs wait before any worker runs; one slot polls once a second, so waiting between jobs would take 11 s or more.
    const answers = Array.from({ length: 12 }, () => server.inject({ method: 'POST', url: '/api/system/selftest', payload: { steps: 1, delayMs: 0 } }));
    const worker = spawnWorker(['--queues', 'system-selftest', '--concurrency', '1']);
    workers.push(worker);
    await waitFor(() => worker.output().includes('worker ready'), 30_000, 'worker');
    const ready = Date.now();
    const done = await Promise.all(answers);
    expect(done.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(Date.now() - ready).toBeLessThan(6_000);
    // This worker's one slot ran all twelve (no other worker serves the queue now).
    const jobIds = done.map((r) => (r.result as { jobId: string }).jobId);
    const pids = await server.app.pool.anyFirst(sql.type(z.object({ pid: z.number() }))`
      select worker_pid as pid from selftest_runs where job_id = any(${sql.array(jobIds, 'uuid')})`);
    expect(pids).toEqual(Array(12).fill(worker.child.pid));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 60_000);

  it('finishes its running job before exiting on SIGTERM', async () => {
    const worker = spawnWorker(['--queues', 'system-selftest', '--concurrency', '1']);
    workers.push(worker);
    await waitFor(() => worker.output().includes('worker ready'), 30_000, 'worker');
    const started = server.inject({ method: 'POST', url: '/api/system/selftest?stream=1', payload: { steps: 10, delayMs: 100 } });
    await new Promise((r) => setTimeout(r, 400)); // the job is under way (10 steps of 100 ms)
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const stream = await started;
    expect(stream.payload).toContain('event: result');
  }, 60_000);
});

describe('slots per queue', () => {
  it('runs --concurrency slots for one-job queues and at most MAX_BATCH_SLOTS for a backlog run in batches', () => {
    const batched = { handleBatch: async () => [] };
    expect(queueSlots({}, 1, 8)).toBe(8);
    expect(queueSlots({}, 100, 8)).toBe(8);
    expect(queueSlots(batched, 1, 8)).toBe(8);
    expect(queueSlots(batched, 100, 8)).toBe(MAX_BATCH_SLOTS);
    expect(queueSlots(batched, 100, 1)).toBe(1);
  });
});
