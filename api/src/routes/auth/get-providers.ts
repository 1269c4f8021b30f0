import type { ServerRoute } from '@hapi/hapi';
import { isGoogleConfigured } from '../../services/google-sign-in.ts';

/** GET /api/auth/providers → {google}: whether the social sign-in button is live. */
export const getAuthProviders: ServerRoute = {
  method: 'GET',
  path: '/api/auth/providers',
  options: { auth: false },
  handler: (request) => ({ google: isGoogleConfigured(request.server.app.env) }),
};
