import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';
import { feedbackId, type FieldFeedback, FieldMessage } from './form-field';

/** A checkbox with its label beside it and its live feedback underneath (a consent or a confirmation). */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  feedback,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  feedback: FieldFeedback;
}) {
  return (
    <div className={`field stack field--${feedback.status}`}>
      <div className="check-row">
        <Checkbox
          inputId={id}
          checked={checked}
          onChange={(event) => onChange(Boolean(event.checked))}
          invalid={feedback.status === 'invalid'}
          aria-describedby={feedbackId(id)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessage inputId={id} feedback={feedback} />
    </div>
  );
}
