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

describe('Choose the Meaning: every choice marked the same way', () => {
  const row = (id: string, text: string, meaning: string | null, aiDefinitions: string[] = []): TPracticeWordRow => ({
    id,
    text,
    meaning,
    example: null,
    aiDefinitions,
    aiExamples: [],
    selectedMeaningIndex: 0,
    selectedExampleIndex: 0,
  });
  // The built-in dictionary's meanings carry their part of speech and, for the main sense, a translation; a learner's own does not.
  const house = wordMaterial(row('w1', 'house', null, ['(noun) a dwelling that serves as living quarters for one or more families — Haus']), { useAllAiData: false, isPro: false });
  const others = [
    wordMaterial(row('w2', 'kettle', 'a metal pot for stewing or boiling'), { useAllAiData: false, isPro: false }),
    wordMaterial(row('w3', 'ladder', null, ['(noun) steps consisting of two parallel members connected by rungs']), { useAllAiData: false, isPro: false }),
  ];
  const lexicon = [{ lemma: 'spoon', gloss: 'a piece of cutlery with a shallow bowl' }];

  it('shows no translation or part of speech that only some choices carry', () => {
    for (let i = 0; i < 20; i++) {
      const made = makeQuestion({ material: house, mode: 'wtmObj', pass: 1, numChoices: 4, pool: distractorPool([house, ...others]), lexicon })!;
      const choices = made.question.type === 'mcq' ? made.question.data.choices : [];
      expect(choices).toHaveLength(4);
      expect(choices.filter((c) => c.includes(' — '))).toEqual([]);
      expect(choices.filter((c) => /^\((noun|verb|adjective|adverb)\) /.test(c))).toEqual([]);
      expect(choices[made.correctIndex!]).toBe('a dwelling that serves as living quarters for one or more families');
      expect(made.correctAnswer).toBe(choices[made.correctIndex!]);
    }
  });

  it('keeps the marks when every choice has them', () => {
    const a = wordMaterial(row('a', 'house', null, ['(noun) a dwelling that serves as living quarters — Haus']), { useAllAiData: false, isPro: false });
    const b = wordMaterial(row('b', 'cat', null, ['(noun) a small domesticated feline — Katze']), { useAllAiData: false, isPro: false });
    const made = makeQuestion({ material: a, mode: 'wtmObj', pass: 1, numChoices: 2, pool: distractorPool([a, b]), lexicon: [] })!;
    expect(made.question.type === 'mcq' && [...made.question.data.choices].sort()).toEqual(['(noun) a dwelling that serves as living quarters — Haus', '(noun) a small domesticated feline — Katze']);
  });
});
