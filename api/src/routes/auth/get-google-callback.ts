import { z } from 'zod';
import { signIn } from '../../plugins/session-auth.ts';
import { finishGoogleSignIn, isGoogleConfigured, OAUTH_BROWSER_COOKIE, SignInError } from '../../services/google-sign-in.ts';
import { defineRoute } from '../define-route.ts';
import { loginErrorPath } from './get-google-start.ts';

const ZCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

/**
 * GET /auth/google/callback?code&state: signs the Google account in (creating or linking it by
 * verified e-mail) and redirects to returnTo or /dashboard; a banned or suspended account goes
 * to /status-error; any failure to /login?error=….
 */
export const getGoogleCallback = defineRoute({
  method: 'GET',
  path: '/auth/google/callback',
  auth: 'public',
  handler: async (context) => {
    const { env, log, h, request } = context;
    const clearBrowser = { path: '/auth/google' };
    const parsed = ZCallbackQuery.safeParse(request.query);
    if (!isGoogleConfigured(env) || !parsed.success) return h.redirect(loginErrorPath('Google sign-in failed. Please try again.'));
    const { code, state, error } = parsed.data;
    if (error || !code || !state) {
      const message = error === 'access_denied' ? 'Google sign-in was cancelled.' : 'Google sign-in failed. Please try again.';
      return h.redirect(loginErrorPath(message)).unstate(OAUTH_BROWSER_COOKIE, clearBrowser);
    }
    const browserToken = (request.state as Record<string, unknown> | null)?.[OAUTH_BROWSER_COOKIE];
    try {
      const result = await finishGoogleSignIn(context, { code, state, browserToken: typeof browserToken === 'string' ? browserToken : undefined });
      if (result.status !== 'active') {
        return h.redirect(`/status-error?status=${encodeURIComponent(result.status)}`).unstate(OAUTH_BROWSER_COOKIE, clearBrowser);
      }
      await signIn(request, result.userId, { remember: false, deviceId: result.deviceId });
      return h.redirect(result.returnTo).unstate(OAUTH_BROWSER_COOKIE, clearBrowser);
    } catch (failure) {
      const message = failure instanceof SignInError ? failure.message : 'Google sign-in failed. Please try again.';
      if (!(failure instanceof SignInError)) log.warn({ err: (failure as Error).message }, 'google sign-in failed');
      return h.redirect(loginErrorPath(message)).unstate(OAUTH_BROWSER_COOKIE, clearBrowser);
    }
  },
});
