import { describe, expect, it } from 'vitest';
import {
  checkPrompt,
  checkWordCount,
  dateInTimeZone,
  generatedWordbookName,
  isKnownTimeZone,
  promptError,
  promptMessages as M,
  sanitizePrompt,
  wordCountBounds,
} from './wordbook-prompt-rules.ts';

describe('AI wordbook prompt rules', () => {
  it('sanitises: composes accents, straightens apostrophes, collapses and trims spaces', () => {
    expect(sanitizePrompt('  cafe\u0301   words\t\n for  kids ')).toBe('café words for kids');
    expect(sanitizePrompt('children\u2019s games')).toBe("children's games");
    expect(checkPrompt('   ')).toEqual({ prompt: '', error: null });
  });

  it('accepts letters, digits, spaces, accented letters and , . \' ( ) -', () => {
    for (const prompt of ['Café, crème (French) - 2 levels.', "rock 'n' roll (1950s)", 'Ångström, naïve, señor, Łódź', 'x'.repeat(80)]) {
      expect(checkPrompt(prompt)).toEqual({ prompt, error: null });
    }
  });

  it('refuses more than 80 characters (after sanitising) with "Max 80 characters."', () => {
    expect(promptError('x'.repeat(81))).toBe(M.tooLong);
    expect(promptError(`  ${'x'.repeat(80)}   `)).toBeNull();
    expect(promptError(`a  b ${'x'.repeat(76)}`)).toBeNull(); // 80 once the double space is collapsed
  });

  it('refuses links, e-mail addresses and blocked words with "Please remove disallowed content."', () => {
    for (const bad of [
      'see https://example.com',
      'words from www.example.org',
      'travel.com words',
      'mail me at learner@example.com',
      'porn words',
      'ways to KILL',
      'murdered people',
      'nazi history',
      'sexy outfits',
      'pórn', // accents do not hide a blocked word
    ]) {
      expect(promptError(bad), bad).toBe(M.disallowed);
    }
    // whole words only
    for (const fine of ['Sussex and Essex towns', 'skills for work', 'a sextet of musicians']) expect(promptError(fine), fine).toBeNull();
  });

  it('refuses other characters with "Contains unsupported characters."', () => {
    for (const bad of ['food & drink', 'what? words', 'colours: red', 'email @ home', '한국어 단어', 'price $5', 'under_score', 'semi;colon', 'emoji 🙂']) {
      expect(promptError(bad), bad).toBe(M.unsupported);
    }
  });

  it('checks in the spec order: length first, then content, then characters', () => {
    expect(promptError(`https://x.com ${'&'.repeat(80)}`)).toBe(M.tooLong);
    expect(promptError('kill & maim')).toBe(M.disallowed);
  });
});

describe('word count bounds', () => {
  it('are 20–150 for Pro and 20–50 otherwise, 50 by default', () => {
    expect(wordCountBounds(true)).toEqual({ min: 20, max: 150, default: 50 });
    expect(wordCountBounds(false)).toEqual({ min: 20, max: 50, default: 50 });
    expect(checkWordCount(undefined, false)).toEqual({ count: 50, error: null });
    expect(checkWordCount('', true)).toEqual({ count: 50, error: null });
  });

  it('accept whole numbers (or numeric strings) within the bounds, else "Enter between {min} and {max} words"', () => {
    expect(checkWordCount(150, true)).toEqual({ count: 150, error: null });
    expect(checkWordCount('20', false)).toEqual({ count: 20, error: null });
    for (const bad of [19, 151, 20.5, 'abc', '1e2', -5, true, {}]) {
      expect(checkWordCount(bad, true), String(bad)).toEqual({ count: null, error: 'Enter between 20 and 150 words' });
    }
    for (const bad of [51, 150, 0]) expect(checkWordCount(bad, false)).toEqual({ count: null, error: 'Enter between 20 and 50 words' });
  });

  it("take a study plan day's own goal from 1 word, still within the plan's ceiling", () => {
    expect(checkWordCount(5, false, true)).toEqual({ count: 5, error: null });
    expect(checkWordCount(1, true, true)).toEqual({ count: 1, error: null });
    expect(checkWordCount(0, false, true)).toEqual({ count: null, error: 'Enter between 1 and 50 words' });
    expect(checkWordCount(151, true, true)).toEqual({ count: null, error: 'Enter between 1 and 150 words' });
  });
});

describe('generated wordbook name', () => {
  it('names the prompt (or the level) and the date, within 48 characters, with a number to make it unique', () => {
    expect(generatedWordbookName({ prompt: 'cooking', level: 5, date: '2026-03-01' })).toBe('AI: cooking (2026-03-01)');
    expect(generatedWordbookName({ prompt: '', level: 5, date: '2026-03-01', n: 3 })).toBe('AI: Level 5 words (2026-03-01) 3');
    const long = generatedWordbookName({ prompt: 'x'.repeat(80), level: 5, date: '2026-03-01', n: 12 });
    expect(long).toHaveLength(48);
    expect(long).toMatch(/^AI: x+… \(2026-03-01\) 12$/);
  });

  it('dates in the learner’s time zone', () => {
    const at = new Date('2026-03-01T20:30:00Z');
    expect(dateInTimeZone(at, 'Asia/Seoul')).toBe('2026-03-02');
    expect(dateInTimeZone(at, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(dateInTimeZone(at, null)).toBe('2026-03-01');
    expect(isKnownTimeZone('Asia/Seoul')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
