import type { TAppParts } from './app-parts.ts';
import { fullNameError, isReservedUsername, isValidUsername, normaliseFullName } from '@wordbook/core/rules/account-rules';
import type { TServerEnv } from '@wordbook/sql/server-env';
import { findCredentialsByEmail, findCredentialsByGoogleId, linkGoogleId, recordLogin, usernameExists } from '@wordbook/sql/queries/account';
import { insertOauthState, takeOauthState } from '@wordbook/sql/queries/account-oauth';
import { insertUser } from '@wordbook/sql/queries/users';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { publicOrigin } from './mail-outbox.ts';

/**
 * Google sign-in by OpenID Connect: authorization code with PKCE (S256), state and nonce.
 * The state row keeps the verifier and nonce and is bound to the starting browser by a
 * short-lived cookie; the ID token is verified against the issuer's keys (jose).
 */
export const OAUTH_BROWSER_COOKIE = 'wb_oauth';
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** A failure the person should read on the login page (`/login?error=…`). */
export class SignInError extends Error {
  constructor(message: string, readonly redirectTo?: string) {
    super(message);
  }
}

export const isGoogleConfigured = (env: TServerEnv): boolean => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

const ZDiscovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
});
type TProvider = z.infer<typeof ZDiscovery> & { keys: JWTVerifyGetKey };
const providers = new Map<string, Promise<TProvider>>();

function provider(issuerUrl: string): Promise<TProvider> {
  let found = providers.get(issuerUrl);
  if (!found) {
    found = (async () => {
      const res = await fetch(`${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`discovery answered ${res.status}`);
      const doc = ZDiscovery.parse(await res.json());
      return { ...doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    })();
    found.catch(() => providers.delete(issuerUrl));
    providers.set(issuerUrl, found);
  }
  return found;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const random = (): string => randomBytes(32).toString('base64url');
const redirectUri = (env: TAppParts['env']): string => `${publicOrigin(env)}/auth/google/callback`;

/** Only same-origin paths: '/x' but never '//host' or '/\host'. */
export function safeReturnTo(value: string | null | undefined): string {
  const hasControlOrBackslash = [...(value ?? '')].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\');
  if (!value?.startsWith('/') || value.startsWith('//') || hasControlOrBackslash) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  return value;
}

/** Builds the provider's authorization URL and the browser-binding cookie value. */
export async function startGoogleSignIn(
  app: Pick<TAppParts, 'db' | 'env'>,
  args: { returnTo?: string; deviceId?: string },
): Promise<{ location: string; browserToken: string }> {
  const { env, db: pool } = app;
  const google = await provider(env.GOOGLE_ISSUER_URL);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const browserToken = random();
  await insertOauthState(pool, {
    stateHash: sha256(state),
    browserHash: sha256(browserToken),
    provider: 'google',
    codeVerifier,
    nonce,
    returnTo: safeReturnTo(args.returnTo),
    deviceId: args.deviceId ?? null,
  });
  const url = new URL(google.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: env.GOOGLE_CLIENT_ID ?? '',
    redirect_uri: redirectUri(env),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return { location: url.toString(), browserToken };
}

const ZTokenResponse = z.object({ id_token: z.string() });
const ZIdClaims = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
});

/**
 * Finishes the redirect: checks state and browser, exchanges the code, verifies the ID token,
 * then finds the account by Google id, links it by verified e-mail, or creates it.
 */
export async function finishGoogleSignIn(
  app: Pick<TAppParts, 'db' | 'env'>,
  args: { code: string; state: string; browserToken: string | undefined },
): Promise<{ userId: string; status: string; returnTo: string; deviceId: string | null }> {
  const { env, db: pool } = app;
  const saved = await takeOauthState(pool, sha256(args.state));
  if (!saved || !args.browserToken || !sha256(args.browserToken).equals(saved.browserHash)) {
    throw new SignInError('Google sign-in expired or was started in another browser. Please try again.');
  }
  const google = await provider(env.GOOGLE_ISSUER_URL);
  const res = await fetch(google.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: args.code,
      redirect_uri: redirectUri(env),
      code_verifier: saved.codeVerifier,
      client_id: env.GOOGLE_CLIENT_ID ?? '',
      client_secret: env.GOOGLE_CLIENT_SECRET ?? '',
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new SignInError('Google sign-in failed. Please try again.');
  const tokens = ZTokenResponse.parse(await res.json());
  const { payload } = await jwtVerify(tokens.id_token, google.keys, { issuer: google.issuer, audience: env.GOOGLE_CLIENT_ID });
  const claims = ZIdClaims.parse(payload);
  if (claims.nonce !== saved.nonce) throw new SignInError('Google sign-in failed. Please try again.');
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';

  const { userId, status } = await pool.transaction(async (tx) => {
    const byGoogle = await findCredentialsByGoogleId(tx, claims.sub);
    if (byGoogle) {
      if (byGoogle.deleted) throw new SignInError('This account has been deleted.');
      return { userId: byGoogle.id, status: byGoogle.status };
    }
    if (!claims.email || !emailVerified) throw new SignInError('Your Google account has no verified email address.');
    const byEmail = await findCredentialsByEmail(tx, claims.email);
    if (byEmail) {
      if (byEmail.deleted) throw new SignInError('This account has been deleted.');
      if (byEmail.googleId) throw new SignInError('This email is linked to another Google account.');
      await linkGoogleId(tx, { userId: byEmail.id, googleId: claims.sub });
      return { userId: byEmail.id, status: byEmail.status };
    }
    const username = await freeUsername(tx, claims.email);
    const name = normaliseFullName(claims.name ?? '');
    const user = await insertUser(tx, {
      email: claims.email,
      username,
      fullName: fullNameError(name, 'account') === null ? name : username,
      passwordHash: null,
      googleId: claims.sub,
    });
    return { userId: user.id, status: user.status };
  });
  if (status === 'active') await recordLogin(pool, userId);
  return { userId, status, returnTo: safeReturnTo(saved.returnTo), deviceId: saved.deviceId };
}

/** A username from the e-mail's local part, made valid, unreserved and unused. */
async function freeUsername(db: Parameters<typeof usernameExists>[0], email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 15);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(1000, 100_000)}`;
    if (isValidUsername(candidate) && !isReservedUsername(candidate) && !(await usernameExists(db, candidate))) return candidate;
    if (attempt === 0 && isReservedUsername(base)) base = 'user';
  }
  throw new SignInError('Could not create an account. Please try again.');
}
