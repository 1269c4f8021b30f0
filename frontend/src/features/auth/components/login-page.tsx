import { ACCOUNT_MESSAGES as M, isValidEmail, loginCredentialKind } from '@wordbook/core/rules/account-rules';
import { Checkbox } from 'primereact/checkbox';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { type FieldFeedback, FormError, invalid, NEUTRAL } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { useAtomValue, useSetAtom } from '../../../lib/jotai';
import { useSubmit } from '../../../lib/use-submit';
import { login } from '../api/login';
import { refreshSessionAtom, sessionAtom } from '../atoms/session-atom';
import { homeForRole } from '../role-home';
import { AuthCard } from './auth-card';
import { CaptchaField } from './captcha-field';
import { SocialButtons } from './social-buttons';
import { PasswordField, TextField } from '../../../components/ui/text-field';

export type StatusErrorState = { status: 'banned' | 'suspended'; message: string };

const BLOCKED_CODES: Record<string, StatusErrorState['status']> = { ACCOUNT_BANNED: 'banned', ACCOUNT_SUSPENDED: 'suspended' };

/** /login?redirect&error (document 1, §2, §4, §5). A signed-in user is routed by role at once. */
export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [loggingIn, setLoggingIn] = useState(false);

  if (session.status === 'unknown') return <PageSpinner />;
  if (session.user && !loggingIn) {
    const blocked = session.user.status !== 'active';
    return <Navigate to={blocked ? '/status-error' : homeForRole(session.user.role, redirect)} replace />;
  }

  return (
    <AuthCard title="Log In" subtitle="Welcome back. Log in with your username or e-mail to open your wordbooks.">
      <LoginForm redirect={redirect} error={params.get('error')} onBusy={setLoggingIn} />
      <SocialButtons verb="Continue" returnTo={redirect ?? undefined} />
      <p className="auth-card__links stack">
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New to Wordbook? <Link to="/signup">Sign Up</Link>
        </span>
      </p>
    </AuthCard>
  );
}

function LoginForm({ redirect, error, onBusy }: { redirect: string | null; error: string | null; onBusy: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const refreshSession = useSetAtom(refreshSessionAtom);
  const [credential, setCredential] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [credentialFeedback, setCredentialFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [passwordFeedback, setPasswordFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [formError, setFormError] = useState<string | null>(error);
  const { busy: submitting, submit } = useSubmit();

  const onToken = useCallback((value: string | null) => {
    setToken(value);
    if (value) setCaptchaError(null);
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const value = credential.trim();
    const kind = loginCredentialKind(value);
    let ok = true;
    if (!value) {
      setCredentialFeedback(invalid('Please enter your username or email.'));
      ok = false;
    } else if (kind === 'email' && !isValidEmail(value)) {
      setCredentialFeedback(invalid(M.emailFormatShort));
      ok = false;
    }
    if (!password) {
      setPasswordFeedback(invalid('Please enter your password.'));
      ok = false;
    }
    if (!token) {
      setCaptchaError(M.captchaRequired);
      ok = false;
    }
    if (!ok || !token) return;

    onBusy(true);
    await submit(
      async () => {
        const answer = await login({ ...(kind === 'email' ? { email: value } : { username: value }), password, token, remember });
        const user = (await refreshSession()) ?? answer.user;
        navigate(user.status === 'active' ? homeForRole(user.role, redirect) : '/status-error', { replace: true });
      },
      (failure) => {
        const body = failure instanceof ApiError ? (failure.body as { code?: string; message?: string } | undefined) : undefined;
        const blocked = body?.code ? BLOCKED_CODES[body.code] : undefined;
        if (failure instanceof ApiError && failure.status === 403 && blocked) {
          const state: StatusErrorState = { status: blocked, message: failure.message };
          navigate('/status-error', { state });
          return;
        }
        setFormError(refusalMessage(failure, M.invalidCredentials));
        setCaptchaReset((n) => n + 1);
        onBusy(false);
      },
    );
  }

  return (
    <form className="auth-form stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError} />
      <TextField
        id="login-credential"
        label="Username or email"
        value={credential}
        onChange={(value) => {
          setCredential(value);
          setCredentialFeedback(NEUTRAL);
        }}
        feedback={credentialFeedback}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      <PasswordField
        id="login-password"
        label="Password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordFeedback(NEUTRAL);
        }}
        feedback={passwordFeedback}
        autoComplete="current-password"
      />
      <div className="check-row">
        <Checkbox inputId="login-remember" checked={remember} onChange={(event) => setRemember(Boolean(event.checked))} />
        <label htmlFor="login-remember">Remember me</label>
      </div>
      <CaptchaField onToken={onToken} resetKey={captchaReset} error={captchaError} />
      <Button type="submit" label={submitting ? 'Logging in…' : 'Log In'} className="auth-form__submit" disabled={submitting} loading={submitting} />
    </form>
  );
}
