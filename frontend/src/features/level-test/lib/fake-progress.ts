/**
 * The progress shown while questions or a score are prepared (document 2, §4): a fake progress
 * that rises towards 90 % and completes to 100 % when the result arrives; the job's own progress
 * events push it further when they are ahead. Content that already existed (a resumed test) still
 * shows the progress for about 11.8 s (§9).
 */
export const FAKE_PROGRESS_CAP = 90;
export const REUSED_MIN_PROGRESS_MS = 11_800;
/** Time constant of the rise: about 63 % of the way to 90 after this long. */
const RISE_MS = 6000;

/** The fake value after `elapsedMs`: 0 at the start, approaching 90, never reaching it. */
export function fakeProgressAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return FAKE_PROGRESS_CAP * (1 - Math.exp(-elapsedMs / RISE_MS));
}

/** What the bar shows: the fake value or the job's progress (scaled to the same 90), whichever is ahead, as a whole percent. */
export function displayedProgress(elapsedMs: number, job: { total: number; emitted: number } | null): number {
  const fromJob = job && job.total > 0 ? (Math.min(job.emitted, job.total) / job.total) * FAKE_PROGRESS_CAP : 0;
  return Math.floor(Math.max(fakeProgressAt(elapsedMs), fromJob));
}

/** How long to keep the progress on screen after the result arrived, so reused content shows it for the minimum. */
export function remainingMinimumMs(elapsedMs: number, reused: boolean): number {
  return reused ? Math.max(0, REUSED_MIN_PROGRESS_MS - elapsedMs) : 0;
}
