import type { Request } from '@hapi/hapi';
import { createSession, SESSION_REMEMBER_DAYS } from '@wordbook/sql/queries/sessions';
import { newSessionToken } from './session-tokens.ts';

/**
 * Signs a user in on this request: a new session row and a new cookie (never a reused id).
 * "Remember me" keeps the cookie 30 days; otherwise it lasts until the browser closes.
 */
export async function startUserSession(
  request: Request,
  userId: string,
  options: { remember: boolean; deviceId: string | null },
): Promise<string> {
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
