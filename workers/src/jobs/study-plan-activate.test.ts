import type { Server } from '@hapi/hapi';
import { studyPlanActivateJob } from '@wordbook/core/contract/jobs/study-plan-activate';
import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { addDaysTo, localMidnightUtc, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { spawnWorker, startTestApi, waitFor, type SpawnedProgram } from '../../../test/harness.ts';

/** Scheduled plans activate through a real worker process serving the study-plan-activate queue. */
let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  server = await startTestApi();
  worker = spawnWorker(['--queues', 'study-plan-*', '--concurrency', '1']);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the worker');
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await worker?.exited;
  await server?.stop();
});

const TZ = 'America/New_York';
const statusOf = (id: string) => server.app.pool.oneFirst(sql.type(z.object({ status: z.string() }))`select status from study_plans where id = ${id}`);
const updatedAt = (id: string) => server.app.pool.oneFirst(sql.type(z.object({ t: z.string() }))`select updated_at::text as t from study_plans where id = ${id}`);

describe('scheduled activation', () => {
  it('sends the job for the start instant in the plan’s zone, then activates the plan and pauses the active one once', async () => {
    const id = await createTestUser(server, {});
    const cookie = await signInAs(server, id);
    const post = async (payload: object) =>
      ((await server.inject({ method: 'POST', url: '/api/study-plans', headers: { cookie }, payload: { timezone: TZ, ...payload } })).result as { plan: TStudyPlan }).plan;
    const active = await post({ startNow: true });
    const date = addDaysTo(todayIn(TZ), 2);
    const scheduled = await post({ scheduledDate: date });

    const job = await server.app.pool.one(sql.type(z.object({ id: z.string(), startAfter: z.string() }))`
      select id::text, to_char(start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "startAfter"
      from pgboss.job where name = ${studyPlanActivateJob.name} and data->>'planId' = ${scheduled.id}`);
    expect(job.startAfter).toBe(localMidnightUtc(date, TZ));
    // An early delivery (the start has not come) changes nothing.
    await server.app.boss.send(studyPlanActivateJob.name, { planId: scheduled.id, userId: id });
    await waitFor(async () => (await pendingJobs(scheduled.id)) === 1, 20_000, 'the early job to finish');
    expect(await statusOf(scheduled.id)).toBe('scheduled');

    // The start arrives: the plan's start instant is now past and the queued job is due.
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set start_date_utc = now() - interval '1 minute' where id = ${scheduled.id}`);
    await server.app.pool.query(sql.typeAlias('void')`update pgboss.job set start_after = now() where id = ${job.id}::uuid`);
    await waitFor(async () => (await statusOf(scheduled.id)) === 'active', 20_000, 'the plan to activate');
    expect(await statusOf(active.id)).toBe('paused');
    const overview = (await server.inject({ url: '/api/study-plans/overview', headers: { cookie } })).result as { mode: string; plan: { id: string } };
    expect(overview).toMatchObject({ mode: 'active', plan: { id: scheduled.id } });

    // Delivered again for the same plan and day: nothing changes.
    const before = [await updatedAt(scheduled.id), await updatedAt(active.id)];
    await server.app.boss.send(studyPlanActivateJob.name, { planId: scheduled.id, userId: id });
    await waitFor(async () => (await pendingJobs(scheduled.id)) === 0, 20_000, 'the repeated job to finish');
    expect([await updatedAt(scheduled.id), await updatedAt(active.id)]).toEqual(before);
    expect([await statusOf(scheduled.id), await statusOf(active.id)]).toEqual(['active', 'paused']);
  });

  it('leaves nothing half done when its worker is SIGKILLed mid-activation; another worker activates once', async () => {
    const id = await createTestUser(server, {});
    const cookie = await signInAs(server, id);
    const post = async (payload: object) =>
      ((await server.inject({ method: 'POST', url: '/api/study-plans', headers: { cookie }, payload: { timezone: TZ, ...payload } })).result as { plan: TStudyPlan }).plan;
    const active = await post({ startNow: true });
    const scheduled = await post({ scheduledDate: addDaysTo(todayIn(TZ), 3) });
    await server.app.pool.query(sql.typeAlias('void')`update study_plans set start_date_utc = now() - interval '1 minute' where id = ${scheduled.id}`);
    const victim = spawnWorker(['--queues', studyPlanActivateJob.name, '--concurrency', '1']);
    await waitFor(() => victim.output().includes('worker ready'), 30_000, 'the victim worker');
    await server.app.boss.updateQueue(studyPlanActivateJob.name, { name: studyPlanActivateJob.name, expireInSeconds: 3, retryDelay: 1, retryBackoff: false } as never);
    worker.child.kill('SIGTERM');
    await worker.exited;
    // Writes to study_plans wait while this transaction holds the table, so the job stops mid-way.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.app.pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`lock table study_plans in share mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    await server.app.boss.send(studyPlanActivateJob.name, { planId: scheduled.id, userId: id });
    await waitFor(
      () => server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
        where not l.granted and c.relname = 'study_plans' and l.pid <> pg_backend_pid()`).then((n) => n >= 1),
      20_000, 'the worker to wait on study_plans');
    victim.child.kill('SIGKILL');
    await victim.exited;
    release();
    await holding;
    expect([await statusOf(scheduled.id), await statusOf(active.id)]).toEqual(['scheduled', 'active']);
    worker = spawnWorker(['--queues', 'study-plan-*', '--concurrency', '1']);
    await waitFor(async () => (await statusOf(scheduled.id)) === 'active', 60_000, 'another worker to activate the plan');
    expect(await statusOf(active.id)).toBe('paused');
  }, 120_000);
});

/** Jobs for the plan not yet completed. */
function pendingJobs(planId: string) {
  return server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from pgboss.job where name = ${studyPlanActivateJob.name} and data->>'planId' = ${planId} and state <> 'completed'`);
}
