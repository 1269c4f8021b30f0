import { studyPlanCodes as C, studyPlanMessages as M } from '@wordbook/core/rules/study-plan-rules';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { Page } from '../../../components/layout/page';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { savePlan } from '../api/plan-calls';
import { STEP_LABELS, stepError, toPayload, type TStepKey, type TWizardForm } from '../lib/wizard-form';
import '../study-setup.css';
import '../study-today.css';
import '../study-today-wordbook.css';
import '../study-activity.css';
import { DaysStep, WordsStep } from './days-words-steps';
import { PlanSummaryDialog } from './plan-summary-dialog';
import { ReviewStep } from './review-step';
import { StartStep } from './start-step';
import { ExtrasStep, TestsStep } from './tests-extras-steps';
import { useSetupWizard } from './use-setup-wizard';

/** The server's refusal in the spec's words: the known codes by their message, else its text, else the default. */
function saveFailure(failure: unknown): string {
  const code = failure instanceof ApiError ? (failure.body as { code?: unknown } | undefined)?.code : undefined;
  if (code === C.startDateConflict) return M.startDateConflict;
  if (code === C.startFieldsLocked) return M.startFieldsLocked;
  if (code === C.archivedTzLocked) return M.archivedTzLocked;
  return refusalMessage(failure, M.saveFailed);
}

/** /study/setup: a new plan in 6 steps, or (?planId=) an edit in 6 or 5. */
export function StudySetupPage() {
  const [params] = useSearchParams();
  const planId = params.get('planId');
  const navigate = useNavigate();
  const { setup, form, setForm, loadError, conflict } = useSetupWizard(planId);
  const [current, setCurrent] = useState(0);
  const [shownError, setShownError] = useState<string | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const stepRef = useRef<HTMLElement>(null);

  const editing = Boolean(planId);
  const title = editing ? 'Edit Your Study Plan' : 'Set Up Your Study Plan';

  if (loadError) {
    return (
      <Page title={title} icon="pi pi-calendar-plus" width="narrow">
        <p className="study-alert" role="alert">
          {loadError}
        </p>
      </Page>
    );
  }
  if (!setup) return <PageSpinner label="Loading your plan…" />;

  const steps = setup.steps;
  const step = steps[Math.min(current, steps.length - 1)] as TStepKey;
  const startContext = { atCap: setup.atCap, hasActive: setup.hasActive, conflict };
  const onChange = (next: Partial<TWizardForm>) => {
    setShownError(null);
    setForm((f) => ({ ...f, ...next }));
  };
  const goTo = (index: number) => {
    setShownError(null);
    setCurrent(index);
    // The new step starts at the top of the page, and keyboard focus moves to it.
    window.scrollTo({ top: 0 });
    stepRef.current?.focus({ preventScroll: true });
  };
  const next = () => {
    const error = stepError(step, form, startContext);
    if (error) return setShownError(error);
    goTo(current + 1);
  };
  const finish = () => {
    const failing = steps.findIndex((s) => stepError(s, form, startContext));
    if (failing >= 0) {
      goTo(failing);
      return setShownError(stepError(steps[failing] as TStepKey, form, startContext));
    }
    setSaveError(null);
    setSummaryOpen(true);
  };
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      await savePlan(toPayload(form, steps.includes('start'), setup.timezone), planId ?? undefined);
      navigate('/study', { replace: true });
    } catch (failure) {
      setSaveError(saveFailure(failure));
      setSaving(false);
    }
  };

  const isLast = current === steps.length - 1;
  const startBlock = step === 'start' ? stepError('start', form, startContext) : null;
  return (
    <Page title={title} icon="pi pi-calendar-plus" width="narrow" {...(editing ? { description: 'Update Study Plan' } : {})}>
      {setup.atCap ? (
        <p className="study-alert" role="alert">
          You've reached the maximum of {setup.maxPlans} plans. Please archive one to create a new plan.
        </p>
      ) : null}
      <nav aria-label="Setup steps">
        <ol className="study-steps">
          {steps.map((key, index) => (
            <li key={key}>
              <button
                type="button"
                className="study-steps__header"
                aria-current={index === current ? 'step' : undefined}
                onClick={() => goTo(index)}
              >
                <span className="study-steps__number">{index + 1}</span> {STEP_LABELS[key]}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section ref={stepRef} tabIndex={-1} className="surface-card study-step" aria-label={STEP_LABELS[step]}>
        {step === 'start' ? <StartStep form={form} onChange={onChange} setup={setup} /> : null}
        {step === 'days' ? <DaysStep form={form} onChange={onChange} /> : null}
        {step === 'words' ? <WordsStep form={form} onChange={onChange} timezone={setup.timezone} /> : null}
        {step === 'review' ? <ReviewStep form={form} onChange={onChange} /> : null}
        {step === 'tests' ? <TestsStep form={form} onChange={onChange} /> : null}
        {step === 'extras' ? <ExtrasStep form={form} onChange={onChange} /> : null}
        {shownError ?? (startBlock && startBlock !== M.pickStartDate) ? (
          <p className="study-alert" role="alert">
            {shownError ?? startBlock}
          </p>
        ) : null}
      </section>
      <div className="button-row study-setup__buttons">
        {current > 0 ? <Button variant="outlined" label="Back" icon="pi pi-arrow-left" onClick={() => goTo(current - 1)} /> : null}
        {isLast ? (
          <Button label="Finish Setup" icon="pi pi-check" onClick={finish} />
        ) : (
          <Button label="Next" icon="pi pi-arrow-right" iconPos="right" onClick={next} />
        )}
      </div>
      <PlanSummaryDialog
        open={summaryOpen}
        onClose={() => setSummaryOpen(false)}
        form={form}
        showStart={steps.includes('start')}
        saveLabel={editing ? 'Save Changes' : 'Go to Study'}
        saving={saving}
        error={saveError}
        onSave={save}
      />
    </Page>
  );
}
