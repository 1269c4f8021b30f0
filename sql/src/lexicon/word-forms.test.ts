import { describe, expect, it } from 'vitest';
import { findWordInSentence, lemmasOf, normalizeWord, sentenceUses } from './word-forms.ts';

describe('lemmasOf', () => {
  it('resolves irregular forms through wink-lemmatizer', () => {
    expect(lemmasOf('went')).toEqual(['go']);
    expect(lemmasOf('mice')).toEqual(['mouse']);
    expect(lemmasOf('children')).toEqual(['child']);
    expect(lemmasOf('ran')).toEqual(['run']);
  });

  it('resolves regular inflections', () => {
    expect(lemmasOf('studies')).toEqual(['study']);
    expect(lemmasOf('running')).toContain('run');
    expect(lemmasOf('Dogs')).toEqual(['dog']);
  });

  it('keeps a form that is a word of its own after its lemmas (better is good, well and better)', () => {
    expect(lemmasOf('better')).toEqual(['good', 'well', 'better']);
    expect(lemmasOf('saw')).toEqual(['see', 'saw']);
  });

  it('returns an unknown word as itself and nothing for blank input', () => {
    expect(lemmasOf('xyzzyq')).toEqual(['xyzzyq']);
    expect(lemmasOf('   ')).toEqual([]);
  });

  it('inflects the head of a multi-word form', () => {
    expect(lemmasOf('ice creams')).toContain('ice cream');
    expect(lemmasOf('gave up')).toContain('give up');
  });
});

describe('findWordInSentence', () => {
  it('finds any inflected form of a verb', () => {
    expect(findWordInSentence('She ran to the store.', 'run')).toEqual({ start: 4, end: 7, form: 'ran' });
    expect(findWordInSentence('He is running late', 'run')).toEqual({ start: 6, end: 13, form: 'running' });
    expect(findWordInSentence('The road runs north', 'run')).toEqual({ start: 9, end: 13, form: 'runs' });
  });

  it('finds plural nouns, regular and irregular', () => {
    expect(findWordInSentence('She studies hard; her studies are long', 'study')).toEqual({ start: 4, end: 11, form: 'studies' });
    expect(findWordInSentence('The Children laughed', 'child')).toEqual({ start: 4, end: 12, form: 'Children' });
    expect(findWordInSentence("the children's toys", 'child')).toEqual({ start: 4, end: 12, form: 'children' });
  });

  it('matches whole words only', () => {
    expect(findWordInSentence('The runway was closed', 'run')).toBeNull();
    expect(findWordInSentence('a scattering of seeds', 'cat')).toBeNull();
  });

  it('accepts an inflected form as the word to find (went finds goes)', () => {
    expect(findWordInSentence('She goes home', 'went')).toEqual({ start: 4, end: 8, form: 'goes' });
  });

  it('finds multi-word entries in any inflected form', () => {
    expect(findWordInSentence('We ate two ice creams today', 'ice cream')).toEqual({ start: 11, end: 21, form: 'ice creams' });
    expect(findWordInSentence('He gave up smoking', 'give up')).toEqual({ start: 3, end: 10, form: 'gave up' });
    expect(findWordInSentence('ice is cream', 'ice cream')).toBeNull();
  });

  it('returns null when the word is absent or blank', () => {
    expect(findWordInSentence('Nothing to see here', 'mouse')).toBeNull();
    expect(findWordInSentence('Nothing to see here', '  ')).toBeNull();
  });
});

describe('sentenceUses', () => {
  it('answers as findWordInSentence does, word by word', () => {
    const sentences = ['The children ran to the store', 'He gave up smoking', "the dog's bone", 'She studies in the mornings'];
    const words = ['child', 'run', 'store', 'give up', 'dog', 'bone', 'study', 'morning', 'go', 'cat', 'went', 'give'];
    for (const sentence of sentences) {
      const uses = sentenceUses(sentence);
      for (const word of words) expect(uses(word), `${word} in "${sentence}"`).toBe(findWordInSentence(sentence, word) !== null);
    }
  });
});

describe('normalizeWord', () => {
  it('lower-cases and writes WordNet underscores and runs of spaces as one space', () => {
    expect(normalizeWord('  Ice_Cream  ')).toBe('ice cream');
    expect(normalizeWord('ice \t cream')).toBe('ice cream');
    expect(normalizeWord('O\u2019Clock')).toBe("o'clock");
  });
});
