import { ZVacationRangesRequest } from '@wordbook/core/contract/study-plans';
import { setVacationRanges } from '../../services/study-plan-days.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/** PUT /api/study-plans/{id}/vacation-ranges {ranges: [{start, end}]} → {ok, ranges}: the dates kept as vacation. */
export const putVacationRanges = defineRoute({
  method: 'PUT',
  path: '/api/study-plans/{id}/vacation-ranges',
  params: ZIdParams,
  payload: ZVacationRangesRequest,
  handler: async ({ db, user, params, payload }) => setVacationRanges(db, user.id, params.id, payload.ranges),
});
