import { ZWordsOverrideQuery } from '@wordbook/core/contract/study-plans';
import { clearWordsOverride } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** DELETE /api/study-plans/{id}/overrides/words?date=&scope= → {ok}: the day's goal is the plan's again. */
export const deleteWordsOverrideRoute = defineRoute({
  method: 'DELETE',
  path: '/api/study-plans/{id}/overrides/words',
  params: ZIdParams,
  query: ZWordsOverrideQuery,
  handler: async ({ db, user, params, query }) => {
    await clearWordsOverride(db, user.id, params.id, query);
    return { ok: true as const };
  },
});
