import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { PasswordInput, TextInput } from './text-input';

type TLabelled = { label: ReactNode; hint?: ReactNode };

/** A labelled text input with its live feedback underneath (FormField and TextInput in one). */
export function TextField({ label, hint, ...input }: ComponentProps<typeof TextInput> & TLabelled) {
  return (
    <FormField inputId={input.id} label={label} hint={hint} feedback={input.feedback}>
      <TextInput {...input} hinted={Boolean(hint)} />
    </FormField>
  );
}

/** A labelled password input with its live feedback underneath. */
export function PasswordField({ label, hint, ...input }: ComponentProps<typeof PasswordInput> & TLabelled) {
  return (
    <FormField inputId={input.id} label={label} hint={hint} feedback={input.feedback}>
      <PasswordInput {...input} hinted={Boolean(hint)} />
    </FormField>
  );
}
