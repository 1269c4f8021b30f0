import type { Server } from '@hapi/hapi';
import { resetServerEnvForTests } from '@wordbook/sql/server-env';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { sql } from '@wordbook/sql/sql-tag';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_TEST_ENV, freshIp, solveCaptcha, startMailWorker, uniqueTag } from '../../../test/accounts-kit.ts';
import { startTestApi, testPool, waitFor, type SpawnedProgram } from '../../../test/harness.ts';
import type { DatabasePool } from '@wordbook/sql/pool';
import { sendEmailHandler } from './send-email.ts';

/** E-mail through a real SMTP server (smtp-server) receiving what nodemailer sends. */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let server: Server;
let worker: SpawnedProgram;
let pool: DatabasePool;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  [server, worker, pool] = await Promise.all([startTestApi(ACCOUNT_TEST_ENV), startMailWorker({ SMTP_URL: smtpUrl }), testPool()]);
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await server?.stop();
  await pool?.end();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('send-email over SMTP', () => {
  it('delivers the sign-up code from a worker process, and the code signs the account in', async () => {
    const tag = uniqueTag();
    const email = `smtp_${tag}@example.com`;
    const token = await solveCaptcha(server);
    const res = await server.inject({ method: 'POST', url: '/api/signup', remoteAddress: freshIp(), payload: { full_name: 'Mail Tester', username: `m_${tag}`, email, password: 'secret-pw', token } });
    expect(res.statusCode).toBe(200);
    const mail = await waitFor(() => received.find((m) => m.to.includes(email)), 20_000, 'the SMTP delivery');
    const text = decoded(mail.raw);
    expect(text).toContain('Subject: Your Wordbook verification code');
    expect(text).toContain('text/html');
    const code = /verification code: (\d{6})/.exec(text)![1]!;
    const { verificationId } = res.result as { verificationId: string };
    const verify = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code }, remoteAddress: freshIp() });
    expect(verify.statusCode).toBe(200);
    const row = await pool.one(sql.type(z.object({ transport: z.string(), status: z.string() }))`
      select transport, status from mail_outbox where to_address = ${email}`);
    expect(row).toEqual({ transport: 'smtp', status: 'sent' });
  });

  it('sends once when the same job is delivered twice', async () => {
    process.env.SMTP_URL = smtpUrl;
    resetServerEnvForTests();
    try {
      const jobId = randomUUID();
      const to = `twice_${uniqueTag()}@example.com`;
      const ctx = {
        jobId,
        payload: { kind: 'account-deleted' as const, to, fullName: 'Twice', purgeOn: '2030-01-01' },
        signal: new AbortController().signal,
        pool,
        boss: undefined as never,
        log: pino({ level: 'silent' }),
        progress: async () => {},
        finish: async <R>(effect: (tx: never) => Promise<R>) => effect(undefined as never),
      };
      await sendEmailHandler.handle(ctx);
      await sendEmailHandler.handle(ctx);
      await new Promise((r) => setTimeout(r, 300));
      expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      delete process.env.SMTP_URL;
      resetServerEnvForTests();
    }
  });
});
