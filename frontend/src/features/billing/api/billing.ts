import {
  TIMELINE_LIMIT,
  ZBillingOverview,
  ZRefundEligibility,
  ZRefundResponse,
  ZTimelineResponse,
  type TBillingOverview,
  type TRefundEligibility,
  type TRefundResponse,
  type TTimelineItem,
} from '@wordbook/core/contract/billing';
import { api } from '../../../lib/api-client';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/billing/overview. */
export const getBillingOverview = (signal?: AbortSignal): Promise<TBillingOverview> => api.get('/api/billing/overview', ZBillingOverview, withSignal(signal));

/** GET /api/billing/timeline?limit=200 → {items}. */
export const getBillingTimeline = async (signal?: AbortSignal): Promise<TTimelineItem[]> =>
  (await api.get('/api/billing/timeline', ZTimelineResponse, { ...withSignal(signal), query: { limit: TIMELINE_LIMIT } })).items;

/** GET /api/payments/refund-eligibility. */
export const getRefundEligibility = (signal?: AbortSignal): Promise<TRefundEligibility> =>
  api.get('/api/payments/refund-eligibility', ZRefundEligibility, withSignal(signal));

/** POST /api/payments/refund {reason}. */
export const requestRefund = (reason: string): Promise<TRefundResponse> => api.post('/api/payments/refund', reason.trim() ? { reason } : {}, ZRefundResponse);
