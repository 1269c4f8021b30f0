import { STUDY_PLAN_ROLLOVER_CRON, studyPlanRolloverJob } from '@wordbook/core/contract/jobs/study-plan-rollover';
import { isTimeZone, todayIn } from '@wordbook/core/rules/study-plan-rules';
import { listActiveZones, listPlansToRoll } from '@wordbook/sql/queries/study-plan-ledger';
import { sendJob } from '@wordbook/sql/queue';
import { rollPlanOver } from '@wordbook/sql/study-plans/rollover';
import { defineHandler } from '../job-handler.ts';

/**
 * The daily rollover. The tick (every 15 minutes, no payload) sends one job per time zone whose
 * local date has active plans not yet rolled to it; a zone's job rolls each of those plans in a
 * transaction of its own, so a plan rolled before a crash stays rolled and the retry does the rest.
 */
export const studyPlanRolloverHandler = defineHandler({
  definition: studyPlanRolloverJob,
  streams: false,
  cron: STUDY_PLAN_ROLLOVER_CRON,
  handle: async ({ pool, boss, payload, log, signal }) => {
    if (!('timezone' in payload)) {
      for (const timezone of await listActiveZones(pool)) {
        if (!isTimeZone(timezone)) continue;
        const day = todayIn(timezone);
        if ((await listPlansToRoll(pool, { timezone, day })).length === 0) continue;
        await sendJob(boss, pool, studyPlanRolloverJob, { timezone, day }, { singletonKey: `${timezone}|${day}` });
      }
      return;
    }
    let opened = 0;
    for (const plan of await listPlansToRoll(pool, payload)) {
      if (signal.aborted) throw new Error('the worker is stopping; the rest of the zone is retried');
      const result = await pool.transaction((tx) => rollPlanOver(tx, boss, { planId: plan.id, userId: plan.userId, day: payload.day }));
      if (result.opened) opened++;
    }
    log.info({ timezone: payload.timezone, day: payload.day, opened }, 'study plans rolled over');
  },
});
