import { ZDayModeRequest } from '@wordbook/core/contract/study-plans';
import { setDayMode } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** POST /api/study-plans/{id}/overrides/day-mode {date, mode 'study'} → {ok}: a rest day becomes a study day. */
export const postDayMode = defineRoute({
  method: 'POST',
  path: '/api/study-plans/{id}/overrides/day-mode',
  params: ZIdParams,
  payload: ZDayModeRequest,
  handler: async ({ db, user, params, payload }) => {
    await setDayMode(db, user.id, params.id, payload);
    return { ok: true as const };
  },
});
