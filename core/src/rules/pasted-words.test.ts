import { describe, expect, it } from 'vitest';
import { WORDS_PER_WORDBOOK_MAX } from './wordbook-rules.ts';
import { pastedWordMessages as M, planPastedWords, splitPastedWords } from './pasted-words.ts';

describe('splitPastedWords', () => {
  it('takes one word a line, comma-, semicolon- or tab-separated, and keeps phrases whole', () => {
    expect(splitPastedWords('apple\n banana , look  after;\r\ncherry\t\n\n,')).toEqual(['apple', 'banana', 'look after', 'cherry']);
  });
});

describe('planPastedWords', () => {
  it('skips words already in the wordbook and repeats, whatever their case', () => {
    const plan = planPastedWords(['House', 'tree', 'TREE', 'river'], ['house']);
    expect(plan.add).toEqual(['tree', 'river']);
    expect(plan.skipped).toEqual([
      { text: 'House', reason: M.alreadyThere },
      { text: 'TREE', reason: M.repeated },
    ]);
  });

  it('adds up to the 300-word cap and names every word past it', () => {
    const existing = Array.from({ length: WORDS_PER_WORDBOOK_MAX - 2 }, (_, i) => `word${i}`);
    const plan = planPastedWords(['a', 'b', 'c', 'd'], existing);
    expect(plan.add).toEqual(['a', 'b']);
    expect(plan.skipped).toEqual([
      { text: 'c', reason: M.limit },
      { text: 'd', reason: M.limit },
    ]);
  });

  it('skips a word longer than a word may be', () => {
    const long = 'x'.repeat(101);
    expect(planPastedWords([long], [])).toEqual({ add: [], skipped: [{ text: long, reason: M.tooLong }] });
  });
});
