import { Tooltip } from 'primereact/tooltip';
import { useEffect, useState } from 'react';
import { getDeviceId } from '../../../lib/device-id';
import { getAuthProviders } from '../api/get-auth-providers';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.';
export const SECOND_PROVIDER_NOTE = 'This sign-in option is not available yet.';

/** The same-origin path a social sign-in should come back to, or /dashboard. */
function returnTarget(returnTo: string | undefined): string {
  return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/dashboard';
}

/**
 * The social sign-in buttons (document 1, §2): Google is a full-page link to
 * /auth/google?device_id&returnTo, disabled with a tooltip until the server is configured; the
 * second provider is shown disabled.
 */
export function SocialButtons({ returnTo, verb }: { returnTo?: string | undefined; verb: 'Sign up' | 'Continue' }) {
  const [google, setGoogle] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void getAuthProviders().then((providers) => {
      if (live) setGoogle(providers.google);
    });
    return () => {
      live = false;
    };
  }, []);

  const href = `/auth/google?${new URLSearchParams({ device_id: getDeviceId(), returnTo: returnTarget(returnTo) }).toString()}`;
  const googleLabel = `${verb} with Google`;

  return (
    <div className="social">
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the visible "or" */}
      <div className="social__divider row" role="separator" aria-label="or">
        <span>or</span>
      </div>
      <div className="social__buttons">
        {google ? (
          <a className="social__button row" href={href}>
            <GoogleMark />
            <span>{googleLabel}</span>
          </a>
        ) : (
          <span className="social__wrap" data-pr-tooltip={GOOGLE_NOT_CONFIGURED} data-pr-position="top" title={google === false ? GOOGLE_NOT_CONFIGURED : undefined}>
            <button type="button" className="social__button row" disabled aria-describedby="google-note">
              <GoogleMark />
              <span>{googleLabel}</span>
            </button>
            <span id="google-note" className="visually-hidden">
              {GOOGLE_NOT_CONFIGURED}
            </span>
          </span>
        )}
        <span className="social__wrap" data-pr-tooltip={SECOND_PROVIDER_NOTE} data-pr-position="top" title={SECOND_PROVIDER_NOTE}>
          <button type="button" className="social__button row" disabled>
            <i className="pi pi-apple" aria-hidden="true" />
            <span>{verb} with Apple</span>
          </button>
        </span>
      </div>
      <Tooltip target=".social__wrap" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg className="social__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}
