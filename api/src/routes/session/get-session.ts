import type { TSessionResponse } from '@wordbook/core/contract/session';
import { aiLimitsOf, toSessionUser } from '../../services/accounts.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/session → { user, aiLimits }; a visitor gets nulls (document 1, section 3). */
export const getSession = defineRoute({
  method: 'GET',
  path: '/api/session',
  auth: 'optional',
  options: { app: { allowInactive: true } },
  handler: ({ user }): TSessionResponse => (user ? { user: toSessionUser(user), aiLimits: aiLimitsOf(user) } : { user: null, aiLimits: null }),
});
