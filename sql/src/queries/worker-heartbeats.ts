import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

const ZWorkerRow = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number(),
  queues: z.array(z.string()),
  queueGroup: z.string(),
  concurrency: z.number(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  stoppedAt: z.string().nullable(),
});
export type TWorkerRow = z.infer<typeof ZWorkerRow>;

export function upsertWorkerHeartbeat(
  db: CommonQueryMethods,
  args: { id: string; host: string; pid: number; queues: string[]; queueGroup: string; concurrency: number; stopped?: boolean },
) {
  return db.query(sql.typeAlias('void')`
    insert into worker_heartbeats (id, host, pid, queues, queue_group, concurrency)
    values (${args.id}, ${args.host}, ${args.pid}, ${sql.array(args.queues, 'text')}, ${args.queueGroup}, ${args.concurrency})
    on conflict (id) do update set last_seen_at = now(),
      stopped_at = case when ${args.stopped ?? false} then now() else null end`);
}

/** Workers seen in the last `withinSeconds` (running), and recently stopped ones. */
export function listRecentWorkers(db: CommonQueryMethods, withinSeconds: number) {
  return db.any(sql.type(ZWorkerRow)`
    select id, host, pid, queues, queue_group as "queueGroup", concurrency, started_at as "startedAt", last_seen_at as "lastSeenAt",
           stopped_at as "stoppedAt"
    from worker_heartbeats
    where last_seen_at > now() - make_interval(secs => ${withinSeconds})
    order by host, pid`);
}
