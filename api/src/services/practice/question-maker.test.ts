import { describe, expect, it } from 'vitest';
import { isAcceptedAnswer } from '@wordbook/core/rules/practice-rules';
import type { TPracticeWordRow } from '@wordbook/sql/queries/practice';
import { distractorPool, gatedNeighbours, makeQuestion } from './question-maker.ts';
import { findBlank, lemmaOf, wordMaterial } from './word-material.ts';

describe("practice's wrong choices from the lexicon", () => {
  it('pass the content gate, and never give the answer away', () => {
    const rows = [
      { lemma: 'kettle', gloss: 'a metal pot for stewing or boiling; usually has a lid' },
      { lemma: 'vagina', gloss: 'the muscular tube that leads from the uterus to the vulva' },
      { lemma: 'eta', gloss: 'the 7th letter of the Greek alphabet' },
      { lemma: 'housing', gloss: 'structures collectively in which people are housed' },
      { lemma: 'shelter', gloss: 'a structure that provides privacy and protection from danger; like a house' },
      { lemma: 'ladder', gloss: "steps consisting of two parallel members connected by rungs--used for climbing (`rung' is the step)" },
    ];
    expect(gatedNeighbours('house', rows)).toEqual([
      { lemma: 'kettle', gloss: 'a metal pot for stewing or boiling; usually has a lid' },
      { lemma: 'ladder', gloss: 'steps consisting of two parallel members connected by rungs – used for climbing ("rung" is the step)' },
    ]);
  });
});

describe('a word kept in an inflected form (went)', () => {
  const material = wordMaterial(
    { id: 'w1', text: 'went', meaning: 'change location; move, travel, or proceed', example: 'We went home early.', aiDefinitions: [], aiExamples: [], selectedMeaningIndex: 0, selectedExampleIndex: 0 } satisfies TPracticeWordRow,
    { useAllAiData: false, isPro: false },
  );
  const make = (mode: 'mtwSub' | 'blankSub') => makeQuestion({ material, mode, pass: 1, numChoices: 4, pool: distractorPool([material]), lexicon: [] })!;

  it('keeps its surface form and its lemma', () => {
    expect(material.text).toBe('went');
    expect(material.lemma).toBe('go');
    expect(lemmaOf('better')).toBeNull();
    expect(lemmaOf('mice')).toBe('mouse');
  });

  it('is blanked over the form the sentence has', () => {
    expect(findBlank('We went home early.', 'went')).toMatchObject({ form: 'went', start: 3, end: 7 });
    expect(make('blankSub').question).toMatchObject({ type: 'blank', data: { sentence: 'We _____ home early.' } });
    expect(make('blankSub').correctAnswer).toBe('went');
  });

  it('accepts "went" and "go" as a short answer, and expects "went"', () => {
    const short = make('mtwSub');
    expect(short.correctAnswer).toBe('went');
    expect(isAcceptedAnswer('went', short.accepted!)).toBe(true);
    expect(isAcceptedAnswer('Go', short.accepted!)).toBe(true);
    expect(isAcceptedAnswer('gone', short.accepted!)).toBe(false);
  });
});
