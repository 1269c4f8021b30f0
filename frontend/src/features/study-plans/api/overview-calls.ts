import { ZOverview } from '@wordbook/core/contract/study-plan-overview';
import { api } from '../../../lib/api-client';

/** GET /api/study-plans/overview (document 3, §3.3), as the today page reads it; the schema is core's contract. */

export type { TDayWordbook, TOverview, TReviewDay, TSessionView, TTestMode } from '@wordbook/core/contract/study-plan-overview';

export const getOverview = (signal?: AbortSignal) => api.get('/api/study-plans/overview', ZOverview, signal ? { signal } : {});

/** POST /api/study-plans/active/start-now: the scheduled plan starts today and the active one pauses. */
export const startNow = (id: string) => api.post('/api/study-plans/active/start-now', { id });
