import { describe, expect, it } from 'vitest';
import { isOffensiveLemma, offensiveGloss } from './offensive-words.ts';

describe('offensiveGloss', () => {
  it('marks glosses that call the sense a term of abuse, slur or sexual slang', () => {
    for (const gloss of [
      'obscene terms for penis',
      '(ethnic slur) offensive term for a person of Chinese descent',
      'derogatory term for a person who is fanatically dedicated to, or seeks to control, some activity',
      'an offensive and insulting term for any Black African',
      'insulting terms of address for people who are stupid or irritating or ridiculous',
      'vulgar slang for anus',
      'slang for sexual intercourse',
      '(sometimes offensive) an act of swindling or cheating',
      'a person suffering from Down syndrome (no longer used technically in this sense, now considered offensive)',
    ]) {
      expect(offensiveGloss(gloss), gloss).toBe(true);
    }
    // a sexual sense counts as slang when WordNet files it under the slang domain
    expect(offensiveGloss('pass one’s hands over the sexual organs of', true)).toBe(true);
  });

  it('leaves glosses that only speak of such words, or harmless slang', () => {
    for (const gloss of [
      'profane or obscene expression usually of surprise or anger',
      'an inoffensive or indirect expression that is substituted for one that is considered offensive or too harsh',
      'a defamatory or abusive word or phrase',
      'the action of attacking an enemy',
      'British slang for a swindle',
      '(slang) boss',
      'any of various edible decapod crustaceans',
    ]) {
      expect(offensiveGloss(gloss), gloss).toBe(false);
    }
    expect(offensiveGloss('(slang) a neighborhood', true)).toBe(false);
  });
});

describe('isOffensiveLemma', () => {
  const sense = (offensive: boolean, tagCount = 0, proper = false) => ({ offensive, tagCount, proper });

  it('blocks listed words and multi-word lemmas that contain one', () => {
    expect(isOffensiveLemma('whore', [sense(false, 3)])).toBe(true);
    expect(isOffensiveLemma('son of a bitch', [sense(true)])).toBe(true);
    expect(isOffensiveLemma('fuck-all', [sense(false)])).toBe(true);
    expect(isOffensiveLemma('bitter', [sense(false)])).toBe(false);
  });

  it('blocks a lemma most of whose common senses are offensive, names aside', () => {
    expect(isOffensiveLemma('nazi', [sense(false, 5, true), sense(true)])).toBe(true);
    expect(isOffensiveLemma('kraut', [sense(true), sense(true), sense(false)])).toBe(true);
  });

  it('blocks a lemma whose most used (tagged) sense is offensive, but not one with an untagged offensive first sense', () => {
    expect(isOffensiveLemma('slur', [sense(true, 2), sense(false), sense(false)])).toBe(true);
    // taco: WordNet lists the slur before the tortilla, untagged
    expect(isOffensiveLemma('taco', [sense(true), sense(false)])).toBe(false);
    expect(isOffensiveLemma('shrimp', [sense(true), sense(false), sense(false), sense(false)])).toBe(false);
    expect(isOffensiveLemma('spade', [sense(false, 4), sense(true)])).toBe(false);
    expect(isOffensiveLemma('the', [])).toBe(false);
  });
});
