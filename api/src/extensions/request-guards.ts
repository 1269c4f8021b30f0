import type { Server } from '@hapi/hapi';
import { DomainError } from './domain-error.ts';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

const CROSS_SITE = 'Cross-site requests are not allowed.';

/**
 * Cross-site request refusal (state-changing calls must come from our own pages) and the
 * account-status gate (a banned or suspended user's session reaches only session and logout).
 * A page on another port of the same host is the same *site* to a browser (SameSite=Lax sends
 * the cookie), so only same-origin counts; an opaque origin ('null', e.g. after a cross-origin
 * redirect) counts as foreign. Bodies are JSON only (the routes' payload setting), so a plain
 * HTML form cannot post at all.
 */
export function registerRequestGuards(server: Server): void {
  server.ext('onRequest', (request, h) => {
    if (SAFE_METHODS.has(request.method)) return h.continue;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new DomainError(403, CROSS_SITE);
    const origin = request.headers.origin as string | undefined;
    if (origin === 'null') throw new DomainError(403, CROSS_SITE);
    if (origin) {
      const allowed = new Set<string>([`http://${request.info.host}`, `https://${request.info.host}`]);
      const publicUrl = request.server.app.env.PUBLIC_URL;
      if (publicUrl) allowed.add(new URL(publicUrl).origin);
      if (!allowed.has(origin)) throw new DomainError(403, CROSS_SITE);
    }
    return h.continue;
  });

  server.ext('onPostAuth', (request, h) => {
    const user = request.auth.credentials?.user;
    if (!user || user.status === 'active' || request.route.settings.app?.allowInactive) return h.continue;
    throw new DomainError(403, `Your account is ${user.status}.`, { code: `ACCOUNT_${user.status.toUpperCase()}` });
  });
}
