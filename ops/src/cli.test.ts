import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deadLetterQueueName } from '../../core/src/contract/jobs/define-job.ts';
import { systemNoopJob } from '../../core/src/contract/jobs/system-noop.ts';
import { systemSelftestJob } from '../../core/src/contract/jobs/system-selftest.ts';
import type { DatabasePool } from '../../sql/src/pool.ts';
import { createBoss } from '../../sql/src/queue.ts';
import { repoRoot } from '../../sql/src/server-env.ts';
import { spawnWorker, testDatabaseUrl, testPool, waitFor } from '../../test/harness.ts';

const run = promisify(execFile);
const ops = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'ops/src/cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
  });
  return stdout;
};

let pool: DatabasePool;
beforeAll(async () => {
  pool = await testPool();
});
afterAll(async () => {
  await pool.end();
});

describe('npm run ops', () => {
  it('creates a superadmin who can be found with that role', async () => {
    const out = await ops('users', 'create-superadmin', '--email', 'ops-admin@example.com', '--username', 'opsadmin', '--password', 'a-long-password');
    expect(out).toContain('superadmin opsadmin');
    const role = await pool.oneFirst(sql.type(z.object({ role: z.string() }))`select role from users where username = 'opsadmin'`);
    expect(role).toBe('superadmin');
  });

  it('refuses bad arguments with a readable message and a non-zero exit', async () => {
    await expect(ops('users', 'create-superadmin', '--email', 'nope', '--username', 'x')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--email must be an e-mail address'),
    });
  });

  it('sets an account status and role by username, and refuses an unknown status or username', async () => {
    await ops('users', 'create-superadmin', '--email', 'ops-staff@example.com', '--username', 'opsstaff', '--password', 'a-long-password');
    const account = sql.type(z.object({ role: z.string(), status: z.string() }))`select role, status from users where username = 'opsstaff'`;

    expect(await ops('users', 'set-role', '--username', 'opsstaff', '--role', 'moderator')).toContain('opsstaff');
    expect(await ops('users', 'set-status', '--username', 'opsstaff', '--status', 'banned')).toMatch(/opsstaff \(id [\w-]+\): active -> banned/);
    expect(await pool.one(account)).toEqual({ role: 'moderator', status: 'banned' });
    await ops('users', 'set-status', '--username', 'opsstaff', '--status', 'suspended');
    expect(await pool.one(account)).toEqual({ role: 'moderator', status: 'suspended' });

    await expect(ops('users', 'set-status', '--username', 'opsstaff', '--status', 'frozen')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--status must be active, suspended or banned'),
    });
    await expect(ops('users', 'set-role', '--username', 'opsstaff', '--role', 'owner')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--role must be one of user, admin, support, moderator, superadmin'),
    });
    await expect(ops('users', 'set-status', '--username', 'nobody_here', '--status', 'active')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no account with the username nobody_here'),
    });
    expect(await pool.one(account)).toEqual({ role: 'moderator', status: 'suspended' });
  });

  it('lists queue depth, the age of the oldest waiting job and the throughput of the last minute per queue', async () => {
    const boss = createBoss(testDatabaseUrl(), { supervise: false, max: 1 });
    await boss.start();
    try {
      // Two waiting no-op jobs, one created a minute and a half ago; one completed just now.
      await boss.send(systemNoopJob.name, { n: 1 });
      const oldId = await boss.send(systemNoopJob.name, { n: 2 });
      const doneId = await boss.send(systemNoopJob.name, { n: 3 });
      await pool.query(sql.typeAlias('void')`update pgboss.job set created_on = now() - interval '90 seconds' where id = ${oldId!}`);
      await pool.query(sql.typeAlias('void')`update pgboss.job set state = 'completed', completed_on = now() where id = ${doneId!}`);
      const out = await ops('queues', 'stats');
      expect(out).toMatch(/queue\s+waiting\s+oldest\s+done\/min\s+active\s+failed\s+completed\s+deadLetters/);
      expect(out).toMatch(/system-noop\s+2\s+9\ds\s+1\s/);
      expect(out).toContain('system-selftest');
    } finally {
      await boss.stop({ graceful: false, close: true, wait: true });
    }
  });

  it('shows running worker processes from their heartbeats', async () => {
    const worker = spawnWorker(['--queues', 'system-noop', '--concurrency', '1']);
    try {
      await waitFor(() => worker.output().includes('worker ready'), 30_000, 'worker');
      const out = await ops('workers', 'status');
      expect(out).toMatch(/[1-9]\d* worker process\(es\) running/);
      expect(out).toContain(String(worker.child.pid));
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  });

  it('scales one queue group on this host up and down, leaving other groups alone and draining the stopped ones', async () => {
    const other = spawnWorker(['--queues', 'system-selftest', '--concurrency', '1']);
    const groupPids = async (group: string) =>
      pool.anyFirst(sql.type(z.object({ pid: z.number() }))`
        select pid from worker_heartbeats where queue_group = ${group} and stopped_at is null and last_seen_at > now() - interval '20 seconds'`);
    try {
      await waitFor(() => other.output().includes('worker ready'), 30_000, 'the other group');
      expect(await ops('workers', 'scale', '--queues', 'system-noop', '--processes', '2', '--concurrency', '1')).toContain('2 worker process(es) for "system-noop"');
      const two = await groupPids('system-noop');
      expect(two).toHaveLength(2);
      expect(await ops('workers', 'status')).toMatch(/running\s+\S+\s+\d+\s+system-noop/);

      expect(await ops('workers', 'scale', '--queues', 'system-noop', '--processes', '1')).toContain('1 worker process(es) for "system-noop"');
      const one = await groupPids('system-noop');
      expect(one).toHaveLength(1);
      // the stopped one said goodbye (a graceful stop), and the other group kept its process
      const stopped = two.find((pid) => !one.includes(pid))!;
      expect(await pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from worker_heartbeats where pid = ${stopped} and stopped_at is not null`)).toBe(1);
      expect(await groupPids('system-selftest')).toEqual([other.child.pid]);

      expect(await ops('workers', 'scale', '--queues', 'system-noop', '--processes', '0')).toContain('0 worker process(es)');
      expect(await groupPids('system-noop')).toEqual([]);
      await expect(ops('workers', 'scale', '--queues', 'system-noop', '--processes', '65')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('--processes must be from 0 to 64'),
      });
    } finally {
      // whatever the assertions did, no detached worker of this test outlives it
      for (const pid of await groupPids('system-noop')) process.kill(pid, 'SIGTERM');
      other.child.kill('SIGTERM');
      await other.exited;
    }
  }, 120_000);

  it('puts dead letters back on their queue', async () => {
    const boss = createBoss(testDatabaseUrl(), { supervise: false, max: 1 });
    await boss.start();
    const id = await boss.send(deadLetterQueueName(systemSelftestJob.name), { steps: 1, delayMs: 0 });
    await boss.stop({ graceful: false, close: true, wait: true });
    const out = await ops('queues', 'retry', systemSelftestJob.name);
    expect(out).toMatch(/[1-9]\d* job\(s\) put back on system-selftest/);
    const left = await pool.anyFirst(sql.type(z.object({ id: z.string() }))`select id from pgboss.job where id = ${id!} and name = ${deadLetterQueueName(systemSelftestJob.name)}`);
    expect(left).toHaveLength(0);
  });
});
