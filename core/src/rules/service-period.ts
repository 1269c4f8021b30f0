import { PLAN_TERMS, type TPlanCode } from './pricing.ts';

/**
 * Pro service periods on calendar dates (yyyy-MM-dd). A pass starts today, or the day after a
 * current pass ends, and must end within 12 months of the purchase date (§5.3, §9.2).
 */

const DAY_MS = 86_400_000;
const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** The same day n months later, clamped to the month's last day (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(y, monthIndex, Math.min(d, lastDay)));
}

export const SERVICE_PERIOD_EXCEEDS_12M = 'SERVICE_PERIOD_EXCEEDS_12M';

export type TServicePeriod = {
  startsOn: string;
  endsOn: string;
  allowedToBuyNow: boolean;
  /** The first purchase date on which the pass would end within 12 months (null when allowed now). */
  earliestPurchaseOn: string | null;
};

/**
 * The period a pass bought on `today` covers: it extends a Pro pass that ends on or after today
 * from its end. Last day inclusive: a 90-day pass from 1 March ends on 29 May.
 */
export function servicePeriod(code: TPlanCode, today: string, proExpiresOn: string | null): TServicePeriod {
  const startsOn = proExpiresOn && proExpiresOn >= today ? addDays(proExpiresOn, 1) : today;
  const endsOn = addDays(startsOn, PLAN_TERMS[code].serviceDays - 1);
  if (endsOn <= addMonths(today, 12)) return { startsOn, endsOn, allowedToBuyNow: true, earliestPurchaseOn: null };
  // the rule holds again once today + 12 months reaches the end: step back 12 months, then forward to a day that fits
  let earliest = addMonths(endsOn, -12);
  while (addMonths(earliest, 12) < endsOn) earliest = addDays(earliest, 1);
  return { startsOn, endsOn, allowedToBuyNow: false, earliestPurchaseOn: earliest };
}

export const blockReasonFor = (earliestPurchaseOn: string): string =>
  `This pass would run past 12 months from today. Service can be bought up to 12 months ahead; you can buy it on or after ${earliestPurchaseOn}.`;
