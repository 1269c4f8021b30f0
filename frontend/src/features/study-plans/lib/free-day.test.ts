import { describe, expect, it } from 'vitest';
import { firstFreeDate } from './free-day';

describe('firstFreeDate', () => {
  it('keeps a free start date', () => {
    expect(firstFreeDate('2026-03-01', '2028-03-01', new Set())).toBe('2026-03-01');
  });

  it('moves past taken dates, across a month end', () => {
    expect(firstFreeDate('2026-02-27', '2028-03-01', new Set(['2026-02-27', '2026-02-28']))).toBe('2026-03-01');
  });

  it('gives up at the maximum date', () => {
    expect(firstFreeDate('2026-03-01', '2026-03-02', new Set(['2026-03-01', '2026-03-02']))).toBeNull();
  });

  it('searches at most 730 days', () => {
    const taken = new Set(Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)));
    expect(firstFreeDate('2026-01-01', '2030-01-01', taken)).toBeNull();
    taken.delete('2027-12-31');
    expect(firstFreeDate('2026-01-01', '2030-01-01', taken)).toBe('2027-12-31');
  });
});
