import { listRecentWorkers } from '@wordbook/sql/queries/worker-heartbeats';
import { printTable, say, withDatabase } from './ops-context.ts';

/** `ops workers status`: worker processes on every host, from their heartbeats. */
export async function showWorkers(): Promise<void> {
  await withDatabase(async (pool) => {
    const rows = await listRecentWorkers(pool, 3600);
    const now = Date.now();
    const table = rows.map((w) => {
      const ageSeconds = Math.round((now - Date.parse(w.lastSeenAt)) / 1000);
      const state = w.stoppedAt ? 'stopped' : ageSeconds <= 20 ? 'running' : 'lost';
      return { state, host: w.host, pid: w.pid, concurrency: w.concurrency, queues: w.queues.join(','), 'last seen': `${ageSeconds}s ago`, started: w.startedAt };
    });
    const running = table.filter((r) => r.state === 'running').length;
    say(`${running} worker process(es) running`);
    if (table.length) printTable(table, ['state', 'host', 'pid', 'concurrency', 'queues', 'last seen', 'started']);
  });
}
