import { describe, expect, it } from 'vitest';
import { ZCreatePracticeSessionRequest } from '../contract/practice.ts';
import {
  chunkBoundaries,
  chunkSizeError,
  chunkSizeMax,
  clampChunkSize,
  clampNumChoices,
  defaultChunkSize,
  isAcceptedAnswer,
  isChunkBreakDue,
  isValidMeaning,
  normaliseAnswer,
  PRACTICE_MESSAGES as M,
  requiredCorrectMax,
  unavailableReasons,
  usableModes,
  wordAvailability,
} from './practice-rules.ts';

describe('practice rules', () => {
  it('compares typed answers trimmed and case-insensitively', () => {
    expect(normaliseAnswer('  Ice   Cream ')).toBe('ice cream');
    expect(isAcceptedAnswer('  GO ', ['go'])).toBe(true);
    expect(isAcceptedAnswer('went', ['went', 'go'])).toBe(true);
    expect(isAcceptedAnswer('don\u2019t', ["don't"])).toBe(true);
    expect(isAcceptedAnswer('goes', ['go'])).toBe(false);
    expect(isAcceptedAnswer('   ', [''])).toBe(false);
  });

  it('makes a word usable for meaning modes with a valid meaning and for blanks with a valid example', () => {
    expect(isValidMeaning('to move quickly', 'run')).toBe(true);
    expect(isValidMeaning('  ', 'run')).toBe(false);
    expect(isValidMeaning(null, 'run')).toBe(false);
    expect(isValidMeaning(' Run ', 'run')).toBe(false);
    expect(usableModes({ hasValidMeaning: true, hasValidExample: false })).toEqual({
      mtwObj: true, mtwSub: true, wtmObj: true, blankObj: false, blankSub: false, makeSent: false,
    });
    expect(usableModes({ hasValidMeaning: false, hasValidExample: true })).toMatchObject({ mtwObj: false, wtmObj: false, blankObj: true, blankSub: true });
  });

  it('marks a word fine, partly or wholly unavailable for the selected modes, with the reasons', () => {
    const onlyMeaning = usableModes({ hasValidMeaning: true, hasValidExample: false });
    expect(wordAvailability(onlyMeaning, ['mtwObj', 'wtmObj'])).toBe('ok');
    expect(wordAvailability(onlyMeaning, ['mtwObj', 'blankSub'])).toBe('partial');
    expect(wordAvailability(onlyMeaning, ['blankObj', 'blankSub'])).toBe('none');
    expect(unavailableReasons(onlyMeaning, ['mtwObj', 'blankSub'])).toEqual([M.noValidExample]);
    const nothing = usableModes({ hasValidMeaning: false, hasValidExample: false });
    expect(unavailableReasons(nothing, ['wtmObj', 'blankObj'])).toEqual([M.noValidMeaning, M.noValidExample]);
  });

  it('defaults chunking by usable words: off under 20, half rounded up for 20–39, 20 from 40', () => {
    expect([0, 1, 19].map(defaultChunkSize)).toEqual([0, 0, 0]);
    expect([20, 21, 39].map(defaultChunkSize)).toEqual([10, 11, 20]);
    expect([40, 300].map(defaultChunkSize)).toEqual([20, 20]);
  });

  it('bounds the chunk size to 1..usable words - 1 with the spec messages', () => {
    expect(chunkSizeMax(10)).toBe(9);
    expect(chunkSizeError(0, 1)).toBeNull();
    expect(chunkSizeError(9, 10)).toBeNull();
    expect(chunkSizeError('5', 10)).toBeNull();
    expect(chunkSizeError(10, 10)).toBe('Enter an integer between 1 and 9.');
    expect(chunkSizeError(1, 1)).toBe(M.chunkNeedsTwoQuestions);
    for (const bad of [-1, 2.5, '3a', 'abc', null, true]) expect(chunkSizeError(bad, 10)).toBe(M.chunkSizeInvalid);
    expect(clampChunkSize(50, 10)).toBe(9);
    expect(clampChunkSize(0, 10)).toBe(1);
    expect(clampChunkSize(5, 10, false)).toBe(0);
    expect(clampChunkSize(5, 1)).toBe(0);
  });

  it('clamps choices to 2–6 (default 4) and caps required correct answers at 3, or 5 with the flag', () => {
    expect([1, 2, 4, 6, 9, Number.NaN].map(clampNumChoices)).toEqual([2, 2, 4, 6, 6, 4]);
    expect(requiredCorrectMax(false)).toBe(3);
    expect(requiredCorrectMax(true)).toBe(5);
  });

  it('places chunk separators and signals a break only when progress crosses a boundary with questions left', () => {
    expect(chunkBoundaries(10, 3)).toEqual([3, 6, 9]);
    expect(chunkBoundaries(9, 3)).toEqual([3, 6]);
    expect(chunkBoundaries(9, 0)).toEqual([]);
    expect(isChunkBreakDue({ chunkSize: 3, progressBefore: 2, progressDone: 3, progressTotal: 9 })).toBe(true);
    expect(isChunkBreakDue({ chunkSize: 3, progressBefore: 3, progressDone: 3, progressTotal: 9 })).toBe(false);
    expect(isChunkBreakDue({ chunkSize: 3, progressBefore: 3, progressDone: 4, progressTotal: 9 })).toBe(false);
    expect(isChunkBreakDue({ chunkSize: 3, progressBefore: 8, progressDone: 9, progressTotal: 9 })).toBe(false);
    expect(isChunkBreakDue({ chunkSize: 0, progressBefore: 2, progressDone: 3, progressTotal: 9 })).toBe(false);
  });

  it('parses the setup options with the defaults and the spec messages', () => {
    const parsed = ZCreatePracticeSessionRequest.parse({ wordbookId: 'x', modes: { mtwObj: { enabled: true } } });
    expect(parsed).toMatchObject({ passes: 1, numChoices: 4, forceNew: false, useAllAiData: false, showProgress: true, excludedWordIds: [] });
    expect(parsed.modes.mtwObj).toEqual({ enabled: true, required: 1 });
    const bad = ZCreatePracticeSessionRequest.safeParse({ wordbookId: 'x', modes: { mtwObj: { enabled: true } }, numChoices: 7 });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(M.numChoicesRange);
    const required = ZCreatePracticeSessionRequest.safeParse({ wordbookId: 'x', modes: { mtwObj: { enabled: true, required: 0 } } });
    expect(required.success ? null : required.error.issues[0]?.message).toBe(M.requiredCorrectRange(5));
  });
});
