/**
 * Runs one async task per item with at most `parallelism` running at once (Bulk Generate,
 * document 1 §4 and §9). Cancelling stops new launches and aborts the running tasks through
 * their signal. Items that are busy when their turn comes are skipped, not waited for.
 */

export type BulkProgress = {
  total: number;
  done: number;
  failed: number;
  skipped: number;
  running: number;
};

export type BulkSummary = BulkProgress & {
  /** Items never started, or aborted while running, because the run was cancelled or stopped. */
  cancelled: number;
  /** True when cancel() was called. */
  wasCancelled: boolean;
  /** The error that stopped the run (see `stopOn`), if one did. */
  stoppedBy: unknown;
};

export type BulkOptions<T> = {
  parallelism: number;
  /** Checked when the item's turn comes: true skips it (e.g. a generation for that word is already running). */
  shouldSkip?: (item: T) => boolean;
  /** True for an error that should end the whole run (e.g. the AI usage limit). */
  stopOn?: (error: unknown) => boolean;
  onProgress?: (progress: BulkProgress) => void;
  /** Called once per failed item with its error (not for aborts caused by a cancel). */
  onError?: (item: T, error: unknown) => void;
};

export type BulkRun = {
  done: Promise<BulkSummary>;
  cancel: () => void;
};

export function runBulk<T>(items: readonly T[], task: (item: T, signal: AbortSignal) => Promise<void>, options: BulkOptions<T>): BulkRun {
  const parallelism = Math.max(1, Math.floor(options.parallelism));
  const controller = new AbortController();
  const progress: BulkProgress = { total: items.length, done: 0, failed: 0, skipped: 0, running: 0 };
  let cancelled = 0;
  let wasCancelled = false;
  let stoppedBy: unknown;
  let next = 0;
  let finish: (summary: BulkSummary) => void = () => undefined;
  const done = new Promise<BulkSummary>((resolve) => {
    finish = resolve;
  });

  const report = () => options.onProgress?.({ ...progress });

  const stop = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    // Everything not yet started will never start.
    cancelled += items.length - next;
    next = items.length;
  };

  const settleIfFinished = () => {
    if (progress.running === 0 && next >= items.length) {
      finish({ ...progress, cancelled, wasCancelled, stoppedBy });
    }
  };

  const launch = () => {
    while (!controller.signal.aborted && progress.running < parallelism && next < items.length) {
      const item = items[next]!;
      next += 1;
      if (options.shouldSkip?.(item)) {
        progress.skipped += 1;
        report();
        continue;
      }
      progress.running += 1;
      report();
      let outcome: Promise<void>;
      try {
        outcome = task(item, controller.signal);
      } catch (error) {
        outcome = Promise.reject(error);
      }
      outcome.then(
        () => {
          progress.running -= 1;
          progress.done += 1;
        },
        (error: unknown) => {
          progress.running -= 1;
          // Aborted by a cancel or by another item's stop error: not a failure of its own.
          if (controller.signal.aborted && (wasCancelled || stoppedBy !== undefined)) {
            cancelled += 1;
            return;
          }
          progress.failed += 1;
          options.onError?.(item, error);
          if (options.stopOn?.(error)) {
            stoppedBy = error;
            stop();
          }
        },
      ).finally(() => {
        report();
        launch();
        settleIfFinished();
      });
    }
    settleIfFinished();
  };

  queueMicrotask(launch);

  return {
    done,
    cancel: () => {
      if (wasCancelled) return;
      wasCancelled = true;
      stop();
      report();
      settleIfFinished();
    },
  };
}
