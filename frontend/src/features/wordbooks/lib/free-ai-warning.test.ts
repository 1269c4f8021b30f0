// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hideFreeAiWarningToday, isFreeAiWarningHidden, localDateKey } from './free-ai-warning';

describe('the Free-plan AI confirmation', () => {
  afterEach(() => window.localStorage.clear());

  it('stays hidden for the rest of the day it was hidden on, and comes back the next day', () => {
    const morning = new Date(2026, 4, 3, 8, 0);
    const evening = new Date(2026, 4, 3, 23, 59);
    const nextDay = new Date(2026, 4, 4, 0, 1);
    expect(isFreeAiWarningHidden('u1', morning)).toBe(false);
    hideFreeAiWarningToday('u1', morning);
    expect(isFreeAiWarningHidden('u1', evening)).toBe(true);
    expect(isFreeAiWarningHidden('u1', nextDay)).toBe(false);
    expect(isFreeAiWarningHidden('u2', evening)).toBe(false);
    expect(localDateKey(morning)).toBe('2026-05-03');
  });
});
