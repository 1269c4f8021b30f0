import { JOB_EVENTS_CHANNEL } from '@wordbook/sql/queries/job-runs';
import { listenWithReconnect, type TListenConnection } from '@wordbook/sql/listen-connection';
import type { Logger } from 'pino';

/**
 * One LISTEN connection per API process: a worker's NOTIFY (payload = job id) wakes the
 * streams and waiters of that job, which then read the new events from job_events. If the
 * connection drops (Postgres restarts) it reconnects with backoff and wakes everyone, so
 * nothing sent meanwhile is missed; streams also re-read on a slow timer as a backstop.
 */
export class JobEventsHub {
  private readonly waiters = new Map<string, Set<() => void>>();
  private connection: TListenConnection | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.connection = await listenWithReconnect({
      databaseUrl: this.databaseUrl,
      channel: JOB_EVENTS_CHANNEL,
      onNotification: (jobId) => this.wake(jobId),
      // anything appended while we were away: let every stream look again
      onConnected: () => {
        for (const jobId of this.waiters.keys()) this.wake(jobId);
      },
      onError: (message) => this.log.warn({ err: message }, 'job events listener error; reconnecting'),
    });
  }

  /** Resolves when the job may have new events, or after `timeoutMs` (the backstop). */
  waitForChange(jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(jobId) ?? new Set<() => void>();
      this.waiters.set(jobId, set);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0) this.waiters.delete(jobId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done);
      set.add(done);
    });
  }

  private wake(jobId: string): void {
    const set = this.waiters.get(jobId);
    if (set) for (const done of [...set]) done();
  }

  get listening(): boolean {
    return this.connection?.listening ?? false;
  }

  async close(): Promise<void> {
    for (const jobId of [...this.waiters.keys()]) this.wake(jobId);
    await this.connection?.close();
  }
}
