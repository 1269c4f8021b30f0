import { describe, expect, it } from 'vitest';
import { summarizeAttempts } from './session-summary';

const attempt = (wordText: string, mode: 'mtwObj' | 'mtwSub' | 'wtmObj', isCorrect: boolean) => ({ wordText, mode, isCorrect });

describe('summarizeAttempts', () => {
  it('counts words, those right first time, accuracy per exercise and the words missed most', () => {
    const summary = summarizeAttempts([
      attempt('apple', 'mtwObj', true),
      attempt('candle', 'mtwObj', false),
      attempt('Candle', 'mtwSub', false),
      attempt('candle', 'mtwObj', true),
      attempt('ladder', 'mtwSub', false),
      attempt('ladder', 'mtwSub', true),
      attempt('apple', 'mtwSub', true),
    ]);
    expect(summary.words).toBe(3);
    expect(summary.firstTry).toBe(1);
    expect(summary.byMode).toEqual([
      { mode: 'mtwObj', correct: 2, answered: 3, percent: 67 },
      { mode: 'mtwSub', correct: 2, answered: 4, percent: 50 },
    ]);
    expect(summary.hardest).toEqual([
      { text: 'candle', misses: 2 },
      { text: 'ladder', misses: 1 },
    ]);
  });

  it('names no hard words when every answer was right', () => {
    expect(summarizeAttempts([attempt('apple', 'wtmObj', true)]).hardest).toEqual([]);
  });
});
