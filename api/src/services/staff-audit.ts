import { insertAuditEntry } from '@wordbook/sql/queries/audit-log';
import type { CommonQueryMethods } from 'slonik';
import type { TStaffCall } from './superadmin.ts';

/** What a staff action acted on: a user, a session, a queue, a job, a ticket, the database… */
export type TAuditTarget = { type: string; id: string | null };

/**
 * A staff action's audit row: who (the caller), what (`action`), the target, the values before
 * and after, and the request id. Written on `db`: the action's own transaction where it has one,
 * so the row exists exactly when the action happened.
 */
export function auditStaffAction(
  db: CommonQueryMethods,
  call: Pick<TStaffCall, 'user' | 'requestId' | 'ip'>,
  action: string,
  target: TAuditTarget,
  change: { before?: unknown; after?: unknown },
) {
  return insertAuditEntry(db, {
    actorUserId: call.user.id,
    action,
    targetType: target.type,
    targetId: target.id,
    before: change.before,
    after: change.after,
    requestId: call.requestId,
    ipAddress: call.ip,
  });
}
