import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, searchArticles } from './help-articles';

describe('help article search', () => {
  it('finds the articles holding every word, in title or text, ignoring case', () => {
    expect(searchArticles('PASSWORD forgot').map((a) => a.id)).toEqual(['forgot-password']);
    expect(searchArticles('refund').map((a) => a.id)).toEqual(['pro-refund']);
  });

  it('lists every article for an empty query and none for words no article has', () => {
    expect(searchArticles('   ')).toEqual(HELP_ARTICLES);
    expect(searchArticles('submarine')).toEqual([]);
  });
});
