import Cookie from '@hapi/cookie';
import type { Request, Server } from '@hapi/hapi';
import { createSession, findActiveSession, SESSION_REMEMBER_DAYS, touchSession } from '@wordbook/sql/queries/sessions';
import { devToolsOn } from '@wordbook/sql/server-env';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { hashSessionToken, newSessionToken } from '../services/session-tokens.ts';

export const SESSION_COOKIE = 'wb_session';
const TOUCH_EVERY_MS = 60_000;

const ZCookieContent = z.object({ sid: z.string().min(20).max(100) });

/**
 * The cookie's sealing key. @hapi/cookie always seals with Iron; a string password makes Iron
 * run PBKDF2 on every request, a 32-byte key does not. The seal protects nothing secret (the
 * token is random and checked against its hash in the database), so one derived key is enough.
 */
export const cookieSealKey = (secret: string): Buffer => createHash('sha256').update(`wordbook-session-cookie:${secret}`).digest();

/**
 * Cookie sessions after hapijs/cookie: the (sealed) cookie holds only an opaque token; the
 * session is a row. HttpOnly, SameSite=Lax, Secure in production; lifetime set at login.
 */
export async function registerSessionAuth(server: Server, cookiePassword: string): Promise<void> {
  await server.register(Cookie);
  server.auth.strategy('session', 'cookie', {
    cookie: {
      name: SESSION_COOKIE,
      password: cookieSealKey(cookiePassword) as unknown as string,
      isSecure: !devToolsOn(server.app.env),
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
      try {
        const row = await findActiveSession(pool, hashSessionToken(parsed.data.sid));
        if (!row) return { isValid: false };
        const { sessionId, remember, lastActive, contentVersion, ...user } = row;
        if (Date.now() - Date.parse(lastActive) > TOUCH_EVERY_MS) await touchSession(pool, { sessionId, remember });
        return { isValid: true, credentials: { sessionId, contentVersion, user, scope: [user.role] } };
      } catch (error) {
        throw new SessionCheckFailed(error);
      }
    },
  });
  server.auth.default('session');
}

/**
 * A session that could not be checked (the database is away) is not an invalid one. @hapi/cookie
 * answers any other error with a 401 and clears the cookie, which would sign learners out on a
 * database restart; a RangeError is a "system" error to it and passes through to our error
 * answers (503 while the database is unavailable), leaving the cookie alone.
 */
class SessionCheckFailed extends RangeError {
  constructor(cause: unknown) {
    super('The session could not be checked.', { cause });
    this.name = 'SessionCheckFailed';
  }
}

/**
 * Signs a user in on this request: a new session row and a new cookie (never a reused id).
 * "Remember me" keeps the cookie 30 days; otherwise it lasts until the browser closes.
 */
export async function signIn(request: Request, userId: string, options: { remember: boolean; deviceId: string | null }): Promise<string> {
  const { token, tokenHash } = newSessionToken();
  const userAgent = request.headers['user-agent'];
  const sessionId = await createSession(request.server.app.pool, {
    tokenHash,
    userId,
    remember: options.remember,
    ipAddress: request.info.remoteAddress ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    deviceId: options.deviceId,
  });
  request.cookieAuth.set({ sid: token });
  if (options.remember) request.cookieAuth.ttl(SESSION_REMEMBER_DAYS * 24 * 60 * 60 * 1000);
  return sessionId;
}
