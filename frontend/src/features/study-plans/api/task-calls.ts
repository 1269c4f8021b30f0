import { ZStartStudyTaskResponse, ZStudyTaskUnits, type TStudyTask } from '@wordbook/core/contract/study-plan-sessions';
import { api } from '../../../lib/api-client';
import type { TSplitOrder } from '../lib/review-split';

/** Today's review and tests as practice sessions (core/src/contract/study-plan-sessions.ts). */

const task = (planId: string, name: TStudyTask) => `/api/study-plans/${encodeURIComponent(planId)}/tasks/${name}`;

/** GET …/tasks/{task}?chunkSize=&order= → the task's units, each with its session state. */
export const getTaskUnits = (planId: string, name: TStudyTask, split: { chunkSize: number; order: TSplitOrder }, signal?: AbortSignal) =>
  api.get(task(planId, name), ZStudyTaskUnits, { query: split, ...(signal ? { signal } : {}) });

/** POST …/tasks/{task}/session → the session to open (a new one, or the one in progress). */
export const startTaskSession = (planId: string, name: TStudyTask, split: { chunkSize: number; order: TSplitOrder }) =>
  api.post(`${task(planId, name)}/session`, split, ZStartStudyTaskResponse);
