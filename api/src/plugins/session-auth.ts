import Cookie from '@hapi/cookie';
import type { Server } from '@hapi/hapi';
import { findActiveSession, touchSession } from '@wordbook/sql/queries/sessions';
import { z } from 'zod';
import { hashSessionToken } from '../services/session-tokens.ts';

export const SESSION_COOKIE = 'wb_session';
const TOUCH_EVERY_MS = 60_000;

const ZCookieContent = z.object({ sid: z.string().min(20).max(100) });

/**
 * Cookie sessions after hapijs/cookie: the (sealed) cookie holds only an opaque token; the
 * session is a row. HttpOnly, SameSite=Lax, Secure in production; lifetime set at login.
 */
export async function registerSessionAuth(server: Server, cookiePassword: string): Promise<void> {
  await server.register(Cookie);
  server.auth.strategy('session', 'cookie', {
    cookie: {
      name: SESSION_COOKIE,
      password: cookiePassword,
      isSecure: server.app.env.NODE_ENV === 'production',
      isHttpOnly: true,
      isSameSite: 'Lax',
      path: '/',
      clearInvalid: true,
      ttl: null,
    },
    validate: async (request, session) => {
      const parsed = ZCookieContent.safeParse(session);
      if (!parsed.success || !request) return { isValid: false };
      const { pool } = request.server.app;
      const row = await findActiveSession(pool, hashSessionToken(parsed.data.sid));
      if (!row) return { isValid: false };
      if (Date.now() - Date.parse(row.lastActive) > TOUCH_EVERY_MS) {
        await touchSession(pool, { sessionId: row.sessionId, remember: row.remember });
      }
      return {
        isValid: true,
        credentials: {
          sessionId: row.sessionId,
          user: { id: row.userId, role: row.role, status: row.status },
          scope: [row.role],
        },
      };
    },
  });
  server.auth.default('session');
}
