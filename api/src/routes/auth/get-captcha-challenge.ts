import { newCaptchaChallenge } from '../../services/captcha.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/captcha/challenge → an ALTCHA challenge for the widget (`challenge` attribute). */
export const getCaptchaChallenge = defineRoute({
  method: 'GET',
  path: '/api/captcha/challenge',
  auth: 'public',
  handler: async ({ env, h }) => h.response(await newCaptchaChallenge(env)).header('cache-control', 'no-store'),
});
