import { ZStudyPlanInput, ZTimezoneOnly, isTimezoneOnly, type TStudyPlan } from '@wordbook/core/contract/study-plans';
import { z } from 'zod';
import { changePlan } from '../../services/study-plans.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/**
 * PATCH /api/study-plans/{id} {plan of section 3.1, or only timezone} → {ok, plan}. Start fields
 * only for a future scheduled plan (START_FIELDS_LOCKED); no zone change when archived (ARCHIVED_TZ_LOCKED).
 */
export const patchStudyPlan = defineRoute({
  method: 'PATCH',
  path: '/api/study-plans/{id}',
  params: ZIdParams,
  // Which of the two shapes applies depends on the body, so each is parsed with its own messages.
  payload: z.record(z.unknown()),
  handler: async ({ db, boss, user, params, payload }): Promise<{ ok: true; plan: TStudyPlan }> => {
    const input = isTimezoneOnly(payload) ? ZTimezoneOnly.parse(payload) : ZStudyPlanInput.parse(payload);
    return { ok: true, plan: await changePlan(db, boss, user.id, params.id, input) };
  },
});
