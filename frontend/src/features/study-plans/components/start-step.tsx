import { RadioButton } from 'primereact/radiobutton';
import { pickerDayText, toLocalDate } from '../lib/picker-dates';
import type { TWizardForm } from '../lib/wizard-form';
import { PlanDatePicker } from './plan-date-picker';
import type { TWizardSetup } from './use-setup-wizard';

type StepProps = { form: TWizardForm; onChange: (next: Partial<TWizardForm>) => void };

/** Start now, or a picked date (tomorrow up to two years ahead; other plans' start dates struck through). */
export function StartStep({ form, onChange, setup }: StepProps & { setup: TWizardSetup }) {
  const disabledDates = [...setup.blocked].map(toLocalDate);
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">When should this plan start?</legend>
      <div className="cluster">
        <RadioButton inputId="start-now" name="start" value="now" checked={form.startNow} disabled={setup.hasActive} onChange={() => onChange({ startNow: true })} />
        <label htmlFor="start-now">Start now</label>
      </div>
      {setup.hasActive ? <p className="study-step__note">You already have an active plan. Please pick a date instead.</p> : null}
      <div className="cluster">
        <RadioButton inputId="start-date" name="start" value="date" checked={!form.startNow} onChange={() => onChange({ startNow: false })} />
        <label htmlFor="start-date">Pick a date</label>
      </div>
      {form.startNow ? null : (
        <div className="stack study-step__date">
          <label htmlFor="start-date-input">Start date</label>
          <PlanDatePicker
            inputId="start-date-input"
            value={form.scheduledDate}
            onChange={(scheduledDate) => onChange({ scheduledDate })}
            min={setup.min}
            max={setup.max}
            disabledDates={disabledDates}
            readOnlyInput
            dateTemplate={(day) => {
              const taken = setup.blocked.has(pickerDayText(day));
              return taken ? (
                <s className="study-step__taken" title="Another plan starts on this date">
                  {day.day}
                </s>
              ) : (
                day.day
              );
            }}
          />
          {setup.hasActive ? <p className="study-step__note">On that date, a new session will start and your current plan will be paused.</p> : null}
        </div>
      )}
    </fieldset>
  );
}
