import { listRecentWorkers, type TWorkerRow } from '@wordbook/sql/queries/worker-heartbeats';
import { HEARTBEAT_MS } from '@wordbook/workers/worker-process';
import { printTable, say, withDatabase, type TOpsCommand } from './ops-context.ts';

/** A worker is running while it beats (every 5 s); four missed beats and it is lost. */
export const isRunning = (w: TWorkerRow, now: number) => !w.stoppedAt && now - Date.parse(w.lastSeenAt) <= 4 * HEARTBEAT_MS;

/** `ops workers status`: worker processes on every host, from their heartbeats. */
export async function showWorkers(): Promise<void> {
  await withDatabase(async (pool) => {
    const rows = await listRecentWorkers(pool, 3600);
    const now = Date.now();
    const table = rows.map((w) => {
      const ageSeconds = Math.round((now - Date.parse(w.lastSeenAt)) / 1000);
      const state = w.stoppedAt ? 'stopped' : isRunning(w, now) ? 'running' : 'lost';
      return { state, host: w.host, pid: w.pid, group: w.queueGroup, concurrency: w.concurrency, queues: w.queues.join(','), 'last seen': `${ageSeconds}s ago`, started: w.startedAt };
    });
    const running = table.filter((r) => r.state === 'running').length;
    const hosts = new Set(table.filter((r) => r.state === 'running').map((r) => r.host)).size;
    say(`${running} worker process(es) running on ${hosts} host(s)`);
    if (table.length) printTable(table, ['state', 'host', 'pid', 'group', 'concurrency', 'queues', 'last seen', 'started']);
  });
}

export const showWorkersCommand: TOpsCommand = { help: 'worker processes on every host', run: showWorkers };
