import { FREE_VISIBLE_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { isValidMeaning, normaliseAnswer, usableModes, type TPracticeMode } from '@wordbook/core/rules/practice-rules';
import { displayedText } from '@wordbook/core/rules/wordbook-rules';
import { findWholeWord } from '@wordbook/core/rules/whole-word';
import { findWordInSentence, lemmasOf, normalizeWord } from '@wordbook/sql/lexicon/word-forms';
import type { TPracticeWordRow } from '@wordbook/sql/queries/practice';

/** A sentence in which the word was found, with the span to blank out. */
export type TBlankableExample = { sentence: string; start: number; end: number; form: string };

/** What practice can ask about one word. */
export type TWordMaterial = {
  id: string;
  text: string;
  /** Valid meanings, the displayed one first (only it unless useAllAiData). */
  meanings: string[];
  /** Examples in which the word can be blanked, the displayed one first (only it unless useAllAiData). */
  examples: TBlankableExample[];
  /** The dictionary form when the word is an inflected one (went -> go), else null: short answers accept it too. */
  lemma: string | null;
  displayedMeaning: string | null;
  displayedExample: string | null;
  usableFor: Record<TPracticeMode, boolean>;
};

/**
 * Where the word sits in the sentence: any inflected form through the lexicon's word forms
 * (went for go, mice for mouse); failing that the word as written, as a whole word (names and
 * words the lemmatiser does not know). Null when the sentence does not use the word.
 */
export function findBlank(sentence: string, word: string): TBlankableExample | null {
  const text = word.trim();
  if (text.length === 0 || sentence.trim().length === 0) return null;
  let span = findWordInSentence(sentence, text);
  if (!span) {
    const found = findWholeWord(sentence, text);
    if (found) span = { ...found, form: sentence.slice(found.start, found.end) };
  }
  if (!span) return null;
  // A "sentence" that is nothing but the word gives nothing to fill in.
  const rest = (sentence.slice(0, span.start) + sentence.slice(span.end)).replace(/[^\p{L}\p{N}]/gu, '');
  if (rest.length === 0) return null;
  return { sentence, ...span };
}

/** The word's dictionary form when it is an inflected form and not a word of its own (went -> go; better stays). */
export function lemmaOf(text: string): string | null {
  const word = normalizeWord(text);
  const lemmas = lemmasOf(word);
  return lemmas.length === 0 || lemmas.includes(word) ? null : lemmas[0]!;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The meanings and examples practice may use for a word. By default only what the dashboard
 * displays (the learner's own text, else the selected AI alternative); with useAllAiData also
 * every AI alternative the learner may see (Free: the first two).
 */
export function wordMaterial(row: TPracticeWordRow, options: { useAllAiData: boolean; isPro: boolean }): TWordMaterial {
  const visible = (items: string[]) => (options.isPro ? items : items.slice(0, FREE_VISIBLE_ALTERNATIVES));
  const aiDefinitions = visible(row.aiDefinitions).filter((d) => typeof d === 'string');
  const aiExamples = visible(row.aiExamples).filter((e) => typeof e === 'string');
  const displayedMeaning = displayedText(row.meaning, aiDefinitions, row.selectedMeaningIndex)?.trim() || null;
  const displayedExample = displayedText(row.example, aiExamples, row.selectedExampleIndex)?.trim() || null;

  const meaningCandidates = [displayedMeaning, ...(options.useAllAiData ? [row.meaning, ...aiDefinitions] : [])];
  const meanings = uniqueBy(
    meaningCandidates.filter((m): m is string => isValidMeaning(m, row.text)).map((m) => m.trim()),
    normaliseAnswer,
  );
  const exampleCandidates = [displayedExample, ...(options.useAllAiData ? [row.example, ...aiExamples] : [])];
  const examples = uniqueBy(
    exampleCandidates
      .filter((e): e is string => typeof e === 'string' && e.trim().length > 0)
      .map((e) => findBlank(e.trim(), row.text))
      .filter((e): e is TBlankableExample => e !== null),
    (e) => normaliseAnswer(e.sentence),
  );
  return {
    id: row.id,
    text: row.text,
    lemma: lemmaOf(row.text),
    meanings,
    examples,
    displayedMeaning,
    displayedExample,
    usableFor: usableModes({ hasValidMeaning: meanings.length > 0, hasValidExample: examples.length > 0 }),
  };
}
