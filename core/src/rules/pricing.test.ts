import { describe, expect, it } from 'vitest';
import { formatRate, formatUsd, orderName, parsePlanCode, parseRate, planPrice, usdCentsToKrw } from './pricing.ts';
import { addMonths, servicePeriod } from './service-period.ts';

describe('the §9.2 price rule', () => {
  it.each([
    // code, months, service days, total, per month, KRW at 1380.00, KRW at 1463.2711
    ['pro_3m', 3, 90, '11.97', '3.99', 16_519, 17_515],
    ['pro_6m', 6, 180, '22.02', '3.67', 30_388, 32_221],
    ['pro_12m', 12, 365, '39.74', '3.31', 54_841, 58_150],
  ] as const)('%s: %i months, %i days, USD %s (%s a month), KRW %i / %i', (code, months, days, total, monthly, krwFlat, krwOdd) => {
    const price = planPrice(code);
    expect([price.months, price.serviceDays, formatUsd(price.usdTotalCents), formatUsd(price.usdMonthlyCents)]).toEqual([months, days, total, monthly]);
    expect(usdCentsToKrw(price.usdTotalCents, parseRate('1380')!)).toBe(krwFlat);
    expect(usdCentsToKrw(price.usdTotalCents, parseRate('1463.2711')!)).toBe(krwOdd);
  });

  it('keeps every amount an integer', () => {
    for (const code of ['pro_3m', 'pro_6m', 'pro_12m'] as const) {
      const p = planPrice(code);
      for (const n of [p.usdTotalCents, p.usdMonthlyCents, usdCentsToKrw(p.usdTotalCents, parseRate('1399.99')!)]) expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('reads rates without floats and refuses what is not a positive decimal', () => {
    expect(parseRate('1380.5')).toBe(13_805_000);
    expect(formatRate(13_805_000)).toBe('1380.5');
    expect(formatRate(13_800_000)).toBe('1380');
    for (const bad of ['', '0', '-1', 'abc', '1.23456', '1e3']) expect(parseRate(bad)).toBeNull();
  });

  it('lower-cases plan codes and names the order for the provider', () => {
    expect(parsePlanCode(' PRO_6M ')).toBe('pro_6m');
    expect(parsePlanCode('pro_24m')).toBeNull();
    expect(parsePlanCode(undefined)).toBeNull();
    expect(orderName('pro_12m')).toBe('Pro Plan 12 Months Pass (one-time pass)');
  });
});

describe('the 12-month service rule', () => {
  it('starts today for a Free learner and lets every pass be bought', () => {
    expect(servicePeriod('pro_3m', '2026-03-01', null)).toEqual({ startsOn: '2026-03-01', endsOn: '2026-05-29', allowedToBuyNow: true, earliestPurchaseOn: null });
    expect(servicePeriod('pro_12m', '2026-03-01', null).allowedToBuyNow).toBe(true);
    expect(servicePeriod('pro_12m', '2026-03-01', '2026-02-28').startsOn).toBe('2026-03-01');
  });

  it('extends a running pass from its end and blocks what would end past 12 months, with the date it opens', () => {
    const period = servicePeriod('pro_12m', '2026-03-01', '2026-05-29');
    expect(period).toMatchObject({ startsOn: '2026-05-30', endsOn: '2027-05-29', allowedToBuyNow: false, earliestPurchaseOn: '2026-05-29' });
    expect(servicePeriod('pro_12m', '2026-05-29', '2026-05-29').allowedToBuyNow).toBe(true);
    expect(servicePeriod('pro_12m', '2026-05-28', '2026-05-29').allowedToBuyNow).toBe(false);
    expect(servicePeriod('pro_3m', '2026-03-01', '2026-05-29')).toMatchObject({ endsOn: '2026-08-27', allowedToBuyNow: true });
  });

  it('clamps month ends', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
  });
});
