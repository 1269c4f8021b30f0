import type { ServerRoute } from '@hapi/hapi';
import { invalidateSession } from '@wordbook/sql/queries/sessions';

/** POST /api/logout: ends this session (row and cookie); answers 200 even when already signed out. */
export const postLogout: ServerRoute = {
  method: 'POST',
  path: '/api/logout',
  options: { auth: { mode: 'try' }, app: { allowInactive: true } },
  handler: async (request) => {
    const sessionId = request.auth.credentials?.sessionId;
    if (sessionId) await invalidateSession(request.server.app.pool, sessionId);
    request.cookieAuth.clear();
    return { success: true };
  },
};
