/**
 * How the lexicon writes words: lower case, single spaces (WordNet's underscores too), plain
 * apostrophes. Kept apart from word-forms.ts so that queries need not load wink-lemmatizer.
 */
export function normalizeWord(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\s_]+/g, ' ').trim();
}
