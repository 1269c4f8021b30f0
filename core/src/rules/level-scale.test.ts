import { describe, expect, it } from 'vitest';
import {
  bandOfRank,
  cefrForSize,
  levelForSize,
  levelTestFinalResult,
  levelWordbookName,
  retakeLock,
  retakeLockedMessage,
  retakeOpensAt,
  sizeRangeOfLevel,
} from './level-scale.ts';

describe('level scale (DESIGN.md "Level scale")', () => {
  it('maps vocabulary sizes to levels 1–14 of 1000 words each, level 14 open-ended', () => {
    expect(levelForSize(0)).toBe(1);
    expect(levelForSize(999)).toBe(1);
    expect(levelForSize(1000)).toBe(2);
    expect(levelForSize(4500)).toBe(5);
    expect(levelForSize(12_999)).toBe(13);
    expect(levelForSize(13_000)).toBe(14);
    expect(levelForSize(40_000)).toBe(14);
    expect(levelForSize(-5)).toBe(1);
    expect(sizeRangeOfLevel(1)).toEqual({ from: 0, to: 1000 });
    expect(sizeRangeOfLevel(7)).toEqual({ from: 6000, to: 7000 });
    expect(sizeRangeOfLevel(14)).toEqual({ from: 13_000, to: null });
    for (let level = 1; level <= 14; level++) expect(levelForSize(sizeRangeOfLevel(level).from)).toBe(level);
  });

  it('labels sizes with CEFR levels after Milton & Alexiou (2009)', () => {
    expect([0, 1499, 1500, 2499, 2500, 3249, 3250, 3749, 3750, 4499, 4500, 12_000].map(cefrForSize)).toEqual([
      'A1', 'A1', 'A2', 'A2', 'B1', 'B1', 'B2', 'B2', 'C1', 'C1', 'C2', 'C2',
    ]);
  });

  it('numbers the 1000-word frequency bands from 1', () => {
    expect([1, 1000, 1001, 13_500].map(bandOfRank)).toEqual([1, 1, 2, 14]);
  });
});

describe('retake lock (document 2 §4, §9)', () => {
  const finishedAt = '2026-11-20T10:00:00.000Z';

  it('opens 7 days after finishing on Free and 24 hours after on Pro', () => {
    expect(retakeOpensAt(finishedAt, 'free').toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(retakeOpensAt(finishedAt, 'pro').toISOString()).toBe('2026-11-21T10:00:00.000Z');
  });

  it('is locked until the opening moment and open from it', () => {
    expect(retakeLock(finishedAt, 'pro', new Date('2026-11-21T09:59:59Z'))?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(retakeLock(finishedAt, 'pro', new Date('2026-11-21T10:00:00Z'))).toBeNull();
    expect(retakeLock(finishedAt, 'free', new Date('2026-11-26T00:00:00Z'))).not.toBeNull();
    expect(retakeLock(null, 'free')).toBeNull();
  });

  it('says when the retake opens', () => {
    expect(retakeLockedMessage(new Date('2026-11-27T10:05:00Z'))).toBe('You can retake the level test on 27 Nov 2026, 10:05 UTC.');
  });

  it('reports the final level with size, CEFR label and the retake date', () => {
    const result = levelTestFinalResult({
      testId: 't',
      finalLevel: 4,
      finalSize: 3600,
      questionsAnswered: 30,
      finishedAt,
      plan: 'free',
      now: new Date('2026-11-21T00:00:00Z'),
    });
    expect(result).toEqual({
      finalLevel: 4,
      test_id: 't',
      estimatedSize: 3600,
      cefr: 'B2',
      questionsAnswered: 30,
      retake_available_at: '2026-11-27T10:00:00.000Z',
    });
  });

  it("names the level wordbook with the learner's local date", () => {
    // 23:30 UTC is already the next day in Seoul (UTC+9, getTimezoneOffset -540)
    expect(levelWordbookName(5, new Date('2026-11-22T23:30:00Z'), -540)).toBe('Level 5 Words (2026-11-23)');
    expect(levelWordbookName(5, new Date('2026-11-22T23:30:00Z'))).toBe('Level 5 Words (2026-11-22)');
  });
});
