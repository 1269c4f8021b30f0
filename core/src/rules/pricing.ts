/**
 * Pro pass prices and service periods (document 3, §9.2). Money is integers only: USD in cents,
 * KRW in whole won, and the exchange rate in ten-thousandths of a won per dollar.
 */

export const PLAN_CODES = ['pro_3m', 'pro_6m', 'pro_12m'] as const;
export type TPlanCode = (typeof PLAN_CODES)[number];

/** USD 3.99 a month. */
export const MONTHLY_PRICE_USD_CENTS = 399;
/** The first purchase's full-refund window; it adds no service days. */
export const TRIAL_BONUS_DAYS = 14;
/** An unpaid order stops being payable this long after it was created. */
export const ORDER_TTL_MINUTES = 30;

type TPlanTerms = { months: 3 | 6 | 12; serviceDays: number; discountPercent: number };

export const PLAN_TERMS: Record<TPlanCode, TPlanTerms> = {
  pro_3m: { months: 3, serviceDays: 90, discountPercent: 0 },
  pro_6m: { months: 6, serviceDays: 180, discountPercent: 8 },
  pro_12m: { months: 12, serviceDays: 365, discountPercent: 17 },
};

/** Integer division rounding halves away from zero (all our operands are non-negative). */
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

export type TPlanPrice = {
  code: TPlanCode;
  months: number;
  serviceDays: number;
  discountPercent: number;
  /** The pass's total, rounded to the cent. */
  usdTotalCents: number;
  /** The total spread over its months, rounded to the cent (shown as "per month"). */
  usdMonthlyCents: number;
  /** What the same months cost at the undiscounted monthly price. */
  usdListCents: number;
};

export function planPrice(code: TPlanCode): TPlanPrice {
  const terms = PLAN_TERMS[code];
  const usdListCents = MONTHLY_PRICE_USD_CENTS * terms.months;
  const usdTotalCents = divideRounded(usdListCents * (100 - terms.discountPercent), 100);
  return {
    code,
    months: terms.months,
    serviceDays: terms.serviceDays,
    discountPercent: terms.discountPercent,
    usdTotalCents,
    usdMonthlyCents: divideRounded(usdTotalCents, terms.months),
    usdListCents,
  };
}

/** 'Pro Plan 6 Months Pass (one-time pass)': the order name the payment provider shows. */
export const orderName = (code: TPlanCode): string => `Pro Plan ${PLAN_TERMS[code].months} Months Pass (one-time pass)`;
export const planLabel = (code: TPlanCode): string => `Pro ${PLAN_TERMS[code].months} Months`;

/** Ten-thousandths of a won per dollar: 1380.5 KRW/USD is 13_805_000. */
export const RATE_SCALE = 10_000;

/** Parses a decimal rate such as '1380.52' into rate units without going through a float. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const units = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(4, '0'));
  return units > 0 ? units : null;
}

/** The rate units as the decimal the pages show ('1380.5'). */
export function formatRate(units: number): string {
  const whole = Math.floor(units / RATE_SCALE);
  const fraction = String(units % RATE_SCALE).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The KRW charge for a USD amount at a rate, rounded to the whole won (VAT included in the price). */
export const usdCentsToKrw = (usdCents: number, rateUnits: number): number => divideRounded(usdCents * rateUnits, 100 * RATE_SCALE);

/** '39.74' from 3974 cents. */
export const formatUsd = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A plan code from a query parameter: lower-cased before use (§5.3); null when it is none of ours. */
export function parsePlanCode(value: unknown): TPlanCode | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase();
  return (PLAN_CODES as readonly string[]).includes(code) ? (code as TPlanCode) : null;
}

/** '₩16,519': whole won with thousands separators (KRW is shown without decimals). */
export const formatKrw = (won: number): string => `₩${String(Math.round(won)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
