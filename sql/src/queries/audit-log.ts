import { ZAuditEntry } from '@wordbook/core/contract/superadmin-tools';
import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';

/** The staff audit log: who did what to which target, with the values before and after. */
export type TAuditEntry = {
  actorUserId: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  requestId: string | null;
  ipAddress: string | null;
};

export function insertAuditEntry(db: CommonQueryMethods, entry: TAuditEntry) {
  const details = { before: entry.before ?? null, after: entry.after ?? null, requestId: entry.requestId };
  return db.query(sql.typeAlias('void')`
    insert into audit_log (actor_user_id, action, target_type, target_id, details, ip_address)
    values (${entry.actorUserId}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
            ${sql.jsonb(details as never)}, ${entry.ipAddress})`);
}


/** The newest entries first, optionally of one action prefix or naming one target. */
export function listAuditEntries(db: CommonQueryMethods, args: { action?: string; targetId?: string; limit: number; offset: number }) {
  const where = [sql.fragment`true`];
  if (args.action) where.push(sql.fragment`a.action like ${`${args.action}%`}`);
  if (args.targetId) where.push(sql.fragment`a.target_id = ${args.targetId}`);
  return db.any(sql.type(ZAuditEntry)`
    select a.id, a.actor_user_id as "actorUserId", u.username::text as "actorUsername", a.action,
           a.target_type as "targetType", a.target_id as "targetId", a.details, a.ip_address as "ipAddress",
           a.created_at as "createdAt"
    from audit_log a left join users u on u.id = a.actor_user_id
    where ${sql.join(where, sql.fragment` and `)}
    order by a.id desc limit ${args.limit} offset ${args.offset}`);
}
