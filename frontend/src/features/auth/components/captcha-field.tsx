import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

/** Where the widget fetches its ALTCHA proof-of-work challenge (document 1, §2: rendered after the page loads). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

type AltchaElement = HTMLElement & { reset?: (state?: string, error?: string | null) => void };
type AltchaStateEvent = CustomEvent<{ state?: string; payload?: string }>;

/**
 * The ALTCHA widget: the visitor ticks it, the browser solves a small proof of work, and the
 * base64 payload becomes the `token` sent with sign-up or login. Bumping `resetKey` clears it
 * (document 1, §4: the captcha is reset after any failed sign-up or login). The widget's code
 * (about 30 KB gzipped, with its proof-of-work worker) loads after the form is on screen, so it
 * never holds back the page; until then its box keeps the widget's place (auth.css).
 */
export function CaptchaField({
  onToken,
  resetKey,
  error,
}: {
  onToken: (token: string | null) => void;
  resetKey: number;
  error?: string | null | undefined;
}) {
  const ref = useRef<AltchaElement>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail ?? {};
      onTokenRef.current(state === 'verified' && payload ? payload : null);
    };
    const onVerified = (event: Event) => {
      const { payload } = (event as AltchaStateEvent).detail ?? {};
      if (payload) onTokenRef.current(payload);
    };
    const onExpired = () => onTokenRef.current(null);
    widget.addEventListener('statechange', onState);
    widget.addEventListener('verified', onVerified);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('verified', onVerified);
      widget.removeEventListener('expired', onExpired);
    };
  }, []);

  useEffect(() => {
    if (resetKey === 0) return;
    ref.current?.reset?.();
    onTokenRef.current(null);
  }, [resetKey]);

  return (
    <div className={`field stack captcha${error ? ' field--invalid' : ''}`}>
      <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} name="altcha" className="captcha__widget" />
      <p id="captcha-feedback" className="field__message field__message--invalid" aria-live="polite">
        {error ? (
          <>
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
