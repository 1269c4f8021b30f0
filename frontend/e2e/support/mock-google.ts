import type { BrowserContext } from '@playwright/test';

/**
 * The Google stand-in for browser tests: oauth2-mock-server run by ./oidc-provider.ts as the
 * second Playwright web server, on E2E_PORT + 1. Which Google account is "signed in at Google"
 * is a cookie the test puts on the provider's /authorize path, so tests in parallel workers
 * (one browser context each) never see each other's identity.
 */
export const MOCK_GOOGLE_CLIENT_ID = 'wordbook-e2e-client';
export const MOCK_GOOGLE_CLIENT_SECRET = 'wordbook-e2e-secret';
export const IDENTITY_COOKIE = 'mock_google_identity';

/** Who the provider says signed in when the browser brings no identity cookie. */
export const DEFAULT_GOOGLE_IDENTITY = {
  sub: 'google-e2e-default',
  email: 'google.default@wordbook-e2e.example',
  email_verified: true,
  name: 'Gale Default',
} as const;

export type TGoogleIdentity = { sub: string; email: string; email_verified: boolean; name?: string };

export const mockGoogleIssuer = (productPort: number): string => `http://127.0.0.1:${productPort + 1}`;

export const encodeIdentity = (identity: TGoogleIdentity): string => Buffer.from(JSON.stringify(identity)).toString('base64url');

/** Makes the next Google sign-in in this browser context come back as `identity`. */
export async function signInAtGoogleAs(context: BrowserContext, identity: TGoogleIdentity): Promise<void> {
  const issuer = new URL(mockGoogleIssuer(Number(process.env.E2E_PORT ?? 3100)));
  await context.addCookies([
    { name: IDENTITY_COOKIE, value: encodeIdentity(identity), domain: issuer.hostname, path: '/authorize', httpOnly: true, sameSite: 'Lax' },
  ]);
}
