import { MAINTENANCE_DEFAULT_MESSAGE, type TMaintenanceRequest, type TMaintenanceState } from '@wordbook/core/contract/superadmin-tools';
import { readMaintenance, writeMaintenance } from '@wordbook/sql/queries/superadmin-tools';
import type { CommonQueryMethods } from 'slonik';
import { auditStaffAction } from './staff-audit.ts';
import type { TStaffCall } from './superadmin.ts';

/**
 * Maintenance mode lives in one database row, so every API process sees a switch. Each process
 * keeps what it read for at most CACHE_MS, so a request costs no query; the process that makes
 * the switch sees it at once, the others within CACHE_MS.
 */
const CACHE_MS = 1000;
const cache = new WeakMap<object, { state: TMaintenanceState; readAt: number }>();

/** The state as the learner sees it: the message is never empty. */
const shown = (state: TMaintenanceState): TMaintenanceState => ({ ...state, message: state.message || MAINTENANCE_DEFAULT_MESSAGE });

export async function maintenanceState(db: CommonQueryMethods): Promise<TMaintenanceState> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.state;
  const state = shown(await readMaintenance(db));
  cache.set(db, { state, readAt: Date.now() });
  return state;
}

/** Switches maintenance mode on or off; audited with the state before and after. */
export async function switchMaintenance(call: TStaffCall, request: TMaintenanceRequest): Promise<TMaintenanceState> {
  const after = await call.db.transaction(async (tx) => {
    const before = await readMaintenance(tx, { lock: true });
    const message = request.message ?? before.message;
    const written = await writeMaintenance(tx, { enabled: request.enabled, message, by: call.user.id });
    await auditStaffAction(tx, call, request.enabled ? 'maintenance.on' : 'maintenance.off', { type: 'system', id: 'maintenance' }, {
      before: { enabled: before.enabled, message: before.message },
      after: { enabled: written.enabled, message: written.message },
    });
    return written;
  });
  const state = shown(after);
  cache.set(call.db, { state, readAt: Date.now() });
  return state;
}
