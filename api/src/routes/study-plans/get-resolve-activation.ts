import { ZResolveActivationQuery } from '@wordbook/core/contract/study-plans';
import { resolveActivation } from '../../services/study-plans.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/study-plans/resolve-activation?date=&tz=&excludeId= → {activation_at_utc, conflict, min, max, scheduled}:
 * the instant the date begins in the zone, and whether another scheduled plan starts that day.
 */
export const getResolveActivation = defineRoute({
  method: 'GET',
  path: '/api/study-plans/resolve-activation',
  query: ZResolveActivationQuery,
  handler: ({ db, user, query }) => resolveActivation(db, user.id, query),
});
