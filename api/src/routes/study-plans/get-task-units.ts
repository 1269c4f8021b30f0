import { ZStudyTaskParams, ZStudyTaskQuery } from '@wordbook/core/contract/study-plan-sessions';
import { studyTaskUnits } from '../../services/study-plan-tasks.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/study-plans/{id}/tasks/{task}?chunkSize=&order= → {task, mode, day, totalWords, units}:
 * today's review ('review') or test ('test-study', 'test-review') split into practice sessions' worth.
 */
export const getStudyTaskUnits = defineRoute({
  method: 'GET',
  path: '/api/study-plans/{id}/tasks/{task}',
  params: ZStudyTaskParams,
  query: ZStudyTaskQuery,
  handler: ({ db, user, params, query }) => studyTaskUnits(db, user.id, params.id, params.task, query),
});
