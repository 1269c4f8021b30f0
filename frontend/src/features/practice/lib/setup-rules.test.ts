import type { TPracticeWord } from '@wordbook/core/contract/practice';
import { describe, expect, it } from 'vitest';
import {
  chunkState,
  clampChunkText,
  defaultModeChoices,
  progressSteps,
  selectedModes,
  sessionRequest,
  setupProblem,
  UNTOUCHED_CHUNK,
  usableWordCount,
  wordRows,
} from './setup-rules';

const flags = (meaning: boolean, example: boolean) => ({ mtwObj: meaning, mtwSub: meaning, wtmObj: meaning, blankObj: example, blankSub: example, makeSent: false });
const word = (id: string, meaning = true, example = true): TPracticeWord => ({ id, text: id, usableFor: flags(meaning, example), meaning: null, example: null });
const words = (n: number) => Array.from({ length: n }, (_, i) => word(`w${i}`));

describe('word rows', () => {
  it('marks words unusable for every selected mode as excluded, and partly usable ones as partial', () => {
    const list = [word('both'), word('meaning-only', true, false), word('nothing', false, false)];
    const rows = wordRows(list, ['mtwObj', 'blankObj'], new Set());
    expect(rows.map((r) => [r.availability, r.checked])).toEqual([
      ['ok', true],
      ['partial', true],
      ['none', false],
    ]);
    expect(usableWordCount(rows, ['mtwObj', 'blankObj'])).toBe(2);
    const onlyBlank = wordRows(list, ['blankSub'], new Set(['both']));
    expect(onlyBlank.map((r) => r.checked)).toEqual([false, false, false]);
  });

  it('counts the correct answers to finish: required per usable word and mode', () => {
    const modes = defaultModeChoices();
    modes.mtwObj = { enabled: true, required: 2 };
    modes.blankObj = { enabled: true, required: 1 };
    modes.wtmObj = { enabled: false, required: 1 };
    const rows = wordRows([word('a'), word('b', true, false)], selectedModes(modes), new Set());
    expect(progressSteps(rows, modes)).toBe(2 + 1 + 2);
  });
});

describe('chunking', () => {
  it('follows the spec defaults until touched: off under 20, half rounded up for 20-39, 20 from 40', () => {
    expect(chunkState(UNTOUCHED_CHUNK, 19, 1)).toMatchObject({ enabled: false, value: 0 });
    expect(chunkState(UNTOUCHED_CHUNK, 25, 1)).toMatchObject({ enabled: true, text: '13', value: 13 });
    expect(chunkState(UNTOUCHED_CHUNK, 40, 1)).toMatchObject({ enabled: true, text: '20', value: 20 });
  });

  it('explains why breaks are impossible', () => {
    expect(chunkState(UNTOUCHED_CHUNK, 5, 0)).toMatchObject({ possible: false, hint: 'Please select at least one exercise type to enable breaks.' });
    expect(chunkState({ touched: true, enabled: true, text: '1' }, 1, 2)).toMatchObject({ possible: false, hint: 'No breaks for sessions with fewer than 2 questions.', value: 0 });
  });

  it('accepts digits from 1 to usable words - 1 only', () => {
    const at = (text: string) => chunkState({ touched: true, enabled: true, text }, 6, 1);
    expect(at('3')).toMatchObject({ error: null, value: 3 });
    expect(at(' 5 ')).toMatchObject({ error: null, value: 5 });
    expect(at('6').error).toBe('Enter an integer between 1 and 5.');
    expect(at('0').error).toBe('Enter an integer between 1 and 5.');
    expect(at('2.5').error).toBe('Please enter a valid chunk size.');
    expect(at('').error).toBe('Please enter a valid chunk size.');
    expect(at('-1').error).toBe('Please enter a valid chunk size.');
    expect(chunkState({ touched: true, enabled: false, text: 'x' }, 6, 1)).toMatchObject({ error: null, value: 0 });
  });

  it('pulls a number out of range into 1..max when the field is left', () => {
    expect(clampChunkText('50', 6)).toBe('5');
    expect(clampChunkText('0', 6)).toBe('1');
    expect(clampChunkText('abc', 6)).toBe('abc');
  });
});

describe('start and request', () => {
  it('names the first problem, in the order the learner fixes them', () => {
    const ok = chunkState(UNTOUCHED_CHUNK, 5, 1);
    const five = wordRows(words(5), ['mtwObj'], new Set());
    expect(setupProblem({ rows: five, modeCount: 0, usableWords: 0, chunk: ok })).toBe('Please select at least one exercise.');
    expect(setupProblem({ rows: [], modeCount: 1, usableWords: 0, chunk: ok })).toBe('This wordbook has no words to practise.');
    const unusable = wordRows([word('a', false, true)], ['mtwObj'], new Set());
    expect(setupProblem({ rows: unusable, modeCount: 1, usableWords: 0, chunk: ok })).toBe('None of the selected words can be practised with the selected exercises.');
    const noneChecked = wordRows(words(2), ['mtwObj'], new Set(['w0', 'w1']));
    expect(setupProblem({ rows: noneChecked, modeCount: 1, usableWords: 0, chunk: ok })).toBe('Please select at least one word.');
    const bad = chunkState({ touched: true, enabled: true, text: '9' }, 5, 1);
    expect(setupProblem({ rows: five, modeCount: 1, usableWords: 5, chunk: bad })).toBe('Enter an integer between 1 and 4.');
    expect(setupProblem({ rows: five, modeCount: 1, usableWords: 5, chunk: ok })).toBeNull();
  });

  it('sends unchecked and unusable words as excluded, clamped choices and the chunk size', () => {
    const modes = defaultModeChoices();
    const list = [...words(3), word('no-meaning', false, true)];
    const rows = wordRows(list, ['mtwObj', 'wtmObj'], new Set(['w1']));
    const body = sessionRequest({
      wordbookId: 'wb',
      modes: { ...modes, blankObj: { enabled: false, required: 1 } },
      rows,
      useAllAiData: true,
      showProgress: false,
      numChoices: 9,
      chunk: chunkState({ touched: true, enabled: true, text: '1' }, 2, 2),
      forceNew: true,
    });
    expect(body).toMatchObject({ wordbookId: 'wb', passes: 1, useAllAiData: true, showProgress: false, numChoices: 6, forceNew: true, chunkSize: 1 });
    expect(body.excludedWordIds).toEqual(['w1', 'no-meaning']);
    expect(body.modes).toMatchObject({ mtwObj: { enabled: true, required: 1 }, blankObj: { enabled: false, required: 1 }, mtwSub: { enabled: false, required: 1 } });
  });
});
