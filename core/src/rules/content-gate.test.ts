import { describe, expect, it } from 'vitest';
import { cleanExample, cleanGloss, containsWordForm, foreignOrLetterGloss, lemmaPassesGate, optionPassesGate, tooShortToAsk, unfitGloss } from './content-gate.ts';

describe('the content gate', () => {
  it('finds sexual, drug and violent-crime definitions (the level test asked or showed these)', () => {
    for (const gloss of [
      'manual stimulation of the genital organs (of yourself or another) for sexual pleasure',
      'the muscular tube that leads from the uterus to the vulva',
      'an erotic person',
      'a narcotic that is addictive',
      'the crime of forcing another person to submit to sex acts',
    ]) {
      expect(unfitGloss(gloss), gloss).toBe(true);
    }
    for (const gloss of ['a building where people live', 'a feline mammal usually having thick soft fur', 'a young person']) {
      expect(unfitGloss(gloss), gloss).toBe(false);
    }
    // words that merely start like one are not caught
    expect(unfitGloss('a bag of sextants and analgesics')).toBe(false);
  });

  it('finds letters, abbreviations and foreign words asked as English', () => {
    for (const gloss of [
      'the 7th letter of the Greek alphabet',
      'the 14th letter of the Roman alphabet',
      'an Italian title or form of address for a married woman',
      'a friend (Spanish)',
      'an abbreviation for the United Nations',
      'formerly a term of respect for important white Europeans in colonial India; used after the name',
      'the leader of a town or community in some parts of Asia Minor and the Indian subcontinent',
    ]) {
      expect(foreignOrLetterGloss(gloss), gloss).toBe(true);
    }
    for (const gloss of ['a person you know well and like', 'a language spoken in Spain', 'write a letter to someone']) {
      expect(foreignOrLetterGloss(gloss), gloss).toBe(false);
    }
  });

  it('finds the asked word or a form of it in a meaning', () => {
    expect(containsWordForm('variety', 'a collection containing a variety of sorts of things')).toBe(true);
    expect(containsWordForm('arch', 'form an arch or curve')).toBe(true);
    expect(containsWordForm('arch', 'arched over the door')).toBe(true);
    expect(containsWordForm('stalker', 'someone who stalks game')).toBe(true);
    expect(containsWordForm('happy', 'full of happiness')).toBe(true);
    expect(containsWordForm('ice cream', 'frozen cream, sweetened')).toBe(true);
    expect(containsWordForm('Cat', 'a CAT of the house')).toBe(true);
    expect(containsWordForm('cat', 'a category of things')).toBe(false);
    expect(containsWordForm('art', 'a short article')).toBe(false);
    expect(containsWordForm('variety', 'various things')).toBe(false);
    expect(containsWordForm('house', 'a building where people live')).toBe(false);
  });

  it('shows every meaning the same way: no part-of-speech label, no WordNet markup', () => {
    expect(cleanGloss('(noun) a building where people live')).toBe('a building where people live');
    expect(cleanGloss('(verb)  move fast')).toBe('move fast');
    expect(cleanGloss("sick (`ill' is often used as a combining form)")).toBe('sick ("ill" is often used as a combining form)');
    expect(cleanGloss("Don't run--you'll be out of breath")).toBe("Don't run – you'll be out of breath");
    expect(cleanGloss('(of a person) brave')).toBe('(of a person) brave');
    expect(cleanExample('"Don\'t run--you\'ll be out of breath"')).toBe("Don't run – you'll be out of breath");
  });

  it('passes a plain item and its options, and fails any one rule', () => {
    expect(lemmaPassesGate('house', 'a dwelling that serves as living quarters for one or more families')).toBe(true);
    expect(lemmaPassesGate('variety', 'a collection containing a variety of sorts of things')).toBe(false);
    expect(lemmaPassesGate('eta', 'the 7th letter of the Greek alphabet')).toBe(false);
    // A foreign word whose definition does not say so.
    expect(lemmaPassesGate('amigo', 'a friend or comrade')).toBe(false);
    expect(lemmaPassesGate('friend', 'a person you know well and regard with affection and trust')).toBe(true);
    expect(lemmaPassesGate('masturbation', 'manual stimulation of the genital organs for sexual pleasure')).toBe(false);
    expect(optionPassesGate('stalker', 'the muscular tube that leads from the uterus to the vulva')).toBe(false);
    expect(optionPassesGate('stalker', 'a person who follows another secretly')).toBe(true);
  });
});

describe('short lemmas', () => {
  it('asks two-letter words only when they are words a learner needs', () => {
    for (const lemma of ['en', 'em', 'la', 're', 'ex']) expect(tooShortToAsk(lemma), lemma).toBe(true);
    for (const lemma of ['go', 'up', 'ox', 'cat']) expect(tooShortToAsk(lemma), lemma).toBe(false);
  });
});
