import { useEffect, useRef, useState } from 'react';

/**
 * Data a screen reads once it shows (and again on `retry`): the answer, or the failure worded by
 * `failureText`. A load still running is aborted when the screen goes or `enabled` turns false.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { failureText, enabled = true }: { failureText: (failure: unknown) => string; enabled?: boolean },
) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest functions, read without re-running the load: what starts a load is showing, enabling or a retry.
  const latest = useRef({ load, failureText });
  latest.current = { load, failureText };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setError(null);
    latest.current.load(controller.signal).then(setData, (failure: unknown) => {
      if (!controller.signal.aborted) setError(latest.current.failureText(failure));
    });
    return () => controller.abort();
  }, [enabled, attempt]);

  return { data, setData, error, retry: () => setAttempt((n) => n + 1) };
}
