import type { TWeekday } from '@wordbook/core/rules/study-plan-rules';
import { dayOffsetError, globalOffsetError, type TDayOffset } from '../lib/wizard-form';
import { DigitsInput, PerDayFields, type StepProps } from './step-parts';

const PRESETS = [1, 2, 3, 4, 5, 6, 7];

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button study-icon-button" aria-label={label} onClick={onClick}>
      <i className="pi pi-times" aria-hidden="true" />
    </button>
  );
}

function GlobalOffsets({ form, onChange }: StepProps) {
  const offsets = form.reviewOffsetsGlobal;
  const set = (next: string[]) => onChange({ reviewOffsetsGlobal: next });
  return (
    <ol className="study-offsets">
      {offsets.map((value, index) => {
        const error = globalOffsetError(value);
        const id = `offset-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are positions in an editable list
          <li key={index} className="study-offsets__row">
            <label htmlFor={id}>Review {index + 1}: after</label>
            <DigitsInput id={id} value={value} error={error} onChange={(typed) => set(offsets.map((v, i) => (i === index ? typed : v)))} />
            <span>days</span>
            {index > 0 ? <RemoveButton label={`Remove review ${index + 1}`} onClick={() => set(offsets.filter((_, i) => i !== index))} /> : null}
            {error ? <small className="study-field__error">{error}</small> : null}
          </li>
        );
      })}
      <li>
        <button type="button" className="study-chip-button" onClick={() => set([...offsets, ''])}>
          + Add another
        </button>
      </li>
    </ol>
  );
}

function DayOffsets({ day, form, onChange }: StepProps & { day: TWeekday }) {
  const entries = form.reviewOffsetsByDay[day];
  const set = (next: TDayOffset[]) => onChange({ reviewOffsetsByDay: { ...form.reviewOffsetsByDay, [day]: next } });
  const update = (index: number, patch: Partial<TDayOffset>) => set(entries.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  return (
    <section className="study-day-offsets surface-card stack" aria-label={`${day} reviews`}>
      <h3 className="study-day-offsets__title">{day}</h3>
      <ol className="study-offsets">
        {entries.map((entry, index) => {
          const error = dayOffsetError(entry);
          const id = `offset-${day}-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are positions in an editable list
            <li key={index} className="study-offsets__row">
              <label htmlFor={id} className="visually-hidden">
                {day} review {index + 1}
              </label>
              <select
                id={id}
                className="p-inputtext p-component"
                value={String(entry.preset)}
                onChange={(event) => update(index, { preset: event.target.value === 'other' ? 'other' : Number(event.target.value) })}
              >
                {PRESETS.map((n) => (
                  <option key={n} value={n}>
                    After {n} {n === 1 ? 'day' : 'days'}
                  </option>
                ))}
                <option value="other">Other...</option>
              </select>
              {entry.preset === 'other' ? (
                <DigitsInput
                  aria-label={`${day} review ${index + 1} days`}
                  placeholder="8–90"
                  value={entry.custom}
                  error={error}
                  onChange={(custom) => update(index, { custom })}
                />
              ) : null}
              {index > 0 ? <RemoveButton label={`Remove ${day} review ${index + 1}`} onClick={() => set(entries.filter((_, i) => i !== index))} /> : null}
              {error ? <small className="study-field__error">{error}</small> : null}
            </li>
          );
        })}
        <li>
          <button type="button" className="study-chip-button" onClick={() => set([...entries, { preset: 1, custom: '' }])}>
            + Add another
          </button>
        </li>
      </ol>
    </section>
  );
}

/** Review offsets in days: one list for every study day, or a schedule for each study day. */
export function ReviewStep({ form, onChange }: StepProps) {
  return (
    <fieldset className="study-step__fieldset stack">
      <legend className="study-step__legend">
        When should we schedule your reviews? <span className="pill">SRS-lite</span>
      </legend>
      <PerDayFields
        form={form}
        onChange={onChange}
        field="perDayOffsets"
        id="per-day-offsets"
        label="Set a review schedule for each study day"
        gridClassName="study-grid study-grid--wide"
        perDay={(day) => <DayOffsets key={day} day={day} form={form} onChange={onChange} />}
        whole={<GlobalOffsets form={form} onChange={onChange} />}
      />
    </fieldset>
  );
}
