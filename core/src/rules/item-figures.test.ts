import { describe, expect, it } from 'vitest';
import { figuresTable, measureItems } from './item-figures.ts';

describe('measuring a bank of meaning questions', () => {
  const clean = { word: 'house', options: ['a building where people live', 'a small wild animal', 'move quickly on foot', 'a tool for cutting wood'], correctIndex: 0 };

  it('counts nothing wrong in a clean item, and the right option as longest only when it is', () => {
    const f = measureItems([clean]);
    expect(f).toMatchObject({ items: 1, distinctWords: 1, failingGate: [], wordInOption: [], mixedPosMarking: [], sharedContentWord: [], rightLongest: 1, rightShortest: 0 });
    expect(measureItems([{ ...clean, correctIndex: 2 }]).rightLongest).toBe(0);
  });

  it('finds each giveaway a learner would notice', () => {
    const f = measureItems([
      { word: 'arch', options: ['form an arch or curve', 'a small wild animal', 'move quickly on foot', 'a tool for cutting wood'], correctIndex: 0 },
      { word: 'eta', options: ['the 7th letter of the Greek alphabet', 'a small wild animal', 'move quickly on foot', 'a tool for cutting wood'], correctIndex: 0 },
      { ...clean, options: ['(noun) a building where people live', 'a small wild animal', 'move quickly on foot', 'a tool for cutting wood'] },
      { ...clean, options: ['a building where people live', 'a small wild building', 'move quickly on foot', 'a tool for cutting wood'] },
    ]);
    expect(f.wordInOption).toEqual(['arch: form an arch or curve']);
    expect(f.failingGate).toEqual(['arch: form an arch or curve', 'eta: the 7th letter of the Greek alphabet']);
    expect(f.mixedPosMarking).toHaveLength(1);
    expect(f.sharedContentWord).toEqual(['house: a building where people live / a small wild building']);
    expect(figuresTable(f)).toContain('| the asked word (or a form of it) in an option | 1 (25.0 %) |');
  });
});
