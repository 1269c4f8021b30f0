import { ACCOUNT_MESSAGES as M, NEW_PASSWORD_MIN, PASSWORD_MAX } from '@wordbook/core/rules/account-rules';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button } from '../../../components/ui/button';
import { type FieldFeedback, FormError, invalid, NEUTRAL, valid } from '../../../components/ui/form-field';
import { failureMessage, useSubmit } from '../../../lib/use-submit';
import { changePassword } from '../api/change-password';
import { newPasswordHint } from '../profile-rules';
import { PasswordField } from '../../../components/ui/text-field';

export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been logged out.';

/** Security tab: the password-change form behind a toggle (document 2, §2.3, §5). */
export function PasswordSection() {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentFeedback, setCurrentFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [submitError, setSubmitError] = useState<{ field: 'next' | 'confirm'; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy: saving, submit } = useSubmit();

  const nextFeedback: FieldFeedback = submitError?.field === 'next' ? invalid(submitError.message) : (newPasswordHint(next) ?? NEUTRAL);
  const confirmFeedback: FieldFeedback =
    submitError?.field === 'confirm'
      ? invalid(submitError.message)
      : !confirm
        ? NEUTRAL
        : confirm === next
          ? valid(M.passwordsMatch)
          : invalid(M.passwordsDoNotMatch);

  function reset() {
    setCurrent('');
    setNext('');
    setConfirm('');
    setCurrentFeedback(NEUTRAL);
    setSubmitError(null);
    setFormError(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    let ok = true;
    if (!current) {
      setCurrentFeedback(invalid(M.currentPasswordRequired));
      ok = false;
    }
    if (next.length < NEW_PASSWORD_MIN) {
      setSubmitError({ field: 'next', message: M.newPasswordTooShort });
      ok = false;
    } else if (next !== confirm) {
      setSubmitError({ field: 'confirm', message: M.newPasswordsDoNotMatch });
      ok = false;
    }
    if (!ok) return;
    await submit(
      async () => {
        await changePassword({ current_password: current, new_password: next });
        notify.success(PASSWORD_CHANGED);
        reset();
        setOpen(false);
      },
      (failure) => {
        const message = failureMessage(failure, 'Failed to change the password.');
        if (message === M.currentPasswordWrong || message === M.currentPasswordRequired) setCurrentFeedback(invalid(message));
        else setFormError(message);
      },
    );
  }

  return (
    <section className="account-section surface-card" aria-labelledby="password-title">
      <div className="account-section__head cluster">
        <div>
          <h2 id="password-title" className="account-section__title">
            Password
          </h2>
          <p className="account-section__text">Changing it logs out every other device signed in to your account.</p>
        </div>
        <Button
          label={open ? 'Cancel' : 'Change password'}
          icon={open ? 'pi pi-times' : 'pi pi-key'}
          variant={open ? 'text' : 'outlined'}
          size="small"
          aria-expanded={open}
          aria-controls="password-form"
          onClick={() => {
            reset();
            setOpen((value) => !value);
          }}
        />
      </div>
      {open ? (
        <form id="password-form" className="account-form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormError message={formError} />
          <PasswordField
            id="password-current"
            label="Current password"
            value={current}
            onChange={(value) => {
              setCurrent(value);
              setCurrentFeedback(NEUTRAL);
            }}
            feedback={currentFeedback}
            autoComplete="current-password"
          />
          <PasswordField
            id="password-new"
            label="New password" hint={`At least ${NEW_PASSWORD_MIN} characters.`}
            value={next}
            onChange={(value) => {
              setNext(value);
              setSubmitError(null);
            }}
            feedback={nextFeedback}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
          <PasswordField
            id="password-confirm"
            label="Confirm new password"
            value={confirm}
            onChange={(value) => {
              setConfirm(value);
              setSubmitError(null);
            }}
            feedback={confirmFeedback}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
          <div className="account-form__actions cluster">
            <Button type="submit" label="Update password" icon="pi pi-check" loading={saving} disabled={saving} />
          </div>
        </form>
      ) : null}
    </section>
  );
}
