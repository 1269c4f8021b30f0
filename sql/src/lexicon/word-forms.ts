import lemmatize from 'wink-lemmatizer';
import baseWords from 'wink-lexicon/src/wn-words.js';
import { normalizeWord } from './normalize-word.ts';

export { normalizeWord };

/**
 * Word forms and lemmas without a database: wink-lemmatizer (WordNet's morphy rules and
 * exception lists) for nouns, verbs and adjectives, plus WordNet's seven adverb exceptions,
 * which wink-lemmatizer does not cover.
 */
const ADVERB_EXCEPTIONS: Record<string, string> = {
  best: 'well',
  better: 'well',
  deeper: 'deeply',
  farther: 'far',
  further: 'far',
  harder: 'hard',
  hardest: 'hard',
};

/** Whether WordNet (as wink-lexicon lists it) has this single word as a base form. */
export function isBaseWord(word: string): boolean {
  return Object.hasOwn(baseWords, word);
}

function lemmasOfOneWord(word: string): string[] {
  const found: string[] = [];
  for (const lemma of [lemmatize.noun(word), lemmatize.verb(word), lemmatize.adjective(word), ADVERB_EXCEPTIONS[word]]) {
    if (lemma && lemma !== word && !found.includes(lemma)) found.push(lemma);
  }
  // A base form is its own lemma too (better is a word and a form of good); an unknown word stays itself.
  if (found.length === 0 || isBaseWord(word)) found.push(word);
  return found;
}

/**
 * The lemma(s) of a word form (went -> ['go'], better -> ['good', 'well', 'better']), via
 * wink-lemmatizer. Multi-word forms inflect their first word (gave up -> give up) or their
 * last (ice creams -> ice cream), as WordNet's collocations do.
 */
export function lemmasOf(form: string): string[] {
  const word = normalizeWord(form);
  if (word === '') return [];
  const parts = word.split(' ');
  if (parts.length === 1) return lemmasOfOneWord(word);
  const found: string[] = [];
  const add = (lemma: string) => {
    if (!found.includes(lemma)) found.push(lemma);
  };
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  for (const lemma of lemmasOfOneWord(first)) if (lemma !== first) add([lemma, ...parts.slice(1)].join(' '));
  for (const lemma of lemmasOfOneWord(last)) if (lemma !== last) add([...parts.slice(0, -1), lemma].join(' '));
  add(word);
  return found;
}

/** The lemmas a sentence token may stand for; memoised because the seed asks for the same tokens often. */
const tokenLemmaCache = new Map<string, string[]>();
function tokenLemmas(token: string): string[] {
  let lemmas = tokenLemmaCache.get(token);
  if (!lemmas) {
    lemmas = lemmasOfOneWord(token);
    if (tokenLemmaCache.size > 200_000) tokenLemmaCache.clear();
    tokenLemmaCache.set(token, lemmas);
  }
  return lemmas;
}

type TToken = { start: number; end: number; text: string };

// Words with inner hyphens or apostrophes stay one token (well-known, o'clock); a possessive 's is split off below.
const TOKEN = /[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu;

function tokenize(sentence: string): TToken[] {
  const tokens: TToken[] = [];
  for (const m of sentence.matchAll(TOKEN)) {
    let text = m[0];
    const possessive = /^(.+)['\u2019]s$/i.exec(text);
    if (possessive) text = possessive[1]!;
    // Tokens hold no spaces or underscores: lower case and a plain apostrophe are all normalizeWord would change.
    tokens.push({ start: m.index, end: m.index + text.length, text: text.toLowerCase().replace(/\u2019/g, "'") });
  }
  return tokens;
}

/** What a word (or each part of a multi-word entry) may appear as: itself and, unless it is a base form, its lemmas' forms. */
function targetsOf(parts: string[]): string[][] {
  return parts.map((part) => (isBaseWord(part) || part.includes('-') || part.includes("'") ? [part] : lemmasOfOneWord(part)));
}

function splitWord(word: string): string[] {
  return normalizeWord(word)
    .split(' ')
    .filter((p) => p !== '');
}

function findInTokens(sentence: string, tokens: TToken[], parts: string[]): { start: number; end: number; form: string } | null {
  const targets = targetsOf(parts);
  const matches = (token: string, i: number) => {
    if (token === parts[i]) return true;
    const want = targets[i]!;
    return want.includes(token) || tokenLemmas(token).some((lemma) => want.includes(lemma));
  };
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    let k = 0;
    while (k < parts.length && matches(tokens[i + k]!.text, k)) k++;
    if (k === parts.length) {
      const start = tokens[i]!.start;
      const end = tokens[i + parts.length - 1]!.end;
      return { start, end, form: sentence.slice(start, end) };
    }
  }
  return null;
}

/**
 * Finds the word (any inflected form) in a sentence: the first matching token's span, or null.
 * A base word matches its own inflections (run: ran, running, runs); a form the caller passes
 * (went) matches the inflections of its lemma (go, goes, gone). Multi-word entries match
 * consecutive tokens, each part in any inflected form.
 */
export function findWordInSentence(sentence: string, word: string): { start: number; end: number; form: string } | null {
  const parts = splitWord(word);
  if (parts.length === 0) return null;
  return findInTokens(sentence, tokenize(sentence), parts);
}

/**
 * For testing many words against one sentence (the seed does, for every word of a synset):
 * `sentenceUses(sentence)(word)` equals `findWordInSentence(sentence, word) !== null`, with the
 * sentence tokenised and lemmatised once.
 */
export function sentenceUses(sentence: string): (word: string) => boolean {
  const tokens = tokenize(sentence);
  const texts = new Set(tokens.map((t) => t.text));
  const textsAndLemmas = new Set(texts);
  for (const text of texts) for (const lemma of tokenLemmas(text)) textsAndLemmas.add(lemma);
  return (word) => {
    const parts = splitWord(word);
    if (parts.length === 0) return false;
    if (parts.length > 1) return findInTokens(sentence, tokens, parts) !== null;
    return texts.has(parts[0]!) || targetsOf(parts)[0]!.some((target) => textsAndLemmas.has(target));
  };
}
