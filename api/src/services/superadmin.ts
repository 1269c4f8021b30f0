import type {
  TPlanChangeRequest,
  TSessionListQuery,
  TUserEditRequest,
  TUserListQuery,
} from '@wordbook/core/contract/superadmin';
import { SESSION_ACTIVE_MINUTES } from '@wordbook/core/contract/superadmin';
import type { TRole } from '@wordbook/core/contract/session';
import { insertPlanLog } from '@wordbook/sql/queries/billing';
import {
  findAdminUser,
  findIdentityClash,
  invalidateSessionById,
  invalidateSessionsOfUser,
  listAdminSessions,
  listAdminUsers,
  readSiteStats,
  type TAdminUserChanges,
  type TAdminUserRow,
  updateAdminUser,
} from '@wordbook/sql/queries/superadmin';
import type { CommonQueryMethods } from 'slonik';
import { badRequest, conflict, DomainError, notFound } from '../extensions/domain-error.ts';
import type { TAppParts } from './app-parts.ts';
import type { TUserRow } from '@wordbook/sql/queries/users';
import { auditStaffAction } from './staff-audit.ts';
import { isUuid } from '../validate.ts';

/** A staff member's call: who acts, and the request that the audit log names. */
export type TStaffCall = TAppParts & { user: TUserRow; requestId: string; ip: string | null };

const USER_NOT_FOUND = 'User not found.';

export async function listUsers(call: TStaffCall, query: TUserListQuery) {
  const { page, limit, ...filter } = query;
  return listAdminUsers(call.db, { ...filter, limit, offset: (page - 1) * limit });
}

