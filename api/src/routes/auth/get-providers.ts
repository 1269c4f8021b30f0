import { isGoogleConfigured } from '../../services/google-sign-in.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/auth/providers → {google}: whether the social sign-in button is live. */
export const getAuthProviders = defineRoute({
  method: 'GET',
  path: '/api/auth/providers',
  auth: 'public',
  handler: ({ env }) => ({ google: isGoogleConfigured(env) }),
});
