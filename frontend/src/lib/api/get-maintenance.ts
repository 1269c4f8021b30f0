import { ZMaintenanceState } from '@wordbook/core/contract/superadmin-tools';
import { api } from '../api-client';

/** GET /api/maintenance → {enabled, message, changedAt}. */
export const getMaintenance = (signal?: AbortSignal) => api.get('/api/maintenance', ZMaintenanceState, signal ? { signal } : {});
