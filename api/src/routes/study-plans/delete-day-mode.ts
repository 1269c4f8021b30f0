import { ZDayModeQuery } from '@wordbook/core/contract/study-plans';
import { clearDayMode } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** DELETE /api/study-plans/{id}/overrides/day-mode?date= → {ok}: the forced study day is a rest day again. */
export const deleteDayModeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/study-plans/{id}/overrides/day-mode',
  params: ZIdParams,
  query: ZDayModeQuery,
  handler: async ({ db, user, params, query }) => {
    await clearDayMode(db, user.id, params.id, query.date);
    return { ok: true as const };
  },
});
