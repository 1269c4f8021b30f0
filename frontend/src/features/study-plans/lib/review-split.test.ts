import { describe, expect, it } from 'vitest';
import { DEFAULT_SPLIT, clampSetting, parseSplit, sessionChunkSize, splitReviews } from './review-split';

describe('review split', () => {
  it('defaults to chunks of 25, 3 days, 40 a day, oldest first', () => {
    expect(parseSplit(null)).toEqual({ mode: 'chunk', chunkSize: 25, spreadDays: 3, maxPerDay: 40, order: 'oldest' });
  });

  it('holds each setting to the bounds and steps of §5.2', () => {
    expect(clampSetting('chunkSize', 5)).toBe(10);
    expect(clampSetting('chunkSize', 81)).toBe(80);
    expect(clampSetting('chunkSize', 27)).toBe(25);
    expect(clampSetting('spreadDays', 1)).toBe(2);
    expect(clampSetting('spreadDays', 9)).toBe(7);
    expect(clampSetting('maxPerDay', 101)).toBe(100);
    expect(clampSetting('maxPerDay', 12)).toBe(10);
  });

  it('cuts the due words into chunks of the chosen size', () => {
    expect(splitReviews(60, DEFAULT_SPLIT)).toEqual([
      { label: 'Chunk 1', words: 25 },
      { label: 'Chunk 2', words: 25 },
      { label: 'Chunk 3', words: 10 },
    ]);
    expect(splitReviews(0, DEFAULT_SPLIT)).toEqual([]);
  });

  it('spreads them over days with a daily maximum, leaving the rest for later', () => {
    const days = { ...DEFAULT_SPLIT, mode: 'days' as const, spreadDays: 2, maxPerDay: 30 };
    expect(splitReviews(50, days)).toEqual([
      { label: 'Day 1', words: 25 },
      { label: 'Day 2', words: 25 },
    ]);
    expect(splitReviews(100, days)).toEqual([
      { label: 'Day 1', words: 30 },
      { label: 'Day 2', words: 30 },
      { label: 'Later', words: 40 },
    ]);
  });

  it('asks the server for sessions of the chunk size, or of a day’s share held to 10–80 in steps of 5', () => {
    expect(sessionChunkSize(100, DEFAULT_SPLIT)).toBe(25);
    const days = { ...DEFAULT_SPLIT, mode: 'days' as const, spreadDays: 3, maxPerDay: 40 };
    expect(sessionChunkSize(100, days)).toBe(35);
    expect(sessionChunkSize(4, days)).toBe(10);
    expect(sessionChunkSize(1000, { ...days, maxPerDay: 100 })).toBe(80);
  });
});
