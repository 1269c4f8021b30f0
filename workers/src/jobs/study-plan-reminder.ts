import { studyPlanReminderJob } from '@wordbook/core/contract/jobs/study-plan-reminder';
import { serverEnv } from '@wordbook/sql/server-env';
import { remindOfDay } from '@wordbook/sql/study-plans/rollover';
import { defineHandler } from '../job-handler.ts';

/** A plan's reminder for a day: one e-mail through the send-email job, marked sent in the same transaction. */
export const studyPlanReminderHandler = defineHandler({
  definition: studyPlanReminderJob,
  streams: false,
  handle: async ({ pool, boss, payload, log }) => {
    const outcome = await pool.transaction((tx) => remindOfDay(tx, boss, serverEnv(), payload));
    log.info({ planId: payload.planId, day: payload.day, outcome }, 'study plan reminder');
  },
});
