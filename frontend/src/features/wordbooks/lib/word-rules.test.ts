import type { TWord } from '@wordbook/core/contract/wordbooks';
import { describe, expect, it } from 'vitest';
import { findDuplicateWord, forceFor, hiddenAlternatives, hiddenAlternativesNote, lacks, shownText, sortWordbooks, sortWords, visibleAlternatives } from './word-rules';

function word(overrides: Partial<TWord> = {}): TWord {
  return {
    id: 'w1',
    wordbook_id: 'b1',
    user_id: 'u1',
    text: 'run',
    meaning: null,
    meaning_origin: null,
    example: null,
    example_origin: null,
    ai_definitions: [],
    ai_examples: [],
    selected_meaning_index: 0,
    selected_example_index: 0,
    meta_total_definitions: 0,
    meta_total_examples: 0,
    ai_definitions_language: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('word rules', () => {
  it('shows the learner’s own meaning first, else the AI alternative at the selected index', () => {
    const ai = { ai_definitions: ['move fast', 'operate'], selected_meaning_index: 1 };
    expect(shownText(word({ ...ai, meaning: 'my words', meaning_origin: 'user' }), 'definition')).toBe('my words');
    expect(shownText(word(ai), 'definition')).toBe('operate');
    expect(shownText(word({ ...ai, meaning: 'move fast', meaning_origin: 'ai' }), 'definition')).toBe('operate');
    expect(shownText(word(), 'example')).toBeNull();
    expect(lacks(word(), 'example')).toBe(true);
  });

  it('Free sees 2 alternatives and is told how many more are hidden', () => {
    const w = word({ ai_definitions: ['a', 'b', 'c'], meta_total_definitions: 6, ai_examples: ['x'], meta_total_examples: 1 });
    expect(visibleAlternatives(w, 'definition', false)).toEqual(['a', 'b']);
    expect(hiddenAlternatives(w, 'definition', false)).toBe(4);
    expect(hiddenAlternatives(w, 'definition', true)).toBe(0);
    expect(hiddenAlternatives(w, 'example', false)).toBe(0);
    expect(hiddenAlternativesNote(4, 'definition')).toBe('4 more definitions hidden. Upgrade to Pro');
    expect(hiddenAlternativesNote(1, 'example')).toBe('1 more example hidden. Upgrade to Pro');
  });

  it('finds a duplicate word ignoring case and spaces', () => {
    const words = [word({ id: 'a', text: 'Run' }), word({ id: 'b', text: 'give up' })];
    expect(findDuplicateWord(words, '  run ')?.id).toBe('a');
    expect(findDuplicateWord(words, 'GIVE  UP')?.id).toBe('b');
    expect(findDuplicateWord(words, 'run', 'a')).toBeUndefined();
    expect(findDuplicateWord(words, 'walk')).toBeUndefined();
  });

  it('sorts wordbooks oldest first by default order, or newest first', () => {
    const books = [
      { name: 'B', created_at: '2026-02-01T00:00:00Z' },
      { name: 'A', created_at: '2026-01-01T00:00:00Z' },
    ];
    expect(sortWordbooks(books, 'oldest').map((b) => b.name)).toEqual(['A', 'B']);
    expect(sortWordbooks(books, 'newest').map((b) => b.name)).toEqual(['B', 'A']);
    expect(sortWords([word({ text: 'beta' }), word({ text: 'Alpha' })], 'alphabetical').map((w) => w.text)).toEqual(['Alpha', 'beta']);
  });

  it('decides the force mode from the check and the wordbook’s reuse setting', () => {
    expect(forceFor(false, 'ask', true)).toBe('auto');
    expect(forceFor(false, 'reuse', true)).toBe('auto');
    expect(forceFor(true, 'reuse', true)).toBe('reuse');
    expect(forceFor(true, 'regenerate', true)).toBe('regenerate');
    expect(forceFor(true, 'ask', true)).toBe('ask');
  });

  it('loads the earlier data without asking when a new generation could only repeat it', () => {
    expect(forceFor(true, 'ask', false)).toBe('reuse');
    expect(forceFor(true, 'regenerate', false)).toBe('reuse');
    expect(forceFor(false, 'ask', false)).toBe('auto');
  });
});
