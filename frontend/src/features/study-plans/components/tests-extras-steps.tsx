import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TEST_MODE_OPTIONS, VACATION_LABELS, type TVacationBehavior } from '../lib/wizard-form';
import { FormSwitch, type StepProps } from './step-parts';

/** A quick test after study and after review: No Test, Full Test or Random Test. */
export function TestsStep({ form, onChange }: StepProps) {
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">Quick tests</legend>
      <p id="test-after-study" className="study-step__label">
        After study
      </p>
      <SegmentedControl aria-labelledby="test-after-study" value={form.testAfterStudy} options={TEST_MODE_OPTIONS} onChange={(v) => onChange({ testAfterStudy: v })} />
      <p id="test-after-review" className="study-step__label">
        After review
      </p>
      <SegmentedControl aria-labelledby="test-after-review" value={form.testAfterReview} options={TEST_MODE_OPTIONS} onChange={(v) => onChange({ testAfterReview: v })} />
    </fieldset>
  );
}

/** Vacation behaviour and the daily reminder. */
export function ExtrasStep({ form, onChange }: StepProps) {
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">Extras</legend>
      <label htmlFor="vacation-behavior">When vacation is on</label>
      <select
        id="vacation-behavior"
        className="p-inputtext p-component"
        value={form.vacationBehaviorOnEnable}
        onChange={(event) => onChange({ vacationBehaviorOnEnable: event.target.value as TVacationBehavior })}
      >
        {(Object.keys(VACATION_LABELS) as TVacationBehavior[]).map((value) => (
          <option key={value} value={value}>
            {VACATION_LABELS[value]}
          </option>
        ))}
      </select>
      <FormSwitch form={form} onChange={onChange} field="reminderEnabled" id="reminder-enabled" label="Daily reminder" />
      {form.reminderEnabled ? (
        <div className="study-field">
          <label htmlFor="reminder-time">Reminder time</label>
          <input id="reminder-time" type="time" className="p-inputtext p-component" value={form.reminderTime} onChange={(event) => onChange({ reminderTime: event.target.value })} />
        </div>
      ) : null}
      <p className="study-step__note">Reminders are sent by e-mail at this time in the plan's time zone.</p>
    </fieldset>
  );
}
