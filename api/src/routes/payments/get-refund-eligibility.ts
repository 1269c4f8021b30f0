import type { TRefundEligibility } from '@wordbook/core/contract/billing';
import { refundEligibility } from '../../services/payment-refunds.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/payments/refund-eligibility → eligible, firstPurchaseDate, message (and the guarantee's end). */
export const getRefundEligibility = defineRoute({
  method: 'GET',
  path: '/api/payments/refund-eligibility',
  handler: ({ db, user }): Promise<TRefundEligibility> => refundEligibility(db, user.id),
});
