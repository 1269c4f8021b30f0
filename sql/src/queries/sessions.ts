import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';
import { ZUserRow } from './users.ts';

/**
 * What a request's session check reads: the session and its whole user row (the columns of
 * userColumns), in one indexed query, so routes that need the user do not read it again.
 */
const ZActiveSessionRow = ZUserRow.extend({
  sessionId: z.string(),
  remember: z.boolean(),
  lastActive: z.string(),
  /** The version of the user's wordbooks and words (migration 0071), for answers kept in memory. */
  contentVersion: z.number(),
});
export type TActiveSessionRow = z.infer<typeof ZActiveSessionRow>;

export const SESSION_IDLE_HOURS = 24;
export const SESSION_REMEMBER_DAYS = 30;
/** However often it is used, a session ends this long after sign-in: a stolen cookie does not live for ever. */
export const SESSION_ABSOLUTE_DAYS = 90;

/** How long a session lives from its last use: 24 hours, or 30 days with "remember me". */
const sessionLifetime = (remember: boolean) =>
  remember ? sql.fragment`make_interval(days => ${SESSION_REMEMBER_DAYS})` : sql.fragment`make_interval(hours => ${SESSION_IDLE_HOURS})`;

export function findActiveSession(db: CommonQueryMethods, tokenHash: Buffer) {
  // A function, not the join as text: Postgres keeps its plan per connection (migration 0072).
  return db.maybeOne(sql.type(ZActiveSessionRow)`
    select * from active_session_read(${sql.binary(tokenHash)}, ${SESSION_ABSOLUTE_DAYS})`);
}

/** Slides the session's expiry forward; callers throttle it to once a minute per session. */
export function touchSession(db: CommonQueryMethods, args: { sessionId: string; remember: boolean }) {
  return db.query(sql.typeAlias('void')`
    update sessions set last_active = now(), expires_at = now() + ${sessionLifetime(args.remember)}
    where id = ${args.sessionId} and valid`);
}

export function createSession(
  db: CommonQueryMethods,
  args: { tokenHash: Buffer; userId: string; remember: boolean; ipAddress: string | null; userAgent: string | null; deviceId: string | null },
) {
  return db.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into sessions (token_hash, user_id, remember, ip_address, user_agent, device_id, expires_at)
    values (${sql.binary(args.tokenHash)}, ${args.userId}, ${args.remember}, ${args.ipAddress},
            ${args.userAgent}, ${args.deviceId}, now() + ${sessionLifetime(args.remember)})
    returning id`);
}

export function invalidateSession(db: CommonQueryMethods, sessionId: string) {
  return db.query(sql.typeAlias('void')`update sessions set valid = false where id = ${sessionId}`);
}

export function invalidateUserSessions(db: CommonQueryMethods, args: { userId: string; exceptSessionId?: string }) {
  return db.query(sql.typeAlias('void')`
    update sessions set valid = false
    where user_id = ${args.userId} and valid and id <> ${args.exceptSessionId ?? '00000000-0000-0000-0000-000000000000'}`);
}
