import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { getOverview, type TOverview } from '../api/overview-calls';

/** How often the today page reads the overview again. */
const OVERVIEW_POLL_MS = 60_000;

/** The overview, read on show, every 60 s and after each change (`refresh`); `syncing` while a read runs. */
export function useOverview() {
  const [overview, setOverview] = useState<TOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [syncing, setSyncing] = useState(false);
  const running = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSyncing(true);
    getOverview(controller.signal).then(
      (answer) => {
        setOverview(answer);
        setError(null);
        setSyncing(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // A missing route's 'Not Found' says nothing to a learner: the default stands in for it.
        setError(failure instanceof ApiError && failure.status === 404 ? 'Failed to load overview' : refusalMessage(failure, 'Failed to load overview'));
        setSyncing(false);
      },
    );
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, OVERVIEW_POLL_MS);
    return () => {
      window.clearInterval(timer);
      running.current?.abort();
    };
  }, [refresh]);

  return { overview, error, syncing, refresh };
}
