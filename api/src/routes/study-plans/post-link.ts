import { ZLinkRequest } from '@wordbook/core/contract/study-plans';
import { linkWordbook } from '../../services/study-plan-days.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/study-plans/links {study_plan_id, wordbook_id, bound_on} → {ok, link}; 404 for a plan or wordbook not the learner's. */
export const postStudyPlanLink = defineRoute({
  method: 'POST',
  path: '/api/study-plans/links',
  payload: ZLinkRequest,
  handler: ({ db, user, payload }) => linkWordbook(db, user.id, payload),
});
