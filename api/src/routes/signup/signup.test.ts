import type { Server } from '@hapi/hapi';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, type SpawnedProgram } from '../../../../test/harness.ts';
import {
  ACCOUNT_TEST_ENV,
  codeIn,
  cookieOf,
  createPasswordUser,
  freshIp,
  solveCaptcha,
  startMailWorker,
  uniqueTag,
  waitForMail,
} from '../../../../test/accounts-kit.ts';

let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  [server, worker] = await Promise.all([startTestApi(ACCOUNT_TEST_ENV), startMailWorker()]);
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await server?.stop();
});

const newPerson = () => {
  const tag = uniqueTag();
  return { full_name: 'Jane Learner', username: `j_${tag}`, email: `j_${tag}@example.com`, password: 'secret-pw' };
};

async function signup(body: Record<string, unknown>, ip = freshIp()) {
  const token = await solveCaptcha(server);
  return server.inject({ method: 'POST', url: '/api/signup', payload: { token, ...body }, remoteAddress: ip });
}

const message = (res: { result: unknown }) => (res.result as { message: string }).message;

describe('POST /api/signup', () => {
  it.each([
    [{ full_name: '' }, M.fullNameRequired],
    [{ full_name: 'J4ne' }, M.fullNameFormat],
    [{ full_name: 'x' }, M.fullNameFormat],
    [{ full_name: 'Admin Person' }, M.fullNameNotAllowedSignup],
    [{ username: 'ab' }, M.usernameFormat],
    [{ username: 'has space' }, M.usernameFormat],
    [{ email: 'not-an-email' }, M.emailFormat],
    [{ email: 'a b@c.de' }, M.emailFormat],
    [{ password: '12345' }, M.passwordTooShort],
    [{ password: 'x'.repeat(51) }, M.passwordTooLong],
    [{ username: 'superadmin' }, M.usernameReserved],
  ])('answers 400 for %o with its message', async (change, expected) => {
    const res = await signup({ ...newPerson(), ...change });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('refuses a missing or forged captcha', async () => {
    const body = newPerson();
    const missing = await server.inject({ method: 'POST', url: '/api/signup', payload: body, remoteAddress: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe(M.captchaRequired);
    const forged = await server.inject({ method: 'POST', url: '/api/signup', payload: { ...body, token: Buffer.from('{"challenge":{}}').toString('base64') }, remoteAddress: freshIp() });
    expect(message(forged)).toBe(M.captchaFailed);
  });

  it('refuses a captcha solution used before', async () => {
    const token = await solveCaptcha(server);
    const first = await server.inject({ method: 'POST', url: '/api/signup', payload: { ...newPerson(), token }, remoteAddress: freshIp() });
    expect(first.statusCode).toBe(200);
    const again = await server.inject({ method: 'POST', url: '/api/signup', payload: { ...newPerson(), token }, remoteAddress: freshIp() });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(M.captchaFailed);
  });

  it('refuses a taken username and a used email with the submit messages', async () => {
    const existing = await createPasswordUser(server);
    const byName = await signup({ ...newPerson(), username: existing.username.toUpperCase() });
    expect(byName.statusCode).toBe(409);
    expect(message(byName)).toBe(M.usernameSubmit);
    const byEmail = await signup({ ...newPerson(), email: existing.email });
    expect(byEmail.statusCode).toBe(409);
    expect(message(byEmail)).toBe(M.emailSubmit);
  });

  it('creates the account only when the e-mailed code is confirmed, then signs it in', async () => {
    const person = { ...newPerson(), full_name: '  José   María  ' };
    const res = await signup(person);
    expect(res.statusCode).toBe(200);
    const { verificationId } = res.result as { verificationId: string };
    expect((await server.inject(`/api/check-username?username=${person.username}`)).result).toEqual({ exists: false, reserved: false });

    const mail = await waitForMail(server, person.email);
    expect(mail.subject).toContain('verification code');
    const verify = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: codeIn(mail) }, remoteAddress: freshIp() });
    expect(verify.statusCode).toBe(200);
    const user = (verify.result as { user: { username: string; full_name: string; role: string } }).user;
    expect(user).toMatchObject({ username: person.username, full_name: 'José María', role: 'user' });
    const cookie = cookieOf(verify);
    expect(cookie).toBeDefined();
    const session = await server.inject({ url: '/api/session', headers: { cookie: cookie! } });
    expect((session.result as { user: { username: string } }).user.username).toBe(person.username);
    expect((await server.inject(`/api/check-email?email=${person.email}`)).result).toEqual({ exists: true });

    const twice = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: codeIn(mail) }, remoteAddress: freshIp() });
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a code past its 10 minutes', async () => {
    const person = newPerson();
    const { verificationId } = (await signup(person)).result as { verificationId: string };
    const mail = await waitForMail(server, person.email);
    await server.app.pool.query(sql.typeAlias('void')`
      update email_verifications set created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute' where id = ${verificationId}`);
    const res = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: codeIn(mail) }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(M.codeExpired);
  });

  it('refuses the sixth guess after five wrong ones, even when it is right', async () => {
    const person = newPerson();
    const { verificationId } = (await signup(person)).result as { verificationId: string };
    const code = codeIn(await waitForMail(server, person.email));
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = freshIp();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: wrong }, remoteAddress: ip });
      expect(res.statusCode).toBe(400);
      answers.push(message(res));
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(M.codeWrong));
    expect(answers[4]).toBe(M.codeTooManyAttempts);
    const sixth = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code }, remoteAddress: ip });
    expect(sixth.statusCode).toBe(400);
    expect(message(sixth)).toBe(M.codeTooManyAttempts);
  });

  it('answers 400 for a malformed code and 404 for an unknown verification', async () => {
    const bad = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId: crypto.randomUUID(), code: '12ab56' }, remoteAddress: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(M.codeFormat);
    const unknown = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId: crypto.randomUUID(), code: '123456' }, remoteAddress: freshIp() });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/signup/resend', () => {
  it('answers 429 with Retry-After inside 60 s, then sends a new code that replaces the old one', async () => {
    const person = newPerson();
    const { verificationId } = (await signup(person)).result as { verificationId: string };
    const first = await waitForMail(server, person.email);
    const early = await server.inject({ method: 'POST', url: '/api/signup/resend', payload: { verificationId }, remoteAddress: freshIp() });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);

    await server.app.pool.query(sql.typeAlias('void')`update email_verifications set last_sent_at = now() - interval '61 seconds' where id = ${verificationId}`);
    const later = await server.inject({ method: 'POST', url: '/api/signup/resend', payload: { verificationId }, remoteAddress: freshIp() });
    expect(later.statusCode).toBe(200);
    expect(later.result).toEqual({ success: true, verificationId });
    const second = await waitForMail(server, person.email, (m) => m.id !== first.id);
    if (codeIn(first) !== codeIn(second)) {
      const old = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: codeIn(first) }, remoteAddress: freshIp() });
      expect(message(old)).toBe(M.codeWrong);
    }
    const ok = await server.inject({ method: 'POST', url: '/api/signup/verify', payload: { verificationId, code: codeIn(second) }, remoteAddress: freshIp() });
    expect(ok.statusCode).toBe(200);
  });
});

