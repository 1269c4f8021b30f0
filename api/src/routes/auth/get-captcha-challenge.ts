import type { ServerRoute } from '@hapi/hapi';
import { newCaptchaChallenge } from '../../services/captcha.ts';

/** GET /api/captcha/challenge → an ALTCHA challenge for the widget (`challenge` attribute). */
export const getCaptchaChallenge: ServerRoute = {
  method: 'GET',
  path: '/api/captcha/challenge',
  options: { auth: false },
  handler: async (request, h) => h.response(await newCaptchaChallenge(request.server)).header('cache-control', 'no-store'),
};
