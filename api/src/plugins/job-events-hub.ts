import { JOB_EVENTS_CHANNEL } from '@wordbook/sql/queries/job-runs';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * One LISTEN connection per API process: a worker's NOTIFY (payload = job id) wakes the
 * streams and waiters of that job, which then read the new events from job_events. If the
 * connection drops (Postgres restarts) it reconnects with backoff and wakes everyone, so
 * nothing sent meanwhile is missed; streams also re-read on a slow timer as a backstop.
 */
export class JobEventsHub {
  private readonly waiters = new Map<string, Set<() => void>>();
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 250;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect().catch((error: Error) => {
      this.log.warn({ err: error.message }, 'job events listener could not connect; retrying');
      this.scheduleReconnect();
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 3000 });
    client.on('error', (error) => this.log.warn({ err: error.message }, 'job events listener error'));
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      if (!this.closed) this.scheduleReconnect();
    });
    client.on('notification', (msg) => {
      if (msg.payload) this.wake(msg.payload);
    });
    await client.connect();
    await client.query(`listen ${JOB_EVENTS_CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
    // Anything appended while we were away: let every stream look again.
    for (const jobId of this.waiters.keys()) this.wake(jobId);
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 2000);
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch(() => this.scheduleReconnect());
    }, delay).unref();
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
    return this.client !== undefined;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const jobId of [...this.waiters.keys()]) this.wake(jobId);
    await this.client?.end().catch(() => undefined);
  }
}
