import { DEAD_LETTER_LIST_LIMIT, type TAuditLogQuery, type TBillingQuery, type TSystemResponse } from '@wordbook/core/contract/superadmin-tools';
import { deadLetterQueue, listDeadLetters, reviveFailedJobs } from '@wordbook/sql/dead-letters';
import {
  dailyFigures,
  databaseBytes,
  listAllOrders,
  listAllPlanLogs,
  queueExists,
  queueStates,
  recentFailedJobs,
  recentIssueEntries,
  searchAuditLog,
} from '@wordbook/sql/queries/superadmin-tools';
import { listRecentWorkers } from '@wordbook/sql/queries/worker-heartbeats';
import { badRequest, notFound } from '../extensions/domain-error.ts';
import type { TAppParts } from './app-parts.ts';
import { maintenanceState } from './maintenance.ts';
import { auditStaffAction } from './staff-audit.ts';
import type { TStaffCall } from './superadmin.ts';
import { isUuid } from '../validate.ts';
import { DEAD_LETTER_SUFFIX } from '@wordbook/core/contract/jobs/define-job';

/** Workers seen within this many seconds are listed (a running worker reports every few seconds). */
const WORKER_WINDOW_SECONDS = 15 * 60;
const DEAD_LETTER_NOT_FOUND = 'Dead letter not found.';

export function auditLog(parts: TAppParts, query: TAuditLogQuery) {
  const { page, limit, ...filter } = query;
  return searchAuditLog(parts.db, { ...filter, limit, offset: (page - 1) * limit });
}

export async function recentIssues(parts: TAppParts) {
  const [failedJobs, auditEntries] = await Promise.all([recentFailedJobs(parts.db, 8), recentIssueEntries(parts.db, 8)]);
  return { failedJobs, auditEntries };
}

export async function dailyStats(parts: TAppParts, days: number) {
  return { days: await dailyFigures(parts.db, days) };
}

export async function systemState(parts: TAppParts): Promise<TSystemResponse> {
  const [queues, workers, bytes, maintenance] = await Promise.all([
    queueStates(parts.db),
    listRecentWorkers(parts.db, WORKER_WINDOW_SECONDS),
    databaseBytes(parts.db),
    maintenanceState(parts.db),
  ]);
  return { queues: [...queues], workers: [...workers], databaseBytes: bytes, maintenance };
}

/**
 * Puts all of a queue's failed jobs back to run, and takes its dead letters (sql/src/dead-letters.ts:
 * each original runs again under its own id, so its handler's done-marker still keeps it from
 * acting twice). Audited with the count.
 */
export async function retryFailedJobs(call: TStaffCall, queue: string) {
  if (!(await queueExists(call.db, queue))) throw notFound('Queue not found.');
  if (queue.endsWith(DEAD_LETTER_SUFFIX)) throw badRequest('Dead letters are kept for reading; retry the failed jobs of their queue instead.');
  return call.db.transaction(async (tx) => {
    const { jobIds } = await reviveFailedJobs(tx, call.boss, { queue });
    await auditStaffAction(tx, call, 'queue.retry', { type: 'queue', id: queue }, { after: { retried: jobIds.length } });
    return { retried: jobIds.length };
  });
}

/** The dead letters waiting on every queue, newest first. */
export function deadLetters(parts: TAppParts) {
  return listDeadLetters(parts.db, DEAD_LETTER_LIST_LIMIT);
}

/**
 * Re-queues one dead letter's job: its original runs again (or, when pg-boss no longer keeps the
 * original, its data is sent again) and the dead letter is removed; audited with the job before and after.
 */
export async function retryDeadLetter(call: TStaffCall, id: string) {
  if (!isUuid(id)) throw notFound(DEAD_LETTER_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    const queue = await deadLetterQueue(tx, id);
    if (!queue) throw notFound(DEAD_LETTER_NOT_FOUND);
    const { dead, jobIds } = await reviveFailedJobs(tx, call.boss, { queue, deadLetterIds: [id] });
    const [jobId] = jobIds;
    // another superadmin retried it first
    if (dead === 0 || !jobId) throw notFound(DEAD_LETTER_NOT_FOUND);
    await auditStaffAction(tx, call, 'job.retry', { type: 'job', id: jobId }, {
      before: { queue, deadLetterId: id, state: 'failed' },
      after: { queue, jobId, state: 'created' },
    });
    return { queue, jobId };
  });
}

export function billingOrders(parts: TAppParts, query: TBillingQuery) {
  const { page, limit, ...filter } = query;
  return listAllOrders(parts.db, { ...filter, limit, offset: (page - 1) * limit });
}

export function billingPlanLogs(parts: TAppParts, query: TBillingQuery) {
  const { page, limit, q } = query;
  return listAllPlanLogs(parts.db, { ...(q ? { q } : {}), limit, offset: (page - 1) * limit });
}
