import { ZVacationRequest } from '@wordbook/core/contract/study-plans';
import { setVacation } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** PATCH /api/study-plans/{id}/vacation {enabled} → {ok, vacationMode}: the dashboard's 'Vacation: On/Off'. */
export const patchVacation = defineRoute({
  method: 'PATCH',
  path: '/api/study-plans/{id}/vacation',
  params: ZIdParams,
  payload: ZVacationRequest,
  handler: async ({ db, user, params, payload }) => setVacation(db, user.id, params.id, payload.enabled),
});
