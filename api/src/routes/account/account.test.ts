import type { Server } from '@hapi/hapi';
import { purgeAccountsJob, PURGE_ACCOUNTS_CRON } from '@wordbook/core/contract/jobs/purge-accounts';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { sendJob } from '@wordbook/sql/queue';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi, waitFor, type SpawnedProgram } from '../../../../test/harness.ts';
import { ACCOUNT_TEST_ENV, cookieOf, createPasswordUser, freshIp, login, startMailWorker, waitForMail } from '../../../../test/accounts-kit.ts';

let server: Server;
let worker: SpawnedProgram;
beforeAll(async () => {
  [server, worker] = await Promise.all([startTestApi(ACCOUNT_TEST_ENV), startMailWorker()]);
});
afterAll(async () => {
  worker?.child.kill('SIGTERM');
  await server?.stop();
});

const message = (res: { result: unknown }) => (res.result as { message: string }).message;

async function signedIn(options: { googleId?: string } = {}) {
  const user = await createPasswordUser(server, options);
  const cookie = cookieOf(await login(server, { username: user.username, password: user.password }))!;
  return { ...user, cookie };
}

const isSignedIn = async (cookie: string) => ((await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: unknown }).user !== null;

describe('account settings', () => {
  it('GET /api/account shows the profile; visitors get 401', async () => {
    const user = await signedIn();
    const res = await server.inject({ url: '/api/account', headers: { cookie: user.cookie } });
    expect(res.result).toMatchObject({ account: { id: user.id, username: user.username, email: user.email, google_id: null, has_password: true, preferred_definition_languages: ['en'] } });
    expect((await server.inject('/api/account')).statusCode).toBe(401);
  });

  it('changes name, username and definition language, with the spec messages for bad values', async () => {
    const user = await signedIn();
    const patch = (payload: object) => server.inject({ method: 'PATCH', url: '/api/account', headers: { cookie: user.cookie }, payload });
    const newName = `n_${user.username.slice(2, 12)}`;
    const ok = await patch({ full_name: ' Ana  Lima ', username: newName, preferred_definition_language: 'pt' });
    expect(ok.statusCode).toBe(200);
    expect(ok.result).toMatchObject({ success: true, account: { full_name: 'Ana Lima', username: newName, preferred_definition_languages: ['pt'] } });
    const viaAlias = await server.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: user.cookie }, payload: { preferred_definition_languages: ['ko', 'en'] } });
    expect(viaAlias.result).toMatchObject({ account: { preferred_definition_languages: ['ko', 'en'] } });

    const other = await createPasswordUser(server);
    const cases: [object, number, string][] = [
      [{ full_name: 'Ana Lima' }, 400, M.noValidChanges],
      [{}, 400, M.noValidChanges],
      [{ username: 'no spaces allowed' }, 400, M.usernameFormatAccount],
      [{ username: '' }, 400, M.usernameEmpty],
      [{ username: 'support' }, 400, M.usernameReserved],
      [{ username: other.username }, 409, M.usernameTaken],
      [{ full_name: 'R2 D2' }, 400, M.fullNameFormat],
      [{ full_name: '   ' }, 400, M.fullNameEmptyAccount],
      [{ full_name: 'Moderator Bob' }, 400, M.fullNameNotAllowedAccount],
      [{ preferred_definition_language: 'xx' }, 400, M.languageUnsupported],
    ];
    for (const [payload, status, expected] of cases) {
      const res = await patch(payload);
      expect([res.statusCode, message(res)]).toEqual([status, expected]);
    }
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await signedIn();
    const otherCookie = cookieOf(await login(server, { username: user.username, password: user.password }))!;
    const change = (payload: object) => server.inject({ method: 'PATCH', url: '/api/account/password', headers: { cookie: user.cookie }, payload });
    expect(message(await change({ new_password: 'long-enough-1' }))).toBe(M.currentPasswordRequired);
    expect(message(await change({ current_password: user.password, new_password: 'short' }))).toBe(M.newPasswordTooShort);
    expect(message(await change({ current_password: 'wrong-password', new_password: 'long-enough-1' }))).toBe(M.currentPasswordWrong);
    const ok = await change({ current_password: user.password, new_password: 'long-enough-1' });
    expect(ok.statusCode).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(true);
    expect(await isSignedIn(otherCookie)).toBe(false);
    expect((await login(server, { username: user.username, password: user.password })).statusCode).toBe(401);
    expect((await login(server, { username: user.username, password: 'long-enough-1' })).statusCode).toBe(200);
    const camel = await server.inject({ method: 'POST', url: '/api/account/password', headers: { cookie: user.cookie }, payload: { currentPassword: 'long-enough-1', newPassword: 'long-enough-2' } });
    expect(camel.statusCode).toBe(200);
  });

  it('refuses a password change for a Google-linked account', async () => {
    const user = await signedIn({ googleId: `g-${Date.now()}-${Math.random()}` });
    const res = await server.inject({ method: 'PATCH', url: '/api/account/password', headers: { cookie: user.cookie }, payload: { current_password: user.password, new_password: 'long-enough-1' } });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(M.googleNoPasswordChange);
  });

  it('deletes the account after the password: every session ends, login fails, a goodbye e-mail goes out', async () => {
    const user = await signedIn();
    const otherCookie = cookieOf(await login(server, { email: user.email, password: user.password }))!;
    const del = (payload: object) => server.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: user.cookie }, payload });
    expect(message(await del({}))).toBe(M.deletePasswordRequired);
    expect(message(await del({ password: 'wrong-password' }))).toBe(M.deletePasswordWrong);
    const ok = await del({ password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect(await isSignedIn(otherCookie)).toBe(false);
    expect(message(await login(server, { username: user.username, password: user.password }))).toBe(M.invalidCredentials);
    const mail = await waitForMail(server, user.email);
    expect(mail.subject).toBe('Your Wordbook account has been deleted');
  });

  it('purges accounts withdrawn more than 3 months ago (the purge-accounts job, scheduled daily)', async () => {
    const old = await createPasswordUser(server);
    const recent = await createPasswordUser(server);
    await server.app.pool.query(sql.typeAlias('void')`update users set deleted_at = now() - interval '3 months 1 day' where id = ${old.id}`);
    await server.app.pool.query(sql.typeAlias('void')`update users set deleted_at = now() - interval '2 months' where id = ${recent.id}`);
    await server.app.pool.transaction((tx) => sendJob(server.app.boss, tx, purgeAccountsJob, {}));
    const exists = (id: string) => server.app.pool.oneFirst(sql.type(z.object({ e: z.boolean() }))`select exists (select 1 from users where id = ${id}) as e`);
    await waitFor(async () => !(await exists(old.id)), 20_000, 'the purge');
    expect(await exists(recent.id)).toBe(true);
    const cron = await server.app.pool.maybeOneFirst(sql.type(z.object({ cron: z.string() }))`select cron from pgboss.schedule where name = 'purge-accounts'`);
    expect(cron).toBe(PURGE_ACCOUNTS_CRON);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link; the new password works and every session ends', async () => {
    const user = await signedIn();
    const request = () => server.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email }, remoteAddress: freshIp() });
    const res = await request();
    expect(res.result).toEqual({ success: true, message: M.resetRequested });
    const unknown = await server.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: 'nobody-here@example.com' }, remoteAddress: freshIp() });
    expect(unknown.result).toEqual(res.result);

    const mail = await waitForMail(server, user.email);
    const link = /http:\/\/localhost:\d+\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const confirm = (payload: object) => server.inject({ method: 'POST', url: '/api/password-reset/confirm', payload, remoteAddress: freshIp() });
    const check = async (t: string) => (await server.inject({ method: 'POST', url: '/api/password-reset/check', payload: { token: t }, remoteAddress: freshIp() })).result;
    expect(await check(token)).toEqual({ valid: true });
    expect(await check('x'.repeat(43))).toEqual({ valid: false });
    expect(message(await confirm({ token, password: 'short' }))).toBe(M.resetPasswordTooShort);
    expect(message(await confirm({ token: 'x'.repeat(43), password: 'brand-new-pass' }))).toBe(M.resetLinkInvalid);
    const ok = await confirm({ token, password: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect(await isSignedIn(user.cookie)).toBe(false);
    expect((await login(server, { username: user.username, password: 'brand-new-pass' })).statusCode).toBe(200);
    const reuse = await confirm({ token, password: 'another-pass-1' });
    expect([reuse.statusCode, message(reuse)]).toEqual([400, M.resetLinkInvalid]);
    expect(await check(token)).toEqual({ valid: false }); // the page says so on load
  });

  it('refuses a link older than 30 minutes', async () => {
    const user = await createPasswordUser(server);
    await server.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: user.email }, remoteAddress: freshIp() });
    const mail = await waitForMail(server, user.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await server.app.pool.query(sql.typeAlias('void')`update email_verifications set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    const res = await server.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password: 'brand-new-pass' }, remoteAddress: freshIp() });
    expect(message(res)).toBe(M.resetLinkInvalid);
  });

  it('limits reset requests for one address to 3 an hour', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await server.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email }, remoteAddress: freshIp() })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
