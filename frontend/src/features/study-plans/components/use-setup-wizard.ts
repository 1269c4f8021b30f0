import type { TStudyPlan } from '@wordbook/core/contract/study-plans';
import { PLAN_MAX, scheduleRange } from '@wordbook/core/rules/study-plan-rules';
import { useEffect, useMemo, useState } from 'react';
import { refusalMessage } from '../../../lib/api-client';
import { getActivePlan, getPlan, getPlanMeta, resolveActivation } from '../api/plan-calls';
import { firstFreeDate } from '../lib/free-day';
import { defaultForm, formFromPlan, type TStepKey, type TWizardForm } from '../lib/wizard-form';

export type TWizardSetup = {
  plan: TStudyPlan | null;
  timezone: string;
  min: string;
  max: string;
  /** Dates another plan already starts on: disabled in the picker. */
  blocked: Set<string>;
  maxPlans: number;
  atCap: boolean;
  hasActive: boolean;
  steps: TStepKey[];
};

/** The device's time zone, else UTC. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const ALL_STEPS: TStepKey[] = ['start', 'days', 'words', 'review', 'tests', 'extras'];

/** Loads what the wizard needs (the plan to edit, the plan cap, the active plan) and builds its first values. */
export function useSetupWizard(planId: string | null) {
  const [setup, setSetup] = useState<TWizardSetup | null>(null);
  const [form, setForm] = useState<TWizardForm>(defaultForm);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // Failures of the active and meta lookups are ignored: the server still checks on save.
    const meta = getPlanMeta(signal).catch(() => null);
    const active = getActivePlan(signal).catch(() => null);
    const plan = planId ? getPlan(planId, signal) : Promise.resolve(null);
    Promise.all([plan, meta, active]).then(
      ([loaded, metaAnswer, activePlan]) => {
        const timezone = loaded?.timezone ?? deviceTimeZone();
        const { min, max } = scheduleRange(timezone);
        const blocked = new Set((metaAnswer?.scheduled ?? []).filter((s) => s.id !== planId).map((s) => s.start_date));
        const maxPlans = metaAnswer?.max ?? PLAN_MAX;
        const isNew = !loaded;
        const showStart = isNew || (loaded.status === 'scheduled' && Date.parse(loaded.start_date_utc) > Date.now());
        const hasActive = Boolean(activePlan && activePlan.id !== planId);
        const freeDay = firstFreeDate(min, max, blocked) ?? '';
        const first = loaded ? formFromPlan(loaded) : defaultForm();
        if (isNew) {
          // With an active plan a new plan starts on a picked day, tomorrow or later.
          first.startNow = !hasActive;
          first.scheduledDate = freeDay;
        } else if (showStart && (!first.scheduledDate || first.scheduledDate < min)) {
          first.scheduledDate = freeDay;
        }
        setForm(first);
        setSetup({
          plan: loaded,
          timezone,
          min,
          max,
          blocked,
          maxPlans: maxPlans,
          atCap: isNew && (metaAnswer?.countNonArchived ?? 0) >= maxPlans,
          hasActive,
          steps: showStart ? ALL_STEPS : ALL_STEPS.slice(1),
        });
      },
      (failure: unknown) => {
        if (!signal.aborted) setLoadError(refusalMessage(failure, 'Failed to load plan'));
      },
    );
    return () => controller.abort();
  }, [planId]);

  const conflict = useDateConflict(setup, form);
  return { setup, form, setForm, loadError, conflict };
}

/** Whether the picked date is another plan's activation date: known blocked dates, confirmed by the server. */
function useDateConflict(setup: TWizardSetup | null, form: TWizardForm): boolean {
  const [serverConflict, setServerConflict] = useState<{ date: string; conflict: boolean } | null>(null);
  const date = form.startNow ? '' : form.scheduledDate;
  const checkServer = Boolean(setup?.steps.includes('start') && date);
  useEffect(() => {
    if (!setup || !checkServer) return undefined;
    const controller = new AbortController();
    resolveActivation(date, setup.timezone, setup.plan?.id, controller.signal).then(
      (answer) => setServerConflict({ date, conflict: answer.conflict }),
      () => undefined,
    );
    return () => controller.abort();
  }, [setup, date, checkServer]);
  return useMemo(
    () => Boolean(date && (setup?.blocked.has(date) || (serverConflict?.date === date && serverConflict.conflict))),
    [date, setup, serverConflict],
  );
}
