import type { ReactNode } from 'react';

export type FieldStatus = 'neutral' | 'checking' | 'valid' | 'invalid';

/** What a field says about its value: nothing yet, a check under way, fine, or a problem. */
export type FieldFeedback = { status: FieldStatus; message?: string };

export const NEUTRAL: FieldFeedback = { status: 'neutral' };
export const valid = (message?: string): FieldFeedback => (message ? { status: 'valid', message } : { status: 'valid' });
export const invalid = (message: string): FieldFeedback => ({ status: 'invalid', message });

export const feedbackId = (inputId: string) => `${inputId}-feedback`;

/** The live message under a field: green when valid, red when invalid, announced politely. */
export function FieldMessage({ inputId, feedback }: { inputId: string; feedback: FieldFeedback }) {
  const { status, message } = feedback;
  const icon =
    status === 'valid' ? 'pi pi-check-circle' : status === 'invalid' ? 'pi pi-exclamation-circle' : status === 'checking' ? 'pi pi-spin pi-spinner' : '';
  return (
    <p id={feedbackId(inputId)} className={`field__message field__message--${status}`} aria-live="polite">
      {message || status === 'checking' ? (
        <>
          {icon ? <i className={icon} aria-hidden="true" /> : null}
          <span>{message ?? 'Checking…'}</span>
        </>
      ) : null}
    </p>
  );
}

/** A labelled form field with its live feedback underneath. `children` is the input itself. */
export function FormField({
  inputId,
  label,
  hint,
  feedback,
  children,
}: {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  feedback?: FieldFeedback;
  children: ReactNode;
}) {
  return (
    <div className={`field stack${feedback ? ` field--${feedback.status}` : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId(inputId)} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {feedback ? <FieldMessage inputId={inputId} feedback={feedback} /> : null}
    </div>
  );
}

export const hintId = (inputId: string) => `${inputId}-hint`;

/** aria props an input needs to point at its hint (when the field has one) and its feedback. */
export function fieldAria(inputId: string, feedback: FieldFeedback | undefined, hinted = false) {
  const described = [hinted ? hintId(inputId) : null, feedback ? feedbackId(inputId) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': feedback?.status === 'invalid' ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/** A form's own error (not one field's), read out at once; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
