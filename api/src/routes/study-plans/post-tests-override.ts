import { ZTestsOverrideRequest } from '@wordbook/core/contract/study-plans';
import { setTestsOverride } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** POST /api/study-plans/{id}/overrides/tests {date, study, review, scope 'day', source} → {ok}: that day's test modes. */
export const postTestsOverride = defineRoute({
  method: 'POST',
  path: '/api/study-plans/{id}/overrides/tests',
  params: ZIdParams,
  payload: ZTestsOverrideRequest,
  handler: async ({ db, user, params, payload }) => {
    await setTestsOverride(db, user.id, params.id, payload);
    return { ok: true as const };
  },
});
