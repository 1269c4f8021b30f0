import { paymentMessages as M, type TCreateOrderResponse, type TOrderSummary } from '@wordbook/core/contract/payments';
import {
  ORDER_TTL_MINUTES,
  orderName,
  parsePlanCode,
  planLabel,
  planPrice,
  RATE_SCALE,
  TRIAL_BONUS_DAYS,
  usdCentsToKrw,
} from '@wordbook/core/rules/pricing';
import { blockReasonFor, SERVICE_PERIOD_EXCEEDS_12M, servicePeriod } from '@wordbook/core/rules/service-period';
import { isTimeZone, todayIn } from '@wordbook/core/rules/study-plan-rules';
import type { DatabasePool } from '@wordbook/sql/pool';
import { setUserTimeZone } from '@wordbook/sql/queries/billing';
import { findOrder, hasPaidBefore, insertOrder, type TPaymentOrderRow } from '@wordbook/sql/queries/payment-orders';
import type { TUserRow } from '@wordbook/sql/queries/users';
import type { TServerEnv } from '@wordbook/sql/server-env';
import { randomBytes } from 'node:crypto';
import { badRequest, DomainError, notFound } from '../extensions/domain-error.ts';
import { currentExchangeRate } from './exchange-rate.ts';
import { publicOrigin } from './mail-outbox.ts';

/** Orders for Pro passes (document 3, §3.4, §5.3, §7.4, §9.2). */

/** The learner's calendar day in their time zone (the browser's, stored at checkout; UTC until one is known). */
export const learnerToday = (timeZone: string | null = null, now = new Date()): string => todayIn(timeZone ?? 'UTC', now);

/** Which provider settles the order: the sandbox unless Toss keys are configured. */
export const paymentProviderName = (env: TServerEnv): string => (env.TOSS_SECRET_KEY ? 'tosspayments' : 'sandbox');

/** 'wb_' and 24 hex characters: within the provider's 6–64 letters, digits, '-' and '_'. */
const newOrderId = (): string => `wb_${randomBytes(12).toString('hex')}`;

export async function createOrder(
  db: DatabasePool,
  env: TServerEnv,
  user: TUserRow,
  input: { plan: string; timezone?: string | undefined },
): Promise<TCreateOrderResponse> {
  const code = parsePlanCode(input.plan);
  if (!code) throw badRequest(M.invalidPlan, 'plan');
  const price = planPrice(code);
  const timeZone = await setUserTimeZone(db, { userId: user.id, timeZone: input.timezone && isTimeZone(input.timezone) ? input.timezone : null });
  const period = servicePeriod(code, learnerToday(timeZone), user.plan === 'pro' ? user.proExpiresOn : null);
  const blockFields = {
    months: price.months,
    planLabel: planLabel(code),
    serviceDays: price.serviceDays,
    allowedToBuyNow: period.allowedToBuyNow,
    blockReason: period.earliestPurchaseOn ? blockReasonFor(period.earliestPurchaseOn) : null,
    earliestPurchaseAt: period.earliestPurchaseOn,
  };
  if (!period.allowedToBuyNow) {
    // the non-ok answer still carries what the checkout needs to show the blocked state
    throw new DomainError(409, blockFields.blockReason ?? M.blockedDefault, { code: SERVICE_PERIOD_EXCEEDS_12M, body: blockFields });
  }
  const fx = await currentExchangeRate(env);
  const trialEligible = !(await hasPaidBefore(db, user.id));
  const order = await insertOrder(db, {
    orderId: newOrderId(),
    userId: user.id,
    planCode: code,
    months: price.months,
    serviceDays: price.serviceDays,
    amountKrw: usdCentsToKrw(price.usdTotalCents, fx.units),
    usdTotalCents: price.usdTotalCents,
    fxRateUnits: fx.units,
    fxSource: fx.source,
    fxAsOf: fx.asOf,
    paymentProvider: paymentProviderName(env),
    trialEligible,
    expireInMinutes: ORDER_TTL_MINUTES,
  });
  const origin = publicOrigin(env);
  return {
    ...blockFields,
    orderId: order.orderId,
    orderName: orderName(code),
    amountKRW: order.amountKrw,
    usdTotal: order.usdTotalCents / 100,
    fx: { rate: order.fxRateUnits / RATE_SCALE, source: order.fxSource, asOf: order.fxAsOf },
    successUrl: `${origin}/payments/success`,
    failUrl: `${origin}/payments/fail?plan=${code}`,
    expireAt: order.expireAt,
    trialEligible,
    trialBonusDays: trialEligible ? TRIAL_BONUS_DAYS : 0,
    provider: env.TOSS_SECRET_KEY ? 'tosspayments' : 'sandbox',
    clientKey: env.TOSS_CLIENT_KEY ?? SANDBOX_CLIENT_KEY,
  };
}

/** The sandbox widget's client key (Toss's test keys start with test_ck_). */
const SANDBOX_CLIENT_KEY = 'test_ck_sandbox';

export function toOrderSummary(order: TPaymentOrderRow): TOrderSummary {
  const failed = ['expired', 'cancelled', 'failed'].includes(order.status);
  return {
    orderId: order.orderId,
    status: order.status,
    planCode: order.planCode,
    amountKRW: order.amountKrw,
    months: order.months,
    paidAt: order.paidAt,
    trialApplied: order.trialApplied,
    trialBonusDays: order.trialBonusDays,
    ...(failed && order.failureMessage ? { message: order.failureMessage } : {}),
  };
}

/** The learner's own order, or 404 for anyone else's. */
export async function requireOrder(db: DatabasePool, userId: string, orderId: string): Promise<TPaymentOrderRow> {
  const order = /^[A-Za-z0-9_-]{6,64}$/.test(orderId) ? await findOrder(db, { userId, orderId }) : null;
  if (!order) throw notFound(M.orderNotFound);
  return order;
}
