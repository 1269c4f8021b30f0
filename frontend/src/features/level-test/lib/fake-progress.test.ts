import { describe, expect, it } from 'vitest';
import { displayedProgress, fakeProgressAt, remainingMinimumMs } from './fake-progress';

describe('the level test progress', () => {
  it('rises towards 90 % and never reaches it on its own', () => {
    expect(fakeProgressAt(0)).toBe(0);
    const values = [500, 2000, 6000, 15_000, 60_000, 600_000].map(fakeProgressAt);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(values.at(-1)!).toBeLessThanOrEqual(90);
    expect(displayedProgress(600_000, null)).toBeLessThanOrEqual(90);
  });

  it("follows the job's own progress when it is ahead, still capped at 90", () => {
    expect(displayedProgress(100, { total: 10, emitted: 5 })).toBe(45);
    expect(displayedProgress(100, { total: 10, emitted: 10 })).toBe(90);
    expect(displayedProgress(100, { total: 10, emitted: 50 })).toBe(90);
    expect(displayedProgress(30_000, { total: 10, emitted: 1 })).toBe(Math.floor(fakeProgressAt(30_000)));
  });

  it('keeps reused content on screen for about 11.8 s, and new content no longer than it takes', () => {
    expect(remainingMinimumMs(2_000, true)).toBe(9_800);
    expect(remainingMinimumMs(20_000, true)).toBe(0);
    expect(remainingMinimumMs(2_000, false)).toBe(0);
  });
});
