import { deadLetters } from '../../services/superadmin-tools.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/superadmin/system/dead-letters → {items, total}: jobs that failed for good, newest first (100 at most listed). */
export const getSuperadminDeadLetters = defineRoute({
  method: 'GET',
  path: '/api/superadmin/system/dead-letters',
  auth: 'superadmin',
  handler: (context) => deadLetters(context),
});
