import { ZWordsOverrideRequest } from '@wordbook/core/contract/study-plans';
import { setWordsOverride } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** POST /api/study-plans/{id}/overrides/words {date, count, scope 'day', source 'user'} → {ok}: that day's new-word goal. */
export const postWordsOverride = defineRoute({
  method: 'POST',
  path: '/api/study-plans/{id}/overrides/words',
  params: ZIdParams,
  payload: ZWordsOverrideRequest,
  handler: async ({ db, user, params, payload }) => {
    await setWordsOverride(db, user.id, params.id, payload);
    return { ok: true as const };
  },
});
