import { ACCOUNT_MESSAGES as M, isValidEmail, NEW_PASSWORD_MIN, PASSWORD_MAX } from '@wordbook/core/rules/account-rules';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/ui/button';
import { type FieldFeedback, FormError, invalid, NEUTRAL, valid } from '../../../components/ui/form-field';
import { useLoad } from '../../../lib/use-load';
import { failureMessage, useSubmit } from '../../../lib/use-submit';
import { checkPasswordReset } from '../api/check-password-reset';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { PasswordField, TextField } from '../../../components/ui/text-field';

export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in with the new password.';

/** /forgot-password: ask for a reset link, or (with ?token= from the e-mail) choose a new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SetNewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, submit } = useSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setFeedback(invalid(M.emailFormat));
      return;
    }
    setError(null);
    await submit(
      async () => setSent((await requestPasswordReset(value)).message),
      (failure) => setError(failureMessage(failure)),
    );
  }

  if (sent) {
    return (
      <AuthCard title="Check your email" subtitle={sent}>
        <p className="auth-card__subtitle">The link works once and for 30 minutes. If nothing arrives, check your spam folder or ask for a new link.</p>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset your password" subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      <form className="auth-form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        <TextField
          id="reset-email"
          label="Email"
          type="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setFeedback(NEUTRAL);
          }}
          feedback={feedback}
          autoComplete="email"
          maxLength={254}
        />
        <Button type="submit" label="Send reset link" className="auth-form__submit" loading={busy} disabled={busy} />
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

function SetNewPassword({ token }: { token: string }) {
  // A used or expired link says so on arrival, not after a new password was typed. If the check
  // itself fails, the form stays: the submit answers for the link then.
  const usable = useLoad((signal) => checkPasswordReset(token, signal), { failureText: () => '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { busy, submit } = useSubmit();

  const tooShort = password.length < NEW_PASSWORD_MIN;
  const passwordFeedback: FieldFeedback =
    !password && !submitted
      ? NEUTRAL
      : tooShort
        ? invalid(M.resetPasswordTooShort)
        : password.length > PASSWORD_MAX
          ? invalid(M.passwordTooLong)
          : valid(M.passwordOk);
  const confirmFeedback: FieldFeedback =
    !confirm && !submitted ? NEUTRAL : confirm === password && confirm ? valid(M.passwordsMatch) : invalid(M.passwordsDoNotMatch);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (passwordFeedback.status === 'invalid' || tooShort || password !== confirm) return;
    setError(null);
    await submit(
      async () => {
        await confirmPasswordReset(token, password);
        setDone(true);
      },
      (failure) => setError(failureMessage(failure)),
    );
  }

  if (usable.data === false) {
    return (
      <AuthCard title="This link cannot be used" subtitle={M.resetLinkInvalid}>
        <div className="auth-card__actions">
          <LinkButton to="/forgot-password" icon="pi pi-envelope">
            Request a new link
          </LinkButton>
        </div>
        <BackToLogin />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password changed" subtitle={PASSWORD_RESET_DONE}>
        <div className="auth-card__actions">
          <LinkButton to="/login" icon="pi pi-sign-in">
            Log In
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={`Use ${NEW_PASSWORD_MIN} to ${PASSWORD_MAX} characters. Every device signed in to your account will be logged out.`}>
      <form className="auth-form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        {error ? (
          <p className="form-error" role="alert">
            {error}
            {error === M.resetLinkInvalid ? (
              <>
                {' '}
                <Link to="/forgot-password">Request a new link</Link>
              </>
            ) : null}
          </p>
        ) : null}
        <PasswordField id="reset-password" label="New password" value={password} onChange={setPassword} feedback={passwordFeedback} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        <PasswordField id="reset-confirm" label="Confirm new password" value={confirm} onChange={setConfirm} feedback={confirmFeedback} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        <Button type="submit" label="Set new password" className="auth-form__submit" loading={busy} disabled={busy} />
      </form>
      <BackToLogin />
    </AuthCard>
  );
}

function BackToLogin() {
  return (
    <p className="auth-card__links stack">
      <span>
        Remembered it? <Link to="/login">Log In</Link>
      </span>
    </p>
  );
}
