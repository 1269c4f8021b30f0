import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { testApi as server, useTestApi } from '../../../../test/harness.ts';

useTestApi();

async function signedIn(role = 'superadmin') {
  const id = await createTestUser(server, { role });
  const cookie = await signInAs(server, id);
  const call = async <T = Record<string, unknown>>(url: string, method = 'GET', payload?: object) => {
    const res = await server.inject({ method, url, payload, headers: { cookie } });
    return { status: res.statusCode, body: res.result as T };
  };
  return { id, call };
}

type TLog = { items: { action: string; actorUsername: string | null; targetId: string | null; details: Record<string, unknown> }[]; total: number };

describe('the audit log', () => {
  it('lists staff actions newest first, filtered by action, actor, target and day', async () => {
    const admin = await signedIn();
    const other = await signedIn();
    const target = await createTestUser(server);
    await admin.call(`/api/superadmin/users/${target}`, 'PATCH', { level: 2 });
    await admin.call(`/api/superadmin/roles/${target}`, 'PATCH', { newRole: 'moderator' });
    await other.call(`/api/superadmin/users/${target}`, 'PATCH', { level: 3 });
    const all = await admin.call<TLog>(`/api/superadmin/logs?targetId=${target}`);
    expect([all.status, all.body.total, all.body.items.map((i) => i.action)]).toEqual([200, 3, ['user.edit', 'user.role', 'user.edit']]);
    const byAction = await admin.call<TLog>(`/api/superadmin/logs?targetId=${target}&action=user.role`);
    expect(byAction.body.items.map((i) => i.details.after)).toEqual([{ role: 'moderator' }]);
    const adminName = (await admin.call<{ user: { username: string } }>(`/api/superadmin/users/${admin.id}`)).body.user.username;
    const byActor = await admin.call<TLog>(`/api/superadmin/logs?targetId=${target}&actor=${adminName}`);
    expect(byActor.body.items.map((i) => [i.action, i.actorUsername])).toEqual([['user.role', adminName], ['user.edit', adminName]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.call<TLog>(`/api/superadmin/logs?targetId=${target}&from=${today}&to=${today}`)).body.total).toBe(3);
    expect((await admin.call<TLog>(`/api/superadmin/logs?targetId=${target}&to=2000-01-01`)).body.total).toBe(0);
    const bad = await admin.call<{ message: string }>('/api/superadmin/logs?from=yesterday');
    expect([bad.status, bad.body.message]).toEqual([400, 'Use a date like 2026-01-31.']);
  });
});