export async function getUser(call: TStaffCall, id: string): Promise<TAdminUserRow> {
  const user = isUuid(id) ? await findAdminUser(call.db, id) : null;
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Reads the user, applies `changes`, runs `also` (what else the action writes) and writes the
 * audit row with the fields that changed and `context` (a reason, a note), in one transaction.
 */
async function changeUser(
  call: TStaffCall,
  id: string,
  action: string,
  changes: (before: TAdminUserRow, tx: CommonQueryMethods) => Promise<TAdminUserChanges>,
  extra: { context?: Record<string, unknown>; also?: (tx: CommonQueryMethods) => Promise<unknown> } = {},
) {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return call.db.transaction(async (tx) => {
    // locked, so two staff edits of one user apply one after the other
    const before = await findAdminUser(tx, id, { lock: true });
    if (!before) throw notFound(USER_NOT_FOUND);
    const wanted = await changes(before, tx);
    const after = await updateAdminUser(tx, id, wanted);
    if (!after) throw notFound(USER_NOT_FOUND);
    await extra.also?.(tx);
    const changedKeys = Object.keys(after).filter((key) => JSON.stringify(after[key as keyof TAdminUserRow]) !== JSON.stringify(before[key as keyof TAdminUserRow]));
    const pick = (row: TAdminUserRow) => Object.fromEntries(changedKeys.map((key) => [key, row[key as keyof TAdminUserRow]]));
    await auditStaffAction(tx, call, action, { type: 'user', id }, { before: pick(before), after: { ...pick(after), ...extra.context } });
    return after;
  });
}

export async function editUser(call: TStaffCall, id: string, edit: TUserEditRequest) {
  if (Object.keys(edit).length === 0) throw badRequest('Nothing to change.');
  return changeUser(call, id, 'user.edit', async (_before, tx) => {
    const clash = await findIdentityClash(tx, { id, email: edit.email, username: edit.username });
    if (clash === 'email') throw conflict('This email is already registered.', 'email');
    if (clash === 'username') throw conflict('This username is already taken.', 'username');
    return {
      fullName: edit.full_name,
      username: edit.username,
      email: edit.email,
      monthlyAiUsagePoints: edit.monthly_ai_usage_points,
      level: edit.level,
      languages: edit.preferred_definition_languages,
    };
  });
}

/** What the learner's Plan Changes tab names as the source of a staff change, by its reason. */
const PLAN_CHANGE_SOURCES: Record<TPlanChangeRequest['reason'], string> = {
  payment: 'Payment recorded by staff',
  admin: 'Administrative change',
  promo: 'Promotion',
  other: 'Other',
};

/**
 * free → pro needs an expiry date (today or later); pro → free clears it. Like a purchase or a
 * refund, the change writes a plan log row (reason 'staff'), so the learner's Plan Changes and
 * /superadmin/billing show it; the audit row keeps the staff reason and note.
 */
export async function changePlan(call: TStaffCall, id: string, change: TPlanChangeRequest) {
  const today = new Date().toISOString().slice(0, 10);
  if (change.newPlan === 'pro') {
    if (!change.expireDate) throw badRequest('A Pro plan needs an expiry date.', 'expireDate');
    if (change.expireDate < today) throw badRequest('The expiry date cannot be in the past.', 'expireDate');
  }
  const proUntil = change.newPlan === 'pro' ? (change.expireDate ?? null) : null;
  return changeUser(call, id, `plan.${change.newPlan}`, async () => ({ plan: change.newPlan, proExpiresOn: proUntil }), {
    context: { reason: change.reason, note: change.note ?? null },
    also: (tx) =>
      insertPlanLog(tx, {
        userId: id,
        plan: change.newPlan,
        reason: 'staff',
        sourceLabel: PLAN_CHANGE_SOURCES[change.reason],
        ...(proUntil ? { startDate: today, endDate: proUntil } : {}),
      }),
  });
}

/**
 * Ban is offered unless the account is already banned; suspend only when it is active
 * (document 1 §4). The account's sessions stay, but every call they make is refused with the
 * account's status from the next request on, so its open pages land on /status-error.
 */
export async function setAccountStatus(call: TStaffCall, id: string, status: 'banned' | 'suspended') {
  if (id === call.user.id) throw new DomainError(409, 'You cannot ban or suspend your own account.');
  return changeUser(call, id, status === 'banned' ? 'user.ban' : 'user.suspend', async (before) => {
    if (status === 'banned' && before.status === 'banned') throw conflict('This account is already banned.');
    if (status === 'suspended' && before.status !== 'active') throw conflict('Only an active account can be suspended.');
    return { status };
  });
}

export async function changeRole(call: TStaffCall, id: string, newRole: TRole) {
  if (id === call.user.id && newRole !== 'superadmin') throw new DomainError(409, 'You cannot remove your own superadmin role.');
  return changeUser(call, id, 'user.role', async () => ({ role: newRole }));
}

export async function listSessions(call: TStaffCall, query: TSessionListQuery) {
  const { page, pageSize, ...rest } = query;
  return listAdminSessions(call.db, { ...rest, limit: pageSize, offset: (page - 1) * pageSize, activeMinutes: SESSION_ACTIVE_MINUTES });
}

export async function endSession(call: TStaffCall, sessionId: string) {
  if (!isUuid(sessionId)) throw notFound('Session not found.');
  await call.db.transaction(async (tx) => {
    const ended = await invalidateSessionById(tx, sessionId);
    if (!ended) throw notFound('Session not found.');
    await auditStaffAction(tx, call, 'session.invalidate', { type: 'session', id: sessionId }, { before: { valid: ended.wasValid, userId: ended.userId }, after: { valid: false } });
  });
}

export async function endSessionsOfUser(call: TStaffCall, userId: string) {
  const user = await getUser(call, userId);
  return call.db.transaction(async (tx) => {
    const ended = await invalidateSessionsOfUser(tx, user.id);
    await auditStaffAction(tx, call, 'session.invalidate-all', { type: 'user', id: user.id }, { before: { validSessions: ended }, after: { validSessions: 0 } });
    return { ended };
  });
}

export function siteStats(call: TAppParts) {
  return readSiteStats(call.db, SESSION_ACTIVE_MINUTES);
}
