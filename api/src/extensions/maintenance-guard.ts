import type { Server } from '@hapi/hapi';
import { MAINTENANCE_CODE } from '@wordbook/core/contract/superadmin-tools';
import { maintenanceState } from '../services/maintenance.ts';
import { DomainError } from './domain-error.ts';

/** Who keeps working while maintenance mode is on. */
const STAFF_ROLES = new Set(['superadmin', 'admin', 'support', 'moderator']);

/**
 * Calls that answer during maintenance for everyone: health checks, the session and the way in
 * and out (staff must be able to sign in; a learner who signs in then sees the maintenance page),
 * and the maintenance state itself.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'get /api/health',
  'get /api/ready',
  'get /api/session',
  'post /api/login',
  'post /api/logout',
  'get /api/captcha/challenge',
  'get /api/auth/providers',
  'get /api/maintenance',
]);

/**
 * Maintenance mode: while it is on, every API call of a learner or a visitor answers 503 with
 * the maintenance message (code MAINTENANCE), except the few above; staff keep working. Pages,
 * scripts and the sign-in redirects are not API calls and are served as usual.
 */
export function registerMaintenanceGuard(server: Server): void {
  server.ext('onPostAuth', async (request, h) => {
    if (!request.path.startsWith('/api/')) return h.continue;
    if (OPEN_DURING_MAINTENANCE.has(`${request.method} ${request.route.path}`)) return h.continue;
    const role = request.auth.credentials?.user?.role;
    if (role && STAFF_ROLES.has(role)) return h.continue;
    const state = await maintenanceState(request.server.app.pool);
    if (!state.enabled) return h.continue;
    throw new DomainError(503, state.message, { code: MAINTENANCE_CODE, headers: { 'retry-after': '60' } });
  });
}
