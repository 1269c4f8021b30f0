import { CORRECT_BANNERS, WRONG_BANNERS } from '@wordbook/core/rules/practice-rules';
import { describe, expect, it } from 'vitest';
import { pickBanner } from './feedback';

describe('pickBanner', () => {
  it('picks from the right list for the verdict', () => {
    expect(CORRECT_BANNERS).toContain(pickBanner(true, null, () => 0.5));
    expect(WRONG_BANNERS).toContain(pickBanner(false, null, () => 0.5));
    expect(pickBanner(true, null, () => 0)).toBe('Great!');
    expect(pickBanner(false, null, () => 0.999)).toBe('Next time!');
  });

  it('never repeats the phrase just shown', () => {
    for (let r = 0; r < 1; r += 0.05) expect(pickBanner(true, 'Great!', () => r)).not.toBe('Great!');
  });
});
