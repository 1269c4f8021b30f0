import { ZGoogleStartQuery } from '@wordbook/core/contract/accounts';
import { devToolsOn } from '@wordbook/sql/server-env';
import { enforceRateLimits } from '../../services/rate-limits.ts';
import { isGoogleConfigured, OAUTH_BROWSER_COOKIE, startGoogleSignIn } from '../../services/google-sign-in.ts';
import { defineRoute } from '../define-route.ts';

export const loginErrorPath = (message: string) => `/login?error=${encodeURIComponent(message)}`;

/** GET /auth/google?device_id&returnTo: a full-page redirect to Google (or back to /login with an error). */
export const getGoogleStart = defineRoute({
  method: 'GET',
  path: '/auth/google',
  auth: 'public',
  query: ZGoogleStartQuery,
  handler: async (context) => {
    const { env, log, h, query } = context;
    if (!isGoogleConfigured(env)) return h.redirect(loginErrorPath('Google sign-in is not available yet.'));
    await enforceRateLimits(context, [['oauth-ip', context.ip]]);
    try {
      const { location, browserToken } = await startGoogleSignIn(context, { returnTo: query.returnTo, deviceId: query.device_id });
      return h
        .redirect(location)
        .state(OAUTH_BROWSER_COOKIE, browserToken, {
          path: '/auth/google',
          ttl: 10 * 60 * 1000,
          isHttpOnly: true,
          isSameSite: 'Lax',
          isSecure: !devToolsOn(env),
          encoding: 'none',
          strictHeader: true,
        });
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'google sign-in could not start');
      return h.redirect(loginErrorPath('Google sign-in is unavailable right now. Please try again later.'));
    }
  },
});
