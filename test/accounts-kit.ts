import type { Server, ServerInjectOptions } from '@hapi/hapi';
import type { TMailboxMessage } from '@wordbook/core/contract/accounts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { spawnProgram, testDatabaseUrl, waitFor, type SpawnedProgram } from './harness.ts';
import { hashPassword } from '../api/src/services/passwords.ts';

/** Helpers for the account tests (imported by *.test.ts only). */

/** Settings for a test API: the cheapest captcha that still has to be solved. */
export const ACCOUNT_TEST_ENV = { ALTCHA_MAX_NUMBER: '20', ALTCHA_COST: '1' };

/** A fresh client address, so one test's rate-limit counts never reach another's. */
export const freshIp = (): string => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** Solves a real challenge from GET /api/captcha/challenge, as the widget does, and returns the token. */
export async function solveCaptcha(server: Server): Promise<string> {
  const res = await server.inject('/api/captcha/challenge');
  const challenge = res.result as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const uniqueTag = (): string => randomUUID().replace(/-/g, '').slice(0, 10);

/** A user with a real password hash, made directly in the database. */
export async function createPasswordUser(
  server: Server,
  options: { password?: string; status?: string; googleId?: string } = {},
): Promise<{ id: string; username: string; email: string; password: string }> {
  const tag = uniqueTag();
  const password = options.password ?? `pw-${tag}`;
  const username = `u_${tag}`;
  const email = `${username}@example.com`;
  const passwordHash = await hashPassword(password);
  const id = await server.app.pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name, password_hash, status, google_id)
    values (${email}, ${username}, 'Test Learner', ${passwordHash}, ${options.status ?? 'active'}, ${options.googleId ?? null})
    returning id`);
  return { id, username, email, password };
}

export const cookieOf = (res: { headers: Record<string, unknown> }): string | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  return all.find((c) => c.startsWith('wb_session=') && !c.startsWith('wb_session=;'))?.split(';')[0];
};

export async function login(server: Server, body: Record<string, unknown>, extra: Partial<ServerInjectOptions> = {}) {
  const token = await solveCaptcha(server);
  return server.inject({ method: 'POST', url: '/api/login', payload: { token, remember: false, ...body }, remoteAddress: freshIp(), ...extra });
}

/** The newest message to `to` in the outbox, once a worker has written it. */
export async function waitForMail(server: Server, to: string, predicate: (m: TMailboxMessage) => boolean = () => true, timeoutMs = 20_000) {
  return waitFor(async () => {
    const res = await server.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    return (res.result as { messages: TMailboxMessage[] }).messages.find(predicate);
  }, timeoutMs, `an e-mail to ${to}`);
}

export const codeIn = (message: TMailboxMessage): string => /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';

/** A real worker process serving the mail and purge queues (outbox mode unless env says otherwise). */
export async function startMailWorker(env: Record<string, string> = {}): Promise<SpawnedProgram> {
  const worker = spawnProgram('workers/src/main.ts', { DATABASE_URL: testDatabaseUrl(), ...env }, ['--queues', '{send-email,purge-accounts}', '--concurrency', '2']);
  await waitFor(() => worker.output().includes('worker ready'), 30_000, 'the mail worker');
  return worker;
}
