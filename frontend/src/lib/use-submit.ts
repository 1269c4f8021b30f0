import { useCallback, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/** A failure's text for a form: the API's message (or the network notice), else `fallback`. */
export function failureMessage(failure: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (failure instanceof ApiError && failure.message) return failure.status === 0 ? NETWORK_ERROR_MESSAGE : failure.message;
  return fallback;
}

/**
 * A form's submit: `busy` while the action runs, one run at a time, and the failure handed to
 * `onFailure` (every form words its own errors). The busy/try/finally every form needs, once.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const submit = useCallback(async (action: () => Promise<unknown>, onFailure: (failure: unknown) => void): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      onFailure(failure);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}