describe('maintenance mode', () => {
  let admin: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    admin = await signedIn();
  });
  // through the API, so this process's cached state is switched off at once too
  afterEach(async () => {
    await admin.call('/api/superadmin/maintenance', 'PUT', { enabled: false, message: '' });
  });

  it('answers a learner\'s calls with 503 and the message while staff keep working; both switches are audited', async () => {
    const learner = await signedIn('user');
    const support = await signedIn('support');
    const on = await admin.call<{ maintenance: { enabled: boolean; message: string } }>('/api/superadmin/maintenance', 'PUT', { enabled: true, message: 'Back at noon.' });
    expect([on.status, on.body.maintenance]).toMatchObject([200, { enabled: true, message: 'Back at noon.' }]);

    const refused = await learner.call<{ message: string; code: string }>('/api/wordbooks');
    expect([refused.status, refused.body.message, refused.body.code]).toEqual([503, 'Back at noon.', 'MAINTENANCE']);
    const visitor = await server.inject({ url: '/api/check-username?username=someone' });
    expect(visitor.statusCode).toBe(503);
    // the session, the state itself and the way in stay open
    expect((await learner.call('/api/session')).status).toBe(200);
    expect((await server.inject('/api/maintenance')).result).toMatchObject({ enabled: true, message: 'Back at noon.' });
    expect((await support.call('/api/wordbooks')).status).toBe(200);
    expect((await admin.call('/api/superadmin/stats')).status).toBe(200);

    const off = await admin.call<{ maintenance: { enabled: boolean } }>('/api/superadmin/maintenance', 'PUT', { enabled: false });
    expect(off.body.maintenance.enabled).toBe(false);
    expect((await learner.call('/api/wordbooks')).status).toBe(200);
    const log = await admin.call<TLog>('/api/superadmin/logs?targetId=maintenance&limit=2');
    const adminName = (await admin.call<{ user: { username: string } }>(`/api/superadmin/users/${admin.id}`)).body.user.username;
    expect(log.body.items.map((i) => [i.action, i.actorUsername, i.details.before, i.details.after, typeof i.details.requestId])).toEqual([
      ['maintenance.off', adminName, { enabled: true, message: 'Back at noon.' }, { enabled: false, message: 'Back at noon.' }, 'string'],
      ['maintenance.on', adminName, { enabled: false, message: expect.any(String) }, { enabled: true, message: 'Back at noon.' }, 'string'],
    ]);
  });

  it('shows the default message when none was given, and refuses a malformed switch', async () => {
    await admin.call('/api/superadmin/maintenance', 'PUT', { enabled: true, message: '' });
    expect((await server.inject('/api/maintenance')).result).toMatchObject({ enabled: true, message: 'Wordbook is down for maintenance. We will be back shortly.' });
    const bad = await admin.call<{ message: string }>('/api/superadmin/maintenance', 'PUT', { enabled: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'enabled must be true or false.']);
  });
});

