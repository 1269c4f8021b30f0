import { invalidateSession } from '@wordbook/sql/queries/sessions';
import { defineRoute } from '../define-route.ts';

/** POST /api/logout: ends this session (row and cookie); answers 200 even when already signed out. */
export const postLogout = defineRoute({
  method: 'POST',
  path: '/api/logout',
  auth: 'optional',
  options: { app: { allowInactive: true } },
  handler: async ({ db, sessionId, request }) => {
    if (sessionId) await invalidateSession(db, sessionId);
    request.cookieAuth.clear();
    return { success: true };
  },
});
