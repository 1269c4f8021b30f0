import { useCallback, useEffect, useRef, useState } from 'react';
import { displayedProgress, remainingMinimumMs } from '../lib/fake-progress';
import type { StreamProgress } from '../lib/stream-then-plain';

const TICK_MS = 150;
const SHOW_FULL_MS = 350;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The progress bar of a start or submit: `begin` starts the fake rise to 90 %, `onJobProgress`
 * feeds the stream's own progress, `complete` shows 100 % (after the minimum for reused content)
 * and resolves once it has been seen; `reset` puts it back to 0 after a failure.
 */
export function useStepProgress() {
  const [value, setValue] = useState(0);
  const startedAt = useRef(0);
  const job = useRef<StreamProgress | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const begin = useCallback(() => {
    stop();
    startedAt.current = Date.now();
    job.current = null;
    setValue(0);
    timer.current = setInterval(() => setValue(displayedProgress(Date.now() - startedAt.current, job.current)), TICK_MS);
  }, [stop]);

  const onJobProgress = useCallback((progress: StreamProgress) => {
    job.current = progress;
    setValue(displayedProgress(Date.now() - startedAt.current, progress));
  }, []);

  const complete = useCallback(
    async (reused: boolean) => {
      await sleep(remainingMinimumMs(Date.now() - startedAt.current, reused));
      stop();
      setValue(100);
      await sleep(SHOW_FULL_MS);
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    job.current = null;
    setValue(0);
  }, [stop]);

  return { value, begin, onJobProgress, complete, reset };
}