describe('the system page', () => {
  // a queue of its own for each test, so each test reads only its own audit rows
  let queue = '';
  let deadQueue = '';
  beforeEach(() => {
    queue = `staff-test-${randomUUID().slice(0, 6)}`;
    deadQueue = `${queue}-dead-letter`;
  });
  afterEach(async () => {
    await server.app.pool.query(sql.typeAlias('void')`delete from ${sql.identifier(['pgboss', 'job'])} where name in (${queue}, ${deadQueue})`);
    await server.app.boss.deleteQueue(queue);
    await server.app.boss.deleteQueue(deadQueue);
  });

  /** A queue with its dead-letter queue, as sql/src/queue.ts makes them, and `count` jobs on it that failed for good. */
  async function deadLetters(count: number) {
    const boss = server.app.boss;
    await boss.createQueue(deadQueue, { name: deadQueue, retryLimit: 0 });
    await boss.createQueue(queue, { name: queue, retryLimit: 0, deadLetter: deadQueue });
    const ids: string[] = [];
    for (let n = 1; n <= count; n++) {
      const id = await boss.send(queue, { n });
      const [fetched] = await boss.fetch(queue, { batchSize: 1 });
      expect(fetched?.id).toBe(id);
      await boss.fail(queue, id!, { message: `provider down ${n}` });
      ids.push(id!);
    }
    return ids;
  }
  type TDeadLetters = { items: { id: string; queue: string; error: string | null; originalId: string | null }[]; total: number };
  const jobState = (id: string) =>
    server.app.pool.maybeOne(sql.type(z.object({ state: z.string(), data: z.unknown() }))`
      select state::text, data from ${sql.identifier(['pgboss', 'job'])} where name = ${queue} and id = ${id}`);

  it('lists each dead letter with its queue, error and original job, and retries one: the original runs again under its id, audited', async () => {
    const admin = await signedIn();
    const [first, second] = await deadLetters(2);
    const listed = await admin.call<TDeadLetters>('/api/superadmin/system/dead-letters');
    expect(listed.status).toBe(200);
    const mine = listed.body.items.filter((d) => d.queue === queue);
    expect(mine.map((d) => [d.originalId, d.error])).toEqual([
      [second, 'provider down 2'],
      [first, 'provider down 1'],
    ]);
    const deadLetterId = mine[1]!.id;

    const retried = await admin.call<{ queue: string; jobId: string }>(`/api/superadmin/system/dead-letters/${deadLetterId}/retry`, 'POST');
    expect([retried.status, retried.body]).toEqual([200, { queue, jobId: first }]);
    expect(await jobState(first!)).toEqual({ state: 'created', data: { n: 1 } });
    const [fetched] = await server.app.boss.fetch(queue, { batchSize: 1 });
    expect(fetched?.id).toBe(first);
    const after = (await admin.call<TDeadLetters>('/api/superadmin/system/dead-letters')).body.items.filter((d) => d.queue === queue);
    expect(after.map((d) => d.originalId)).toEqual([second]);

    const log = await admin.call<TLog>(`/api/superadmin/logs?targetId=${first}`);
    expect(log.body.items.map((i) => [i.action, i.actorUsername !== null, i.details.before, i.details.after, typeof i.details.requestId])).toEqual([
      ['job.retry', true, { queue, deadLetterId, state: 'failed' }, { queue, jobId: first, state: 'created' }, 'string'],
    ]);
    // taken already, or never a dead letter
    expect((await admin.call(`/api/superadmin/system/dead-letters/${deadLetterId}/retry`, 'POST')).status).toBe(404);
    expect((await admin.call(`/api/superadmin/system/dead-letters/${randomUUID()}/retry`, 'POST')).status).toBe(404);
    expect((await admin.call('/api/superadmin/system/dead-letters/not-an-id/retry', 'POST')).status).toBe(404);
  });

  it('sends a dead letter again as a new job when pg-boss no longer keeps its original', async () => {
    const admin = await signedIn();
    const [original] = await deadLetters(1);
    await server.app.pool.query(sql.typeAlias('void')`delete from ${sql.identifier(['pgboss', 'job'])} where name = ${queue} and id = ${original!}`);
    const [dead] = (await admin.call<TDeadLetters>('/api/superadmin/system/dead-letters')).body.items.filter((d) => d.queue === queue);
    expect(dead?.originalId).toBeNull();
    const retried = await admin.call<{ jobId: string }>(`/api/superadmin/system/dead-letters/${dead?.id}/retry`, 'POST');
    expect(retried.status).toBe(200);
    expect(retried.body.jobId).not.toBe(original);
    expect(await jobState(retried.body.jobId)).toEqual({ state: 'created', data: { n: 1 } });
  });

  it('retries every failed job of a queue and takes its dead letters with them', async () => {
    const admin = await signedIn();
    await deadLetters(2);
    const retried = await admin.call<{ retried: number }>(`/api/superadmin/system/queues/${queue}/retry`, 'POST');
    expect([retried.status, retried.body.retried]).toEqual([200, 2]);
    const system = (await admin.call<{ queues: { name: string; depth: number; failed: number }[] }>('/api/superadmin/system')).body.queues;
    expect(system.filter((q) => q.name.startsWith(queue)).map((q) => [q.name, q.depth, q.failed])).toEqual([
      [queue, 2, 0],
      [deadQueue, 0, 0],
    ]);
    expect((await admin.call<TDeadLetters>('/api/superadmin/system/dead-letters')).body.items.filter((d) => d.queue === queue)).toEqual([]);
  });

  it('reports each queue\'s depth, oldest job and failures, retries the failed jobs (audited), and names the database size', async () => {
    const admin = await signedIn();
    const boss = server.app.boss;
    await boss.createQueue(queue, { name: queue, retryLimit: 0 });
    const failing = await boss.send(queue, { n: 1 });
    await boss.send(queue, { n: 2 });
    const [fetched] = await boss.fetch(queue, { batchSize: 1 });
    expect(fetched?.id).toBe(failing);
    await boss.fail(queue, failing!, { message: 'provider down' });

    type TSystem = { queues: { name: string; depth: number; failed: number; failedLastDay: number; oldestAgeSeconds: number | null }[]; databaseBytes: number; maintenance: { enabled: boolean } };
    const system = await admin.call<TSystem>('/api/superadmin/system');
    expect(system.status).toBe(200);
    expect(system.body.queues.find((q) => q.name === queue)).toMatchObject({ depth: 1, failed: 1, failedLastDay: 1 });
    expect(system.body.queues.find((q) => q.name === queue)?.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(system.body.databaseBytes).toBeGreaterThan(1_000_000);
    expect(system.body.maintenance.enabled).toBe(false);

    const issues = await admin.call<{ failedJobs: { id: string; error: string }[] }>('/api/superadmin/issues');
    expect(issues.body.failedJobs.find((j) => j.id === failing)?.error).toBe('provider down');

    const retried = await admin.call<{ retried: number }>(`/api/superadmin/system/queues/${queue}/retry`, 'POST');
    expect([retried.status, retried.body.retried]).toEqual([200, 1]);
    const after = (await admin.call<TSystem>('/api/superadmin/system')).body.queues.find((q) => q.name === queue);
    expect(after).toMatchObject({ depth: 2, failed: 0 });
    const log = await admin.call<TLog>(`/api/superadmin/logs?targetId=${queue}`);
    expect(log.body.items.map((i) => [i.action, i.details.after])).toEqual([['queue.retry', { retried: 1 }]]);
    expect((await admin.call('/api/superadmin/system/queues/no-such-queue/retry', 'POST')).status).toBe(404);
  });
});

describe('daily figures and billing', () => {
  it('counts sign-ups per UTC day, today last', async () => {
    const admin = await signedIn();
    type TDays = { days: { date: string; signups: number; activeLearners: number; practiceAnswers: number; aiJobs: number }[] };
    const before = (await admin.call<TDays>('/api/superadmin/stats/daily?days=7')).body.days;
    expect(before).toHaveLength(7);
    expect(before.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    await signInAs(server, await createTestUser(server));
    const after = (await admin.call<TDays>('/api/superadmin/stats/daily?days=7')).body.days.at(-1);
    expect(after).toMatchObject({ signups: (before.at(-1)?.signups ?? 0) + 1, activeLearners: (before.at(-1)?.activeLearners ?? 0) + 1 });
    expect((await admin.call('/api/superadmin/stats/daily?days=500')).status).toBe(400);
  });

  it('lists orders and plan logs of every learner, searchable by username', async () => {
    const admin = await signedIn();
    const buyer = await createTestUser(server);
    const username = (await admin.call<{ user: { username: string } }>(`/api/superadmin/users/${buyer}`)).body.user.username;
    const orderId = `ord_${randomUUID().slice(0, 12)}`;
    await server.app.pool.query(sql.typeAlias('void')`
      insert into payment_orders (order_id, user_id, plan_code, months, service_days, amount_krw, usd_total_cents, fx_rate_units, fx_source,
                                  fx_as_of, status, payment_provider, trial_eligible, expire_at, paid_at)
      values (${orderId}, ${buyer}, 'pro_3m', 3, 90, 16519, 1197, 13800000, 'configured', now(), 'paid', 'sandbox', false, now(), now())`);
    await server.app.pool.query(sql.typeAlias('void')`
      insert into plan_logs (user_id, plan, reason, source_label, price_krw, order_id) values (${buyer}, 'pro', 'purchase', 'Pro 3 months', 16519, ${orderId})`);
    const orders = await admin.call<{ items: { orderId: string; username: string; status: string }[]; total: number; paidKrw: number }>(`/api/superadmin/billing/orders?q=${username}`);
    expect([orders.status, orders.body.total, orders.body.paidKrw, orders.body.items[0]]).toMatchObject([200, 1, 16519, { orderId, username, status: 'paid' }]);
    expect((await admin.call<{ total: number }>(`/api/superadmin/billing/orders?q=${username}&status=failed`)).body.total).toBe(0);
    const logs = await admin.call<{ items: { reason: string; orderId: string }[]; total: number }>(`/api/superadmin/billing/plan-logs?q=${username}`);
    expect([logs.body.total, logs.body.items[0]]).toMatchObject([1, { reason: 'purchase', orderId }]);
  });
});
