import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_MINUTES } from '@wordbook/core/rules/account-rules';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { useSetAtom } from '../../../lib/jotai';
import { useSubmit } from '../../../lib/use-submit';
import { resendSignupCode } from '../api/resend-signup-code';
import { verifySignup } from '../api/verify-signup';
import { refreshSessionAtom } from '../atoms/session-atom';
import { TextField } from '../../../components/ui/text-field';

export const VERIFICATION_FAILED = 'Verification failed.';
export const RESEND_FAILED = 'Failed to resend code.';
export const CODE_RESENT = 'Verification code resent. Please check your email again.';

/** Counts down to zero once a second; `restart()` starts it again from `seconds`. */
function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)] as const;
}

/**
 * The e-mail verification modal (document 1, §2 and §4): a 6-digit code, Verify, and Resend with
 * a visible 60-second cooldown. Success signs the new account in and opens /dashboard (or /login
 * if the session cannot be read).
 */
export function VerifyEmailDialog({ verificationId: firstId, email, onClose }: { verificationId: string; email: string; onClose: () => void }) {
  const navigate = useNavigate();
  const refreshSession = useSetAtom(refreshSessionAtom);
  const [verificationId, setVerificationId] = useState(firstId);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy: verifying, submit: verify } = useSubmit();
  const { busy: resending, submit: resend } = useSubmit();
  const [cooldown, restartCooldown] = useCountdown(RESEND_COOLDOWN_SECONDS);

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6 || verifying) return;
    setNotice(null);
    await verify(
      async () => {
        await verifySignup(verificationId, code);
        const user = await refreshSession();
        navigate(user ? '/dashboard' : '/login', { replace: true });
      },
      (error) => setFeedback(invalid(refusalMessage(error, VERIFICATION_FAILED))),
    );
  }

  async function onResend() {
    if (cooldown > 0 || resending) return;
    setNotice(null);
    setFeedback(NEUTRAL);
    await resend(
      async () => {
        const answer = await resendSignupCode(verificationId);
        setVerificationId(answer.verificationId);
        setNotice(CODE_RESENT);
        restartCooldown();
      },
      (error) => {
        // Document 1, §7: a 429 is read silently as the one-minute restriction.
        if (error instanceof ApiError && error.status === 429) restartCooldown();
        else setFeedback(invalid(RESEND_FAILED));
      },
    );
  }

  return (
    <Dialog open onClose={onClose} header="Verify your email" className="verify-dialog" style={{ width: '28rem' }} dismissableMask={false}>
      <form onSubmit={(event) => void onVerify(event)} noValidate>
        <p>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it below to finish creating your account. The code is valid for{' '}
          {VERIFICATION_CODE_MINUTES} minutes.
        </p>
        {notice ? (
          <p className="form-notice" role="status">
            <i className="pi pi-info-circle" aria-hidden="true" /> {notice}
          </p>
        ) : null}
        <TextField
          id="verify-code"
          label="Verification code"
          value={code}
          onChange={(value) => {
            setCode(value.replace(/\D/g, '').slice(0, 6));
            setFeedback(NEUTRAL);
          }}
          feedback={feedback}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="verify-dialog__code"
          autoFocus
        />
        <div className="verify-dialog__actions button-row">
          <Button type="submit" label="Verify" icon="pi pi-check" disabled={code.length !== 6 || verifying} loading={verifying} />
          <Button
            variant="outlined"
            label={cooldown > 0 ? `Resend code (${cooldown}s)` : 'Resend code'}
            icon="pi pi-refresh"
            onClick={() => void onResend()}
            disabled={cooldown > 0 || resending}
            aria-live="off"
          />
        </div>
      </form>
    </Dialog>
  );
}
