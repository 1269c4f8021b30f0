import type { Server } from '@hapi/hapi';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../../test/harness.ts';
import { ACCOUNT_TEST_ENV, cookieOf, createPasswordUser, uniqueTag } from '../../../../test/accounts-kit.ts';

/** Google sign-in end to end against a real OpenID provider over HTTP (oauth2-mock-server). */
let oidc: OAuth2Server;
let server: Server;
let identity: Record<string, unknown> = {};
beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, identity));
  server = await startTestApi({ ...ACCOUNT_TEST_ENV, GOOGLE_CLIENT_ID: 'wordbook-test-client', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER_URL: oidc.issuer.url! });
});
afterAll(async () => {
  await server?.stop();
  await oidc?.stop();
});

const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? (h as string[]) : h ? [String(h)] : [];
};

/** Runs the browser's part: our start URL → provider → our callback. Returns the callback's answer. */
async function signInWithGoogle(query = 'device_id=dev-1&returnTo=%2Fstudy', options: { keepBrowserCookie?: boolean } = {}) {
  const start = await server.inject(`/auth/google?${query}`);
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  expect(authorizeUrl.origin).toBe(new URL(oidc.issuer.url!).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
  const browserCookie = setCookies(start).find((c) => c.startsWith('wb_oauth='))!.split(';')[0]!;
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.pathname).toBe('/auth/google/callback');
  return server.inject({ url: `${back.pathname}${back.search}`, headers: options.keepBrowserCookie === false ? {} : { cookie: browserCookie } });
}

describe('Google sign-in', () => {
  it('reports the provider as configured', async () => {
    expect((await server.inject('/api/auth/providers')).result).toEqual({ google: true });
  });

  it('creates an account on first sign-in, then signs the same account in again', async () => {
    const tag = uniqueTag();
    identity = { sub: `google-${tag}`, email: `g.${tag}@gmail.example`, email_verified: true, name: 'Gwen  Stacy' };
    const first = await signInWithGoogle();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/study');
    const cookie = cookieOf(first)!;
    const session = (await server.inject({ url: '/api/session', headers: { cookie } })).result as { user: { id: string; google_id: string; email: string; full_name: string; username: string } };
    expect(session.user).toMatchObject({ google_id: `google-${tag}`, email: `g.${tag}@gmail.example`, full_name: 'Gwen Stacy', username: `g.${tag}` });
    const account = await server.inject({ url: '/api/account', headers: { cookie } });
    expect(account.result).toMatchObject({ account: { has_password: false } });

    const again = await signInWithGoogle('returnTo=%2F%2Fevil.example%2Fx');
    expect(again.headers.location).toBe('/dashboard');
    const second = (await server.inject({ url: '/api/session', headers: { cookie: cookieOf(again)! } })).result as { user: { id: string } };
    expect(second.user.id).toBe(session.user.id);
  });

  it('links an existing account by its verified e-mail', async () => {
    const existing = await createPasswordUser(server);
    identity = { sub: `google-link-${uniqueTag()}`, email: existing.email, email_verified: true, name: 'Someone Else' };
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/study');
    const session = (await server.inject({ url: '/api/session', headers: { cookie: cookieOf(res)! } })).result as { user: { id: string; google_id: string; full_name: string } };
    expect(session.user).toMatchObject({ id: existing.id, google_id: identity.sub, full_name: 'Test Learner' });
  });

  it('refuses an unverified e-mail and a callback from another browser', async () => {
    identity = { sub: `google-unverified-${uniqueTag()}`, email: `x.${uniqueTag()}@example.com`, email_verified: false };
    const unverified = await signInWithGoogle();
    expect(String(unverified.headers.location)).toMatch(/^\/login\?error=/);
    expect(cookieOf(unverified)).toBeUndefined();

    identity = { sub: `google-${uniqueTag()}`, email: `y.${uniqueTag()}@example.com`, email_verified: true };
    const elsewhere = await signInWithGoogle(undefined, { keepBrowserCookie: false });
    expect(decodeURIComponent(String(elsewhere.headers.location))).toContain('/login?error=Google sign-in expired or was started in another browser');
    expect(cookieOf(elsewhere)).toBeUndefined();
  });

  it('sends a banned account to /status-error without a session', async () => {
    const banned = await createPasswordUser(server, { status: 'banned' });
    identity = { sub: `google-banned-${uniqueTag()}`, email: banned.email, email_verified: true };
    const res = await signInWithGoogle();
    expect(res.headers.location).toBe('/status-error?status=banned');
    expect(cookieOf(res)).toBeUndefined();
  });

  it('without configuration: providers says false and the start path goes back to /login with an error', async () => {
    const plain = await startTestApi(ACCOUNT_TEST_ENV);
    try {
      expect((await plain.inject('/api/auth/providers')).result).toEqual({ google: false });
      const res = await plain.inject('/auth/google?returnTo=%2Fdashboard');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/login?error=${encodeURIComponent('Google sign-in is not available yet.')}`);
    } finally {
      await plain.stop();
    }
  });
});
