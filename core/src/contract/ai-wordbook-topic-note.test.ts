import { describe, expect, it } from 'vitest';
import { topicNoteText, ZWordbookNextStreamResult } from './ai-wordbook.ts';

describe('topicNoteText', () => {
  it('counts the related words and the common ones', () => {
    expect(topicNoteText({ prompt: 'travel and airports', related: 12, total: 30 })).toBe(
      'Only 12 of 30 words relate closely to “travel and airports”; the other 18 are common words at your level.',
    );
  });
  it('reads well for one, for one left over, and for none', () => {
    expect(topicNoteText({ prompt: 'sudoku', related: 1, total: 20 })).toBe(
      'Only 1 of 20 words relates closely to “sudoku”; the other 19 are common words at your level.',
    );
    expect(topicNoteText({ prompt: 'sudoku', related: 19, total: 20 })).toBe(
      'Only 19 of 20 words relate closely to “sudoku”; the other one is a common word at your level.',
    );
    expect(topicNoteText({ prompt: 'quokka', related: 0, total: 20 })).toBe(
      'None of the 20 words relate closely to “quokka”; they are common words at your level.',
    );
  });
  it('is optional in the result: an earlier draft without it still parses', () => {
    const result = { words: [], saved: false, wordbook: { id: 'd' }, provider: 'lexicon' };
    expect(ZWordbookNextStreamResult.parse(result).topic_note).toBeUndefined();
    expect(ZWordbookNextStreamResult.parse({ ...result, topic_note: null }).topic_note).toBeNull();
  });
});
