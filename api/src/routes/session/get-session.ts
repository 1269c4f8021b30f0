import type { ServerRoute } from '@hapi/hapi';
import type { TSessionResponse } from '@wordbook/core/contract/session';
import { aiLimitsOf, toSessionUser } from '../../services/accounts.ts';

/** GET /api/session → { user, aiLimits }; a visitor gets nulls (document 1, section 3). */
export const getSession: ServerRoute = {
  method: 'GET',
  path: '/api/session',
  options: { auth: { mode: 'try' }, app: { allowInactive: true } },
  handler: (request): TSessionResponse => {
    const user = request.auth.credentials?.user;
    if (!user) return { user: null, aiLimits: null };
    return { user: toSessionUser(user), aiLimits: aiLimitsOf(user) };
  },
};
