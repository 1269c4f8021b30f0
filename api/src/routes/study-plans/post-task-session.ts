import { ZStartStudyTaskRequest, ZStudyTaskParams } from '@wordbook/core/contract/study-plan-sessions';
import { practiceLearner } from '../../services/practice/practice-access.ts';
import { startStudyTask } from '../../services/study-plan-tasks.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/study-plans/{id}/tasks/{task}/session {unit?, chunkSize?, order?} → {sessionId, resumed, unit}:
 * opens the practice session of a unit of today's review or test (or answers the one in progress).
 */
export const postStudyTaskSession = defineRoute({
  method: 'POST',
  path: '/api/study-plans/{id}/tasks/{task}/session',
  params: ZStudyTaskParams,
  payload: ZStartStudyTaskRequest,
  handler: ({ db, user, params, payload }) => startStudyTask(db, practiceLearner(user), params.id, params.task, payload),
});
