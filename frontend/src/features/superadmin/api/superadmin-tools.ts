import { ZSessionListResponse, ZSiteStats } from '@wordbook/core/contract/superadmin';
import {
  ZAuditLogResponse,
  ZBillingOrdersResponse,
  ZDailyStatsResponse,
  ZDeadLetterRetryResponse,
  ZDeadLettersResponse,
  ZMaintenanceState,
  ZPlanLogsResponse,
  ZQueueRetryResponse,
  ZRecentIssuesResponse,
  ZSystemResponse,
  type TMaintenanceState,
} from '@wordbook/core/contract/superadmin-tools';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

type TQuery = Record<string, string | number | boolean | undefined>;
/** Empty filters are left out of the query. */
const cleaned = (query: TQuery): TQuery => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
const withSignal = (query: TQuery, signal?: AbortSignal) => ({ query: cleaned(query), ...(signal ? { signal } : {}) });

/** GET /api/superadmin/stats → {totalUsers, activeSessions, validSessions, bannedCount}. */
export const getSiteStats = (signal?: AbortSignal) => api.get('/api/superadmin/stats', ZSiteStats, signal ? { signal } : {});

/** GET /api/superadmin/stats/daily?days → {days}. */
export const getDailyStats = (days: number, signal?: AbortSignal) => api.get('/api/superadmin/stats/daily', ZDailyStatsResponse, withSignal({ days }, signal));

/** GET /api/superadmin/issues → {failedJobs, auditEntries}. */
export const getRecentIssues = (signal?: AbortSignal) => api.get('/api/superadmin/issues', ZRecentIssuesResponse, signal ? { signal } : {});

/** GET /api/superadmin/logs with its filters → {items, total}. */
export const getAuditLog = (query: TQuery, signal?: AbortSignal) => api.get('/api/superadmin/logs', ZAuditLogResponse, withSignal(query, signal));

/** GET /api/superadmin/system → {queues, workers, databaseBytes, maintenance}. */
export const getSystem = (signal?: AbortSignal) => api.get('/api/superadmin/system', ZSystemResponse, signal ? { signal } : {});

/** POST /api/superadmin/system/queues/{name}/retry → {retried}. */
export const retryQueue = (name: string) => api.post(`/api/superadmin/system/queues/${encodeURIComponent(name)}/retry`, {}, ZQueueRetryResponse);

/** GET /api/superadmin/system/dead-letters → {items, total}. */
export const getDeadLetters = (signal?: AbortSignal) => api.get('/api/superadmin/system/dead-letters', ZDeadLettersResponse, signal ? { signal } : {});

/** POST /api/superadmin/system/dead-letters/{id}/retry → {queue, jobId}. */
export const retryDeadLetter = (id: string) => api.post(`/api/superadmin/system/dead-letters/${encodeURIComponent(id)}/retry`, {}, ZDeadLetterRetryResponse);

/** PUT /api/superadmin/maintenance {enabled, message?} → the state now. */
export async function setMaintenance(enabled: boolean, message?: string): Promise<TMaintenanceState> {
  const answer = await api.put('/api/superadmin/maintenance', { enabled, ...(message !== undefined ? { message } : {}) }, z.object({ maintenance: ZMaintenanceState }));
  return answer.maintenance;
}

/** GET /api/superadmin/billing/orders and /plan-logs. */
export const getBillingOrders = (query: TQuery, signal?: AbortSignal) => api.get('/api/superadmin/billing/orders', ZBillingOrdersResponse, withSignal(query, signal));
export const getPlanLogs = (query: TQuery, signal?: AbortSignal) => api.get('/api/superadmin/billing/plan-logs', ZPlanLogsResponse, withSignal(query, signal));

/** GET /api/superadmin/sessions/active → {items, total}. */
export const listSessions = (query: TQuery, signal?: AbortSignal) => api.get('/api/superadmin/sessions/active', ZSessionListResponse, withSignal(query, signal));

/** DELETE /api/superadmin/sessions/{id}, and every session of one user. */
export const endSession = (id: string) => api.delete(`/api/superadmin/sessions/${id}`);
export const endSessionsOfUser = (userId: string) => api.delete(`/api/superadmin/sessions/by-user/${userId}`, z.object({ ended: z.number() }));
