import { ACCOUNT_MESSAGES as M, normaliseFullName, USERNAME_RULE } from '@wordbook/core/rules/account-rules';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { invalid, NEUTRAL, valid, type FieldFeedback } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { checkEmail, checkFullname, usernameAvailability } from '../../../lib/field-checks';
import { useAtomValue } from '../../../lib/jotai';
import { useDebouncedCheck } from '../../../lib/use-debounced-check';
import { signup } from '../api/signup';
import { sessionAtom } from '../atoms/session-atom';
import { confirmFeedback, localEmail, localFullName, localUsername, passwordFeedback, termsFeedback } from '../signup-rules';
import { useSubmit } from '../../../lib/use-submit';
import { AuthCard } from './auth-card';
import { CaptchaField } from './captcha-field';
import { SocialButtons } from './social-buttons';
import { VerifyEmailDialog } from './verify-email-dialog';
import { PasswordField, TextField } from '../../../components/ui/text-field';

export const SIGNUP_FAILED = 'Signup failed.';

/** A rejected check: the server's message for a 400, else the generic failure. */
function checkFailure(error: unknown, fallback: string): FieldFeedback {
  if (error instanceof ApiError && error.status === 400 && error.message) return invalid(error.message);
  return invalid(fallback);
}

async function serverFullName(value: string, signal: AbortSignal): Promise<FieldFeedback> {
  const local = localFullName(value);
  if (local) return local;
  try {
    const answer = await checkFullname(normaliseFullName(value), signal);
    return answer.ok ? valid() : invalid(answer.error || M.fullNameInvalid);
  } catch (error) {
    return error instanceof ApiError && error.status !== 0 && error.message && error.status < 500 ? invalid(error.message) : invalid('Error checking full name.');
  }
}

async function serverUsername(value: string, signal: AbortSignal): Promise<FieldFeedback> {
  const local = localUsername(value);
  if (local) return local;
  try {
    return await usernameAvailability(value, signal);
  } catch (error) {
    return checkFailure(error, 'Error checking username.');
  }
}

async function serverEmail(value: string, signal: AbortSignal): Promise<FieldFeedback> {
  const local = localEmail(value);
  if (local) return local;
  try {
    const answer = await checkEmail(value.trim(), signal);
    return answer.exists ? invalid(M.emailInUse) : valid(M.emailAvailable);
  } catch (error) {
    return checkFailure(error, 'Error checking email.');
  }
}

type FieldName = 'full_name' | 'username' | 'email' | 'password' | 'token';

/** /signup (document 1, §2, §4, §5). A signed-in user is sent to /dashboard. */
export function SignupPage() {
  const session = useAtomValue(sessionAtom);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  if (session.status === 'unknown') return <PageSpinner />;
  if (session.user) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title="Sign Up" subtitle="Create a free account to start saving words, with AI definitions included every month.">
      <SignupForm
        onStarted={(id, address) => {
          setEmail(address);
          setVerificationId(id);
        }}
      />
      {verificationId ? (
        <VerifyEmailDialog verificationId={verificationId} email={email} onClose={() => setVerificationId(null)} />
      ) : null}
    </AuthCard>
  );
}

