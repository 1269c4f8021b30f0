import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Activates a scheduled study plan when its start date begins in its time zone (sent with
 * startAfter = start_date_utc), pausing the learner's active plan.
 */
export const ZStudyPlanActivatePayload = z.object({ planId: z.string().uuid(), userId: z.string().uuid() });

export const studyPlanActivateJob = defineJob({
  name: 'study-plan-activate',
  payload: ZStudyPlanActivatePayload,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
  interactive: false,
});