describe('availability checks', () => {
  it('check-fullname answers ok or the reason', async () => {
    expect((await server.inject('/api/check-fullname?full_name=Kim%20Min%20Ji')).result).toEqual({ ok: true, error: null });
    expect((await server.inject('/api/check-fullname?full_name=%ED%99%8D%EA%B8%B8%EB%8F%99')).result).toEqual({ ok: true, error: null });
    expect((await server.inject('/api/check-fullname?full_name=R2D2')).result).toEqual({ ok: false, error: M.fullNameFormat });
    expect((await server.inject('/api/check-fullname?full_name=the%20admin')).result).toEqual({ ok: false, error: M.fullNameNotAllowedSignup });
    expect((await server.inject('/api/check-fullname')).result).toEqual({ ok: false, error: M.fullNameRequired });
  });

  it('check-username reports taken and reserved names; a bad format is 400', async () => {
    const existing = await createPasswordUser(server);
    expect((await server.inject(`/api/check-username?username=${existing.username}`)).result).toEqual({ exists: true, reserved: false });
    expect((await server.inject('/api/check-username?username=wordbook_team')).result).toEqual({ exists: false, reserved: true });
    const bad = await server.inject('/api/check-username?username=a');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(M.usernameFormat);
  });

  it('check-email reports a used address; a bad format is 400', async () => {
    const existing = await createPasswordUser(server);
    expect((await server.inject(`/api/check-email?email=${existing.email.toUpperCase()}`)).result).toEqual({ exists: true });
    expect((await server.inject('/api/check-email?email=free-address@example.com')).result).toEqual({ exists: false });
    const bad = await server.inject('/api/check-email?email=nope');
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(M.emailFormatShort);
  });

  it('answers one address at most 30 e-mail checks in 10 minutes: listing who has an account is slow', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await server.inject({ url: `/api/check-email?email=probe${i}@example.com`, remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await server.inject({ url: '/api/check-email?email=probe-last@example.com', remoteAddress: ip })).statusCode).toBe(429);
    // The other live checks keep their own, larger allowance.
    expect((await server.inject({ url: '/api/check-fullname?full_name=Ann%20Lee', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('limits one address to 120 checks a minute, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await server.inject({ url: '/api/check-fullname?full_name=Ann%20Lee', remoteAddress: ip })).statusCode;
    }
    expect(last).toBe(429);
    const res = await server.inject({ url: '/api/check-fullname?full_name=Ann%20Lee', remoteAddress: ip });
    expect(message(res)).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const counted = await server.app.pool.oneFirst(sql.type(z.object({ hits: z.number() }))`select hits from rate_limits where key = ${`check-ip:${ip}`}`);
    expect(counted).toBe(122);
  });
});
