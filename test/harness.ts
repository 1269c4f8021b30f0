import type { Server } from '@hapi/hapi';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { deployment } from '../api/src/server.ts';
import { createDbPool, type DatabasePool } from '../sql/src/pool.ts';
import { repoRoot, ZServerEnv } from '../sql/src/server-env.ts';
import { sql } from '../sql/src/sql-tag.ts';
import { z } from 'zod';
import pino from 'pino';
import { testDatabaseUrl } from './test-databases.ts';

/** Test-only helpers: the real API (server.inject), real worker processes, the run's database. */
export { testDatabaseUrl };

export const testEnv = (overrides: Record<string, string> = {}) =>
  ZServerEnv.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(repoRoot, '.data', 'test'), SERVE_FRONTEND: 'false', ...overrides });

export async function startTestApi(overrides: Record<string, string> = {}): Promise<Server> {
  const env = testEnv(overrides);
  return deployment({ env, databaseUrl: testDatabaseUrl(), log: pino({ level: 'silent' }) });
}

/** A port nobody listens on now (the system's choice), so parallel runs on one machine never collide. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The API listening on a port of its own, for calls that go over HTTP as in production: the
 * payment provider's sandbox is reached by the API and by workers at http://localhost:PORT.
 * The provider's time limit is 30 s here: on a loaded machine the API's call to itself may wait
 * for the event loop, and only the adapter's own test is about timeouts.
 */
export async function startListeningTestApi(overrides: Record<string, string> = {}): Promise<Server> {
  const server = await startTestApi({ PORT: String(await freePort()), TOSS_TIMEOUT_MS: '30000', ...overrides });
  await server.start();
  return server;
}

/** A ready worker process serving `queues`, whose payment provider is the sandbox of the listening API `server`. */
export async function startPaymentWorker(server: Server, queues: string): Promise<SpawnedProgram> {
  const worker = spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl(), PORT: String(server.info.port), TOSS_TIMEOUT_MS: '30000' }, [
    '--queues', queues, '--concurrency', '1',
  ]);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, `a ${queues} worker`);
  return worker;
}

/** Tables a test may hold (SHARE mode: reads go on, writes wait), named in full: the lock statement takes no parameters. */
const tableLocks = {
  job_events: sql.typeAlias('void')`lock table job_events in share mode`,
  level_test_items: sql.typeAlias('void')`lock table level_test_items in share mode`,
  mail_outbox: sql.typeAlias('void')`lock table mail_outbox in share mode`,
  plan_logs: sql.typeAlias('void')`lock table plan_logs in share mode`,
  rate_limits: sql.typeAlias('void')`lock table rate_limits in share mode`,
  study_plan_days: sql.typeAlias('void')`lock table study_plan_days in share mode`,
  study_plan_reminders: sql.typeAlias('void')`lock table study_plan_reminders in share mode`,
};
export type THeldTable = keyof typeof tableLocks;

/** Holds `table` in a transaction of its own until the returned release is called (and awaited). */
export async function holdTableLock(pool: DatabasePool, table: THeldTable): Promise<() => Promise<void>> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = pool.transaction(async (tx) => {
    await tx.query(tableLocks[table]);
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return () => {
    release();
    return holding;
  };
}

/** How many backends other than ours wait for a lock on `table`. */
export const lockWaiters = (pool: DatabasePool, table: string): Promise<number> =>
  pool.oneFirst(sql.type(z.object({ n: z.number() }))`
    select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
    where not l.granted and c.relname = ${table} and l.pid <> pg_backend_pid()`);

/**
 * A listening API (and, with `workerQueues`, a payment worker serving them) for one test file's
 * tests: read `server` and `worker` inside tests; a test may replace the worker it killed.
 */
export function useListeningTestApi(overrides: Record<string, string>, workerQueues?: string) {
  const parts = {} as { server: Server; worker: SpawnedProgram | undefined };
  beforeAll(async () => {
    parts.server = await startListeningTestApi(overrides);
    if (workerQueues) parts.worker = await startPaymentWorker(parts.server, workerQueues);
  });
  afterAll(async () => {
    parts.worker?.child.kill('SIGTERM');
    await parts.worker?.exited;
    await parts.server?.stop();
  });
  return parts;
}

/** The API one test file shares (a live binding: read it inside tests, after useTestApi's hooks ran). */
export let testApi: Server;

/** Starts the shared API before a file's tests and stops it after them. */
export function useTestApi(overrides: Record<string, string> = {}): void {
  beforeAll(async () => {
    testApi = await startTestApi(overrides);
  });
  afterAll(async () => {
    await testApi?.stop();
  });
}

export function testPool(): Promise<DatabasePool> {
  return createDbPool(testDatabaseUrl(), { maximumPoolSize: 3 });
}

export type SpawnedProgram = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a product program (e.g. workers/src/main.ts) as a real child process. */
export function spawnProgram(entry: string, env: Record<string, string>, args: string[] = []): SpawnedProgram {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export function spawnWorker(args: string[] = ['--queues', 'system-*', '--concurrency', '2']): SpawnedProgram {
  return spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl() }, args);
}

/** An injected reply's readable message, and [status, message] to compare in one assertion. */
export const messageOf = (res: { result: unknown }) => (res.result as { message?: string }).message;
export const outcomeOf = (res: { statusCode: number; result: unknown }) => [res.statusCode, messageOf(res)];

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs: number, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Parses a server-sent events body into events. */
export function parseSse(body: string): { id?: string; event?: string; data?: unknown }[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').filter((l) => l && !l.startsWith(':')))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const e: { id?: string; event?: string; data?: unknown } = {};
      for (const line of lines) {
        const [k, ...rest] = line.split(': ');
        const v = rest.join(': ');
        if (k === 'id') e.id = v;
        if (k === 'event') e.event = v;
        if (k === 'data') e.data = JSON.parse(v);
      }
      return e;
    });
}
