import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * A plan's reminder e-mail for one local day, sent by the rollover with startAfter = the plan's
 * reminder time that day in its zone. The handler checks again (reminder still on, the day still
 * today, something due) and sends at most one e-mail per plan and day.
 */
export const ZStudyPlanReminderPayload = z.object({
  planId: z.string().uuid(),
  userId: z.string().uuid(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type TStudyPlanReminderPayload = z.infer<typeof ZStudyPlanReminderPayload>;

export const studyPlanReminderJob = defineJob({
  name: 'study-plan-reminder',
  payload: ZStudyPlanReminderPayload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  interactive: false,
});
