import { ZJobEventKind, type TJobEventKind } from '@wordbook/core/contract/job-stream';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/** The channel a worker NOTIFYs with a job id after appending one of its events. */
export const JOB_EVENTS_CHANNEL = 'wordbook_job_events';

const ZJobRunRow = z.object({
  id: z.string(),
  queue: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TJobRunRow = z.infer<typeof ZJobRunRow>;

const ZJobEventRow = z.object({ seq: z.number(), kind: ZJobEventKind, data: z.unknown() });
export type TJobEventRow = z.infer<typeof ZJobEventRow>;

export function insertJobRun(db: CommonQueryMethods, args: { id: string; queue: string; userId: string | null }) {
  return db.query(sql.typeAlias('void')`
    insert into job_runs (id, queue, user_id) values (${args.id}, ${args.queue}, ${args.userId})
    on conflict (id) do nothing`);
}

/** A job run visible to `userId` (null: a system job, visible to staff tools only). */
export function findJobRun(db: CommonQueryMethods, args: { id: string; userId: string | null }) {
  return db.maybeOne(sql.type(ZJobRunRow)`
    select id, queue, user_id as "userId", created_at as "createdAt", finished_at as "finishedAt"
    from job_runs
    where id = ${args.id} and user_id is not distinct from ${args.userId}`);
}

export function listJobEventsAfter(db: CommonQueryMethods, args: { jobId: string; afterSeq: number }) {
  return db.any(sql.type(ZJobEventRow)`
    select seq, kind, data from job_events
    where job_id = ${args.jobId} and seq > ${args.afterSeq}
    order by seq`);
}

/** Appends an event with the next sequence number and wakes the API processes streaming it. */
export async function appendJobEvent(
  db: CommonQueryMethods,
  args: { jobId: string; kind: TJobEventKind; data: unknown },
): Promise<number> {
  const seq = await db.oneFirst(sql.type(z.object({ seq: z.number() }))`
    with appended as (
      insert into job_events (job_id, seq, kind, data)
      select ${args.jobId}, coalesce(max(seq), 0) + 1, ${args.kind}, ${sql.jsonb(args.data as never)}
      from job_events where job_id = ${args.jobId}
      returning seq
    )
    select seq from appended`);
  if (args.kind !== 'progress') {
    await db.query(sql.typeAlias('void')`update job_runs set finished_at = now() where id = ${args.jobId} and finished_at is null`);
  }
  await db.query(sql.typeAlias('void')`select from pg_notify(${JOB_EVENTS_CHANNEL}, ${args.jobId})`);
  return seq;
}

/** The job's final event, if it has one: the done-marker that keeps a retried handler from acting twice. */
export function findFinalJobEvent(db: CommonQueryMethods, jobId: string) {
  return db.maybeOne(sql.type(ZJobEventRow)`
    select seq, kind, data from job_events
    where job_id = ${jobId} and kind in ('result', 'error')
    order by seq limit 1`);
}

/** Which of these jobs already have their final event (the done-marker of a repeated delivery). */
export function listFinishedJobIds(db: CommonQueryMethods, jobIds: readonly string[]) {
  return db.anyFirst(sql.type(z.object({ jobId: z.string() }))`
    select distinct job_id as "jobId" from job_events where job_id = any(${sql.array(jobIds, 'uuid')}) and kind in ('result', 'error')`);
}
