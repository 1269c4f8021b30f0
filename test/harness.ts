import type { Server } from '@hapi/hapi';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { deployment } from '../api/src/server.ts';
import { createDbPool, type DatabasePool } from '../sql/src/pool.ts';
import { repoRoot, ZServerEnv } from '../sql/src/server-env.ts';
import pino from 'pino';

/** Test-only helpers: the real API (server.inject), real worker processes, the run's database. */
export const testDatabaseUrl = (): string => inject('databaseUrl');

export const testEnv = (overrides: Record<string, string> = {}) =>
  ZServerEnv.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(repoRoot, '.data', 'test'), SERVE_FRONTEND: 'false', ...overrides });

export async function startTestApi(overrides: Record<string, string> = {}): Promise<Server> {
  const env = testEnv(overrides);
  return deployment({ env, databaseUrl: testDatabaseUrl(), log: pino({ level: 'silent' }) });
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
