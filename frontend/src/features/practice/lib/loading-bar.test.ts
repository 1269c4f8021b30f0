import { describe, expect, it } from 'vitest';
import { loadingValueAt, nextLoadingValue } from './loading-bar';

describe('loading bar', () => {
  it('climbs 7 percent a step and stops at 90', () => {
    const values: number[] = [];
    let value = 0;
    for (let i = 0; i < 15; i++) {
      value = nextLoadingValue(value);
      values.push(value);
    }
    expect(values.slice(0, 3)).toEqual([7, 14, 21]);
    expect(values[11]).toBe(84);
    expect(values.slice(12)).toEqual([90, 90, 90]);
  });

  it('is at 7 × the number of whole 60 ms steps since loading began, capped at 90', () => {
    expect(loadingValueAt(0)).toBe(0);
    expect(loadingValueAt(59)).toBe(0);
    expect(loadingValueAt(60)).toBe(7);
    expect(loadingValueAt(600)).toBe(70);
    expect(loadingValueAt(12 * 60)).toBe(84);
    expect(loadingValueAt(13 * 60)).toBe(90);
    expect(loadingValueAt(60_000)).toBe(90);
  });
});
