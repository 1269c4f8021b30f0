import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * The daily rollover of active plans, per time zone: for each plan of the zone it closes the days
 * before `day` (what was done), opens `day` (what it asks for, with the reviews missed the day
 * before carried in) and queues the day's reminder. Sent by the workers' tick without a zone
 * (`{}`): the tick sends one job per zone whose local date has plans not yet rolled to it.
 */
export const ZStudyPlanRolloverPayload = z.union([
  z.object({ timezone: z.string().min(1), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  z.object({}).strict(),
]);
export type TStudyPlanRolloverPayload = z.infer<typeof ZStudyPlanRolloverPayload>;

export const studyPlanRolloverJob = defineJob({
  name: 'study-plan-rollover',
  payload: ZStudyPlanRolloverPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  interactive: false,
});

/** Every 15 minutes (pg-boss cron, UTC): some zones are offset by :30 or :45, so a day opens within 15 minutes of local midnight. */
export const STUDY_PLAN_ROLLOVER_CRON = '*/15 * * * *';
