import { z } from 'zod';

/** Orders, confirm and summaries (document 3, §3.4 and §7.4). */
export const paymentMessages = {
  invalidPlan: 'Invalid plan.',
  blockedDefault: 'Purchase temporarily unavailable.',
  orderNotFound: 'Order not found.',
  amountMismatch: 'The amount does not match the order.',
  orderExpired: 'This order has expired. Please start a new checkout.',
  orderNotPayable: 'This order can no longer be paid.',
  confirmFailed: 'Payment confirm error.',
  unableToCreate: 'Unable to create order.',
  confirmNetwork: 'Network error during confirmation.',
  orderNotCompleted: 'Order not completed.',
  confirmTimedOut: 'Payment confirmation timed out.',
  summaryFailed: 'Failed to load order summary.',
  failDefaultCode: 'UNKNOWN_ERROR',
  failDefaultMessage: 'Payment was canceled or failed.',
  invalidPlanPage: 'Invalid plan - Please go back and choose a plan again.',
} as const;

export const ZCreateOrderRequest = z.object({
  plan: z.string({ required_error: paymentMessages.invalidPlan, invalid_type_error: paymentMessages.invalidPlan }).max(40, paymentMessages.invalidPlan),
  /** The browser's IANA time zone: the learner's days (pass start, Pro expiry) are counted in it. */
  timezone: z.string().max(64).optional(),
});

export const ZFx = z.object({ rate: z.number(), source: z.string(), asOf: z.string() });

/** What the checkout needs to show a blocked purchase; every create-order answer carries it. */
export const ZOrderBlockFields = z.object({
  months: z.number().int(),
  planLabel: z.string(),
  serviceDays: z.number().int(),
  allowedToBuyNow: z.boolean(),
  blockReason: z.string().nullable(),
  earliestPurchaseAt: z.string().nullable(),
});

export const ZCreateOrderResponse = ZOrderBlockFields.extend({
  orderId: z.string(),
  orderName: z.string(),
  amountKRW: z.number().int(),
  usdTotal: z.number(),
  fx: ZFx,
  successUrl: z.string(),
  failUrl: z.string(),
  expireAt: z.string(),
  trialEligible: z.boolean(),
  trialBonusDays: z.number().int(),
  /** Who takes the payment: the embedded sandbox's widget, or Toss Payments' widget SDK with this client key. */
  provider: z.enum(['sandbox', 'tosspayments']),
  clientKey: z.string(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

export const ZOrderSummary = z.object({
  orderId: z.string(),
  status: z.string(),
  planCode: z.string(),
  amountKRW: z.number().int(),
  months: z.number().int(),
  paidAt: z.string().nullable(),
  trialApplied: z.boolean(),
  trialBonusDays: z.number().int(),
  message: z.string().optional(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZConfirmRequest = z.object({
  orderId: z.string().min(1).max(64),
  paymentKey: z.string().min(1).max(200),
  amount: z.coerce.number().int().optional(),
});
