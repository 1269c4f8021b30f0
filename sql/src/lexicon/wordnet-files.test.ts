import { describe, expect, it } from 'vitest';
import { splitGloss } from './wordnet-files.ts';

describe('splitGloss', () => {
  it('splits a WordNet gloss into its definition and its quoted examples', () => {
    expect(splitGloss('a tangible and visible entity; an entity that can cast a shadow; "it was full of rackets, balls and other objects"  ')).toEqual({
      definition: 'a tangible and visible entity; an entity that can cast a shadow',
      examples: ['it was full of rackets, balls and other objects'],
    });
  });

  it('keeps semicolons inside examples and drops attributions', () => {
    expect(splitGloss('nothing; "he knows; she knows"; "my house is bigger than yours"- Shakespeare')).toEqual({
      definition: 'nothing',
      examples: ['he knows; she knows', 'my house is bigger than yours'],
    });
  });

  it('takes examples brought in with a colon or e.g.', () => {
    expect(splitGloss('connect to a vehicle: "hitch the trailer to the car"')).toEqual({ definition: 'connect to a vehicle', examples: ['hitch the trailer to the car'] });
    expect(splitGloss('a summary list; as in e.g. "a news roundup"  ')).toEqual({ definition: 'a summary list', examples: ['a news roundup'] });
  });

  it('leaves quotes inside a definition as typographic quotes, never a trailing straight one', () => {
    expect(splitGloss('a demand especially in the phrase "the call of duty"  ')).toEqual({
      definition: 'a demand especially in the phrase \u201cthe call of duty\u201d',
      examples: [],
    });
  });

  it('returns an empty definition for an empty gloss', () => {
    expect(splitGloss('')).toEqual({ definition: '', examples: [] });
  });
});
