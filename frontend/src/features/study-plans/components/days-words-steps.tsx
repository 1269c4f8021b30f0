import { WEEKDAYS, type TWeekday } from '@wordbook/core/rules/study-plan-rules';
import { wordsError, type TWizardForm } from '../lib/wizard-form';
import { ExamFields } from './exam-fields';
import { DigitsInput, PerDayFields, type StepProps } from './step-parts';

const SHORTCUTS: { label: string; days: TWeekday[] }[] = [
  { label: 'Weekdays', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] },
  { label: 'Weekends', days: ['Sat', 'Sun'] },
  { label: 'Every Day', days: [...WEEKDAYS] },
];

/** Seven day toggles with the Weekdays / Weekends / Every Day shortcuts. */
export function DaysStep({ form, onChange }: StepProps) {
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">Which days will you study?</legend>
      <div className="study-days">
        {WEEKDAYS.map((day) => (
          <button
            key={day}
            type="button"
            className="study-days__toggle"
            aria-pressed={form.daysOfWeek[day]}
            onClick={() => onChange({ daysOfWeek: { ...form.daysOfWeek, [day]: !form.daysOfWeek[day] } })}
          >
            {day}
          </button>
        ))}
      </div>
      <div className="button-row">
        {SHORTCUTS.map(({ label, days }) => (
          <button
            key={label}
            type="button"
            className="study-chip-button"
            onClick={() => onChange({ daysOfWeek: Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d)])) as TWizardForm['daysOfWeek'] })}
          >
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function NumberInput({ id, value, onChange, label }: { id: string; value: string; onChange: (v: string) => void; label: string }) {
  const error = wordsError(value);
  return (
    <div className="study-field">
      <label htmlFor={id}>{label}</label>
      <DigitsInput id={id} value={value} error={error} aria-describedby={error ? `${id}-error` : undefined} onChange={onChange} />
      {error ? (
        <small id={`${id}-error`} className="study-field__error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** New words per day: one count, or a count for each selected day; and an optional exam that proposes one. */
export function WordsStep({ form, onChange, timezone }: StepProps & { timezone: string }) {
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">How many new words per day?</legend>
      <PerDayFields
        form={form}
        onChange={onChange}
        field="perDayWords"
        id="per-day-words"
        label="Set a different count for each selected day"
        gridClassName="study-grid"
        perDay={(day) => (
          <NumberInput
            key={day}
            id={`words-${day}`}
            label={day}
            value={form.wordsPerDayByDay[day]}
            onChange={(v) => onChange({ wordsPerDayByDay: { ...form.wordsPerDayByDay, [day]: v } })}
          />
        )}
        whole={<NumberInput id="words-per-day" label="Words per day" value={form.wordsPerDay} onChange={(v) => onChange({ wordsPerDay: v })} />}
      />
      <p className="study-step__note">
        <i className="pi pi-lightbulb" aria-hidden="true" /> Tip: on the Today page, Quick Edit (key Q) changes today's count without touching the plan.
      </p>
      <ExamFields form={form} onChange={onChange} timezone={timezone} />
    </fieldset>
  );
}
