import type { ServerRoute } from '@hapi/hapi';
import { ZGoogleStartQuery } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { clientIp, enforceRateLimits } from '../../services/rate-limits.ts';
import { isGoogleConfigured, OAUTH_BROWSER_COOKIE, startGoogleSignIn } from '../../services/google-sign-in.ts';
import { zodValidator } from '../../validate.ts';

export const loginErrorPath = (message: string) => `/login?error=${encodeURIComponent(message)}`;

/** GET /auth/google?device_id&returnTo: a full-page redirect to Google (or back to /login with an error). */
export const getGoogleStart: ServerRoute = {
  method: 'GET',
  path: '/auth/google',
  options: { auth: false, validate: { query: zodValidator(ZGoogleStartQuery) } },
  handler: async (request, h) => {
    const { env, log } = request.server.app;
    if (!isGoogleConfigured(env)) return h.redirect(loginErrorPath('Google sign-in is not available yet.'));
    await enforceRateLimits(request, [['oauth-ip', clientIp(request)]]);
    const query = request.query as z.output<typeof ZGoogleStartQuery>;
    try {
      const { location, browserToken } = await startGoogleSignIn(request, { returnTo: query.returnTo, deviceId: query.device_id });
      return h
        .redirect(location)
        .state(OAUTH_BROWSER_COOKIE, browserToken, {
          path: '/auth/google',
          ttl: 10 * 60 * 1000,
          isHttpOnly: true,
          isSameSite: 'Lax',
          isSecure: env.NODE_ENV === 'production',
          encoding: 'none',
          strictHeader: true,
        });
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'google sign-in could not start');
      return h.redirect(loginErrorPath('Google sign-in is unavailable right now. Please try again later.'));
    }
  },
};
