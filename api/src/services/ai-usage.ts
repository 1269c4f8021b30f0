import type { TAiLimits } from '@wordbook/core/contract/session';
import { AI_DEVICE_LIMIT, AI_DEVICE_WINDOW_DAYS, aiLimitsFor, aiMessages, FREE_MONTHLY_AI_POINTS } from '@wordbook/core/rules/ai-points';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { addAiDevice, chargeAiPoints, sessionDeviceId, touchAiDevice, usedAiPoints } from '@wordbook/sql/queries/ai-usage';
import type { TServerEnv } from '@wordbook/sql/server-env';
import { DomainError } from '../extensions/domain-error.ts';
import type { TLearnerCall } from './app-parts.ts';

/** AI points and AI devices (DESIGN.md "AI points", "Devices"). */

type TPlanUser = { id: string; plan: string };

/** The month's ceiling: Free's 5000 points, or Pro's fair-use ceiling (no bar, but the same 402 past it). */
export const aiPointsCeiling = (user: TPlanUser, env: Pick<TServerEnv, 'AI_PRO_FAIR_USE_POINTS'>): number =>
  user.plan === 'pro' ? env.AI_PRO_FAIR_USE_POINTS : FREE_MONTHLY_AI_POINTS;

/** The month's points bar; Pro has no bar (null), as in the session. */
export async function currentAiLimits(db: CommonQueryMethods, user: TPlanUser): Promise<TAiLimits | null> {
  return user.plan === 'pro' ? null : aiLimitsFor(await usedAiPoints(db, user.id));
}

export const usageLimitExceeded = () => new DomainError(402, aiMessages.limitExceeded, { code: 'AI_USAGE_LIMIT' });

/**
 * Charges a generation inside the caller's transaction (the one that records the request and
 * enqueues its job); 402 'AI usage limit exceeded.' when it would pass the month's ceiling.
 */
export async function chargeGeneration(
  tx: CommonQueryMethods,
  user: TPlanUser,
  env: Pick<TServerEnv, 'AI_PRO_FAIR_USE_POINTS'>,
  args: { points: number; reason: string; jobId: string },
): Promise<number> {
  const used = await chargeAiPoints(tx, { userId: user.id, points: args.points, maxPoints: aiPointsCeiling(user, env), reason: args.reason, jobId: args.jobId });
  if (used === null) throw usageLimitExceeded();
  return used;
}

const DEVICE_ID_MAX = 200;

/**
 * The device an AI call comes from: its X-Device-Id header, else the one the session was opened
 * with, else the session itself (a client that names no device counts each session as one).
 */
async function deviceIdOf(call: Pick<TLearnerCall, 'db' | 'sessionId' | 'deviceId'>): Promise<string> {
  const named = call.deviceId?.trim();
  if (named) return named.slice(0, DEVICE_ID_MAX);
  const sessionId = call.sessionId ?? '';
  const fromSession = await sessionDeviceId(call.db, sessionId);
  return fromSession ?? `session:${sessionId}`;
}

/** 403 'AI features are available on up to 3 devices per account.' for a fourth distinct device within 30 days. */
export async function assertAiDevice(call: Pick<TLearnerCall, 'db' | 'user' | 'sessionId' | 'deviceId'>): Promise<void> {
  const pool = call.db;
  const userId = call.user.id;
  const deviceId = await deviceIdOf(call);
  if (await touchAiDevice(pool, { userId, deviceId, windowDays: AI_DEVICE_WINDOW_DAYS })) return;
  const added = await pool.transaction((tx) => addAiDevice(tx, { userId, deviceId, limit: AI_DEVICE_LIMIT, windowDays: AI_DEVICE_WINDOW_DAYS }));
  if (!added) throw new DomainError(403, aiMessages.tooManyDevices, { code: 'AI_DEVICE_LIMIT' });
}