function SignupForm({ onStarted }: { onStarted: (verificationId: string, email: string) => void }) {
  const [fullName, setFullName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState({ fullName: false, username: false, email: false, password: false, confirm: false, terms: false });
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const { busy: submitting, submit } = useSubmit();
  const [submitted, setSubmitted] = useState(false);

  const [fullNameFeedback, setFullNameFeedback] = useDebouncedCheck(fullName, serverFullName, { armed: touched.fullName });
  const [usernameFeedback, setUsernameFeedback] = useDebouncedCheck(username, serverUsername, { armed: touched.username });
  const [emailFeedback, setEmailFeedback] = useDebouncedCheck(email, serverEmail, { armed: touched.email });
  const [serverPasswordError, setServerPasswordError] = useState<string | null>(null);

  const showPassword = touched.password || submitted;
  const passwordState: FieldFeedback = serverPasswordError
    ? invalid(serverPasswordError)
    : showPassword
      ? passwordFeedback(password)
      : NEUTRAL;
  const confirmState: FieldFeedback =
    (touched.confirm || submitted) && !confirm && password ? invalid(M.passwordsDoNotMatch) : confirmFeedback(password, confirm);
  const termsState: FieldFeedback = touched.terms || submitted ? termsFeedback(terms) : NEUTRAL;

  const edit = useCallback(
    (field: keyof typeof touched, set: (value: string) => void) => (value: string) => {
      set(value);
      setFormError(null);
      setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
    },
    [],
  );

  const blocked = [fullNameFeedback, usernameFeedback, emailFeedback, passwordState, confirmState, termsState].some(
    (f) => f.status === 'invalid' || f.status === 'checking',
  );

  const onToken = useCallback((value: string | null) => {
    setToken(value);
    if (value) setCaptchaError(null);
  }, []);

  function showServerError(error: unknown) {
    const message = error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message ? error.message : SIGNUP_FAILED;
    setFormError(message);
    const field = error instanceof ApiError ? ((error.body as { field?: string } | undefined)?.field as FieldName | undefined) : undefined;
    if (field === 'full_name') setFullNameFeedback(invalid(message));
    else if (field === 'username') setUsernameFeedback(invalid(message));
    else if (field === 'email') setEmailFeedback(invalid(message));
    else if (field === 'password') setServerPasswordError(message);
    else if (field === 'token') setCaptchaError(message);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFormError(null);
    const localErrors: [FieldFeedback | null, (f: FieldFeedback) => void][] = [
      [localFullName(fullName), setFullNameFeedback],
      [localUsername(username), setUsernameFeedback],
      [localEmail(email), setEmailFeedback],
    ];
    let ok = true;
    for (const [feedback, set] of localErrors) {
      if (feedback) {
        set(feedback);
        ok = false;
      }
    }
    if (passwordFeedback(password).status === 'invalid' || password !== confirm || !terms) ok = false;
    if (!token) {
      setCaptchaError(M.captchaRequired);
      ok = false;
    }
    if (!ok || blocked || !token) return;

    await submit(
      async () => {
        const answer = await signup({ full_name: normaliseFullName(fullName), username, email: email.trim(), password, token });
        onStarted(answer.verificationId, email.trim());
      },
      (failure) => {
        showServerError(failure);
        setCaptchaReset((n) => n + 1);
      },
    );
  }

  return (
    <>
      <form className="auth-form stack" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={formError ? 'signup-error' : undefined}>
        {formError ? (
          <p id="signup-error" className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <TextField id="signup-full-name" label="Full name" value={fullName} onChange={edit('fullName', setFullName)} feedback={fullNameFeedback} autoComplete="name" maxLength={60} />
        <TextField
          id="signup-username"
          label="Username"
          hint={USERNAME_RULE}
          value={username}
          onChange={edit('username', setUsername)}
          feedback={usernameFeedback}
          autoComplete="username"
          maxLength={20}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField id="signup-email" label="Email" type="email" value={email} onChange={edit('email', setEmail)} feedback={emailFeedback} autoComplete="email" maxLength={254} />
        <PasswordField
          id="signup-password"
          label="Password"
          value={password}
          onChange={(value) => {
            setServerPasswordError(null);
            edit('password', setPassword)(value);
          }}
          feedback={passwordState}
          autoComplete="new-password"
        />
        <PasswordField id="signup-confirm" label="Confirm password" value={confirm} onChange={edit('confirm', setConfirm)} feedback={confirmState} autoComplete="new-password" />
        <CheckboxField
          id="signup-terms"
          label={
            <>
              I accept the <Link to="/terms-of-service">Terms of Service</Link> and the <Link to="/privacy-policy">Privacy Policy</Link>.
            </>
          }
          checked={terms}
          onChange={(checked) => {
            setTerms(checked);
            setTouched((t) => ({ ...t, terms: true }));
            setFormError(null);
          }}
          feedback={termsState}
        />
        <CaptchaField onToken={onToken} resetKey={captchaReset} error={captchaError} />
        <Button type="submit" label={submitting ? 'Signing up…' : 'Sign Up'} className="auth-form__submit" disabled={blocked || submitting} loading={submitting} />
      </form>
      <SocialButtons verb="Sign up" />
      <p className="auth-card__links stack">
        <span>
          Already have an account? <Link to="/login">Log In</Link>
        </span>
      </p>
    </>
  );
}
