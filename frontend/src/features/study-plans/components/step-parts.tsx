import { InputSwitch } from 'primereact/inputswitch';
import type { TWeekday } from '@wordbook/core/rules/study-plan-rules';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { selectedDays, type TWizardForm } from '../lib/wizard-form';

/** What every wizard step takes: the form and a way to change part of it. */
export type StepProps = { form: TWizardForm; onChange: (next: Partial<TWizardForm>) => void };

type TSwitchField = 'perDayWords' | 'perDayOffsets' | 'reminderEnabled';

/** A switch and its label for one yes/no of the form. */
export function FormSwitch({ form, onChange, field, id, label }: StepProps & { field: TSwitchField; id: string; label: string }) {
  return (
    <div className="cluster">
      <InputSwitch inputId={id} checked={form[field]} onChange={(event) => onChange({ [field]: Boolean(event.value) })} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** One value for every study day, or (the switch on) one for each selected day in a grid. */
export function PerDayFields({
  form,
  onChange,
  field,
  id,
  label,
  gridClassName,
  perDay,
  whole,
}: StepProps & { field: 'perDayWords' | 'perDayOffsets'; id: string; label: string; gridClassName: string; perDay: (day: TWeekday) => ReactNode; whole: ReactNode }) {
  return (
    <>
      <FormSwitch form={form} onChange={onChange} field={field} id={id} label={label} />
      {form[field] ? <div className={gridClassName}>{selectedDays(form).map(perDay)}</div> : whole}
    </>
  );
}

/** A whole-number field of the wizard: digits only as typed, marked invalid while its check fails. */
export function DigitsInput({
  value,
  error,
  onChange,
  ...named
}: { value: string; error: string | null; onChange: (value: string) => void } & Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-label' | 'aria-describedby' | 'placeholder'>) {
  return (
    <input
      {...named}
      className="p-inputtext p-component study-field__number"
      inputMode="numeric"
      value={value}
      aria-invalid={Boolean(error)}
      onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
    />
  );
}
