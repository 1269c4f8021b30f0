import { InputText, type InputTextProps } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import type { ChangeEvent } from 'react';
import { fieldAria, type FieldFeedback } from './form-field';

type Common = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  feedback?: FieldFeedback | undefined;
  /** The field shows a hint (FormField's), which the input is then described by too. */
  hinted?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  maxLength?: number;
  placeholder?: string;
};

/** PrimeReact's InputText in the house style, full width, wired to its feedback message. */
export function TextInput({
  id,
  value,
  onChange,
  feedback,
  hinted,
  className,
  ...rest
}: Common & Omit<InputTextProps, 'id' | 'value' | 'onChange' | 'className'> & { className?: string }) {
  return (
    <InputText
      id={id}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      className={['wb-input', feedback?.status === 'invalid' ? 'p-invalid' : '', className].filter(Boolean).join(' ')}
      {...fieldAria(id, feedback, hinted)}
      {...rest}
    />
  );
}

/** PrimeReact's Password with a show/hide toggle and no strength meter (the app's own hints apply). */
export function PasswordInput({ id, value, onChange, feedback, hinted, autoComplete = 'current-password', disabled, maxLength, placeholder }: Common) {
  return (
    <Password
      inputId={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      feedback={false}
      toggleMask
      className={['wb-password', feedback?.status === 'invalid' ? 'p-invalid' : ''].filter(Boolean).join(' ')}
      inputClassName={['wb-input', feedback?.status === 'invalid' ? 'p-invalid' : ''].filter(Boolean).join(' ')}
      autoComplete={autoComplete}
      {...(disabled !== undefined ? { disabled } : {})}
      {...(maxLength !== undefined ? { maxLength } : {})}
      {...(placeholder !== undefined ? { placeholder } : {})}
      pt={{ input: { ...fieldAria(id, feedback, hinted) } as Record<string, unknown> }}
    />
  );
}
