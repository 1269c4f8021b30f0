import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk-scheduler';

/** A task whose calls the test finishes by hand, recording how many ran at once. */
function controllableTask() {
  const pending = new Map<number, { resolve: () => void; reject: (error: unknown) => void; signal: AbortSignal }>();
  let running = 0;
  let maxRunning = 0;
  const started: number[] = [];
  const task = (item: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      const finish = (fn: () => void) => {
        running -= 1;
        pending.delete(item);
        fn();
      };
      pending.set(item, { resolve: () => finish(resolve), reject: (error) => finish(() => reject(error)), signal });
      signal.addEventListener('abort', () => finish(() => reject(new DOMException('aborted', 'AbortError'))), { once: true });
    });
  return { task, pending, started, maxRunning: () => maxRunning };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('runBulk', () => {
  it('never runs more than 5 tasks at once and finishes every item', async () => {
    const t = controllableTask();
    const run = runBulk(range(12), t.task, { parallelism: 5 });
    await tick();
    expect(t.started).toEqual([0, 1, 2, 3, 4]);

    while (t.pending.size > 0) {
      const [first] = t.pending.values();
      first!.resolve();
      await tick();
    }
    const summary = await run.done;
    expect(t.maxRunning()).toBe(5);
    expect(t.started).toHaveLength(12);
    expect(summary).toMatchObject({ total: 12, done: 12, failed: 0, skipped: 0, cancelled: 0, wasCancelled: false });
  });

  it('skips items that are busy when their turn comes, without waiting for them', async () => {
    const t = controllableTask();
    const busy = new Set([1, 3]);
    const run = runBulk(range(5), t.task, { parallelism: 5, shouldSkip: (item) => busy.has(item) });
    await tick();
    expect(t.started).toEqual([0, 2, 4]);
    for (const entry of [...t.pending.values()]) entry.resolve();
    const summary = await run.done;
    expect(summary).toMatchObject({ done: 3, skipped: 2 });
  });

  it('cancel stops new launches and aborts the running tasks', async () => {
    const t = controllableTask();
    const run = runBulk(range(20), t.task, { parallelism: 5 });
    await tick();
    t.pending.get(0)!.resolve();
    t.pending.get(1)!.resolve();
    await tick();
    expect(t.started).toHaveLength(7);

    run.cancel();
    const summary = await run.done;
    await tick();
    expect(t.started).toHaveLength(7);
    expect(summary).toMatchObject({ total: 20, done: 2, failed: 0, cancelled: 18, wasCancelled: true });
  });

  it('counts failures and keeps going, but a stop error ends the run', async () => {
    const t = controllableTask();
    const limit = new Error('AI usage limit exceeded.');
    const errors: unknown[] = [];
    const run = runBulk(range(10), t.task, {
      parallelism: 2,
      stopOn: (error) => error === limit,
      onError: (_item, error) => errors.push(error),
    });
    await tick();
    t.pending.get(0)!.reject(new Error('No example sentence is available.'));
    await tick();
    expect(t.started).toEqual([0, 1, 2]);
    t.pending.get(1)!.reject(limit);
    const summary = await run.done;
    expect(t.started).toEqual([0, 1, 2]);
    expect(summary.stoppedBy).toBe(limit);
    expect(summary).toMatchObject({ failed: 2, done: 0, cancelled: 8 });
    expect(errors).toHaveLength(2);
  });

  it('resolves at once for an empty list', async () => {
    const summary = await runBulk([], async () => undefined, { parallelism: 5 }).done;
    expect(summary).toMatchObject({ total: 0, done: 0 });
  });
});
