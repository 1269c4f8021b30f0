import { z } from 'zod';

/** Billing history and refunds (document 3, §3.5, §7.3, §8.3). Field names are the spec's. */
export const billingMessages = {
  loadFailed: 'Failed to load billing data.',
  eligibilityFailed: 'Failed to load eligibility.',
  network: 'Network error',
  eligibilityBanner: 'Couldn’t verify refund guarantee',
  refundNotEligible: 'This purchase is not eligible for a refund.',
  refundFailed: 'The refund could not be completed. Please try again or contact support.',
} as const;

/** What a learner reads once the refund is done. */
export const refundDoneMessage = 'Your payment was refunded. You are back on the Free plan.';

/** How long after a first purchase a full refund may be asked for. */
export const REFUND_WINDOW_DAYS = 14;
/** The billing timeline's length. */
export const TIMELINE_LIMIT = 200;

export const ZBillingOrder = z.object({
  order_id: z.string(),
  plan_code: z.string(),
  months: z.number().int(),
  amount_krw: z.number().int(),
  usd_total: z.number(),
  status: z.string(),
  payment_key: z.string().nullable(),
  payment_provider: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  trial_applied: z.boolean(),
  trial_bonus_days: z.number().int(),
});
export type TBillingOrder = z.infer<typeof ZBillingOrder>;

export const ZPlanLog = z.object({
  id: z.number().int(),
  plan: z.string(),
  reason: z.string(),
  source_label: z.string(),
  price: z.number().int().nullable(),
  /** The price as shown: '₩16,519', or '-' when the change cost nothing. */
  price_sanitized: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  matched_order_id: z.string().nullable(),
  matched_order_status: z.string().nullable(),
});
export type TPlanLog = z.infer<typeof ZPlanLog>;

export const ZBillingOverview = z.object({
  current: z.object({ plan: z.enum(['free', 'pro']), expiresAt: z.string().nullable() }),
  orders: z.array(ZBillingOrder),
  planLogs: z.array(ZPlanLog),
  /** The same lists as the page shows them: an unpaid order older than 30 minutes is 'expired'. */
  normalized: z.object({ orders: z.array(ZBillingOrder), planLogs: z.array(ZPlanLog) }),
});
export type TBillingOverview = z.infer<typeof ZBillingOverview>;

export const ZTimelineQuery = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be 1–200.').max(TIMELINE_LIMIT, 'limit must be 1–200.').default(TIMELINE_LIMIT),
});

export const ZTimelineItem = z.object({
  kind: z.enum(['order', 'other']),
  ts: z.string(),
  order_id: z.string().nullable(),
  plan_code: z.string().nullable(),
  months: z.number().int().nullable(),
  amount_krw: z.number().int().nullable(),
  status: z.string().nullable(),
  created_at: z.string(),
  plan_to: z.string().nullable(),
  extra: z.object({
    trialApplied: z.boolean().optional(),
    trialBonusDays: z.number().int().optional(),
    reason: z.string().optional(),
    end: z.string().nullable().optional(),
  }),
});
export type TTimelineItem = z.infer<typeof ZTimelineItem>;

export const ZTimelineResponse = z.object({ items: z.array(ZTimelineItem) });

export const ZRefundEligibility = z.object({
  eligible: z.boolean(),
  firstPurchaseDate: z.string().nullable(),
  message: z.string(),
  /** When the guarantee ends (paid at + 14 days), for the countdown; null without a first purchase. */
  refundableUntil: z.string().nullable(),
  orderId: z.string().nullable(),
  amountKRW: z.number().int().nullable(),
});
export type TRefundEligibility = z.infer<typeof ZRefundEligibility>;

export const ZRefundRequest = z.object({ reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional() });

export const ZRefundResponse = z.object({ ok: z.literal(true), orderId: z.string(), status: z.string(), message: z.string() });
export type TRefundResponse = z.infer<typeof ZRefundResponse>;
