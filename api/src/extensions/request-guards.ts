import type { Server } from '@hapi/hapi';
import { DomainError } from './domain-error.ts';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/**
 * Cross-site request refusal (state-changing calls must come from our own pages) and the
 * account-status gate (a banned or suspended user's session reaches only session and logout).
 */
export function registerRequestGuards(server: Server): void {
  server.ext('onRequest', (request, h) => {
    if (SAFE_METHODS.has(request.method)) return h.continue;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new DomainError(403, 'Cross-site requests are not allowed.');
    const origin = request.headers.origin as string | undefined;
    if (origin && origin !== 'null') {
      const allowed = new Set<string>([`http://${request.info.host}`, `https://${request.info.host}`]);
      const publicUrl = request.server.app.env.PUBLIC_URL;
      if (publicUrl) allowed.add(new URL(publicUrl).origin);
      if (!allowed.has(origin)) throw new DomainError(403, 'Cross-site requests are not allowed.');
    }
    return h.continue;
  });

  server.ext('onPostAuth', (request, h) => {
    const user = request.auth.credentials?.user;
    if (!user || user.status === 'active' || request.route.settings.app?.allowInactive) return h.continue;
    throw new DomainError(403, `Your account is ${user.status}.`, { code: `ACCOUNT_${user.status.toUpperCase()}` });
  });
}
