import { describe, expect, it } from 'vitest';
import { findWholeWord } from './whole-word.ts';

describe('findWholeWord', () => {
  it('finds the word in any case, only as a whole word', () => {
    expect(findWholeWord('The Cat sat on the mat.', 'cat')).toEqual({ start: 4, end: 7 });
    expect(findWholeWord('A catalogue of cats.', 'cat')).toBeNull();
    expect(findWholeWord('concat, then cat', 'cat')).toEqual({ start: 13, end: 16 });
    expect(findWholeWord('snake_case', 'case')).toBeNull();
    expect(findWholeWord('café au lait', 'caf')).toBeNull();
    expect(findWholeWord('route 66b', '66')).toBeNull();
    expect(findWholeWord('𝒜cat', 'cat')).toBeNull();
  });

  it('matches a phrase across any white space and takes its words literally', () => {
    expect(findWholeWord('We ate ice\n  cream.', 'ice cream')).toEqual({ start: 7, end: 18 });
    expect(findWholeWord('Is it 3.5 or 395?', '3.5')).toEqual({ start: 6, end: 9 });
    expect(findWholeWord('Is it 395?', '3.5')).toBeNull();
    expect(findWholeWord('(a+b)', 'a+b')).toEqual({ start: 1, end: 4 });
  });

  it('finds nothing for an empty word', () => {
    expect(findWholeWord('anything', '  ')).toBeNull();
  });
});
