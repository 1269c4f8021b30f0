import { studyPlanActivateJob } from '@wordbook/core/contract/jobs/study-plan-activate';
import { activateDuePlan } from '@wordbook/sql/queries/study-plans';
import { defineHandler } from '../job-handler.ts';

/**
 * A scheduled plan's start: it becomes active and the active plan pauses, in one transaction.
 * A job that arrives early (the date moved later), late, or twice finds nothing to do.
 */
export const studyPlanActivateHandler = defineHandler({
  definition: studyPlanActivateJob,
  streams: false,
  handle: async ({ pool, payload, log }) => {
    const activated = await pool.transaction((tx) => activateDuePlan(tx, payload));
    log.info({ planId: payload.planId, activated }, 'study plan activation');
  },
});
