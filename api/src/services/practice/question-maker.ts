import type { TPracticeQuestion } from '@wordbook/core/contract/practice';
import { cleanGloss, containsWordForm, lemmaPassesGate, optionPassesGate } from '@wordbook/core/rules/content-gate';
import { BLANK, MODE_INSTRUCTIONS, normaliseAnswer, type TPlayableMode } from '@wordbook/core/rules/practice-rules';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { rankOf, wordsInRankRange } from '@wordbook/sql/queries/lexicon';
import type { TBlankableExample, TWordMaterial } from './word-material.ts';

/**
 * Makes each item's question once, at session creation: the stem, the choices (the correct one
 * at a random place) and the accepted answers. Distractors come from the wordbook's other words
 * and meanings; when the wordbook has too few, from the lexicon's words of similar frequency.
 */

export type TMadeQuestion = {
  question: TPracticeQuestion;
  correctIndex: number | null;
  accepted: string[] | null;
  correctAnswer: string;
};

/** Words of similar frequency with their first gloss, for a small wordbook's distractors. */
export type TLexiconNeighbour = { lemma: string; gloss: string };

/** The wordbook's words and meanings that can stand as wrong choices. */
export type TDistractorPool = {
  /** every word of the wordbook with its displayed meaning */
  words: { key: string; text: string; meaningKey: string | null }[];
  /** every valid displayed meaning with its word */
  meanings: { key: string; text: string; wordKey: string }[];
};

export function distractorPool(materials: TWordMaterial[]): TDistractorPool {
  const words = new Map<string, TDistractorPool['words'][number]>();
  const meanings = new Map<string, TDistractorPool['meanings'][number]>();
  for (const m of materials) {
    const key = normaliseAnswer(m.text);
    const meaning = m.meanings[0] ?? null;
    if (!words.has(key)) words.set(key, { key, text: m.text.trim(), meaningKey: meaning ? normaliseAnswer(meaning) : null });
    if (meaning && !meanings.has(normaliseAnswer(meaning))) meanings.set(normaliseAnswer(meaning), { key: normaliseAnswer(meaning), text: meaning, wordKey: key });
  }
  return { words: [...words.values()], meanings: [...meanings.values()] };
}

export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** How many wrong choices the pool offers this word in this mode (before the lexicon is asked). */
export function poolDistractorCount(pool: TDistractorPool, material: TWordMaterial, mode: TPlayableMode): number {
  return mode === 'wtmObj' ? meaningDistractors(pool, material).length : wordDistractors(pool, material, null).length;
}

function wordDistractors(pool: TDistractorPool, material: TWordMaterial, blank: TBlankableExample | null): string[] {
  const own = normaliseAnswer(material.text);
  const ownMeanings = new Set(material.meanings.map(normaliseAnswer));
  const form = blank ? normaliseAnswer(blank.form) : null;
  // A word with the same meaning, or the very form in the sentence, would be a second right answer.
  return pool.words.filter((w) => w.key !== own && w.key !== form && !(w.meaningKey && ownMeanings.has(w.meaningKey))).map((w) => w.text);
}

function meaningDistractors(pool: TDistractorPool, material: TWordMaterial): string[] {
  const own = normaliseAnswer(material.text);
  const ownMeanings = new Set(material.meanings.map(normaliseAnswer));
  return pool.meanings.filter((m) => m.wordKey !== own && !ownMeanings.has(m.key)).map((m) => m.text);
}

/** Up to `count` distinct wrong choices: the wordbook's first (in random order), then the lexicon's. */
function pickDistractors(fromWordbook: string[], fromLexicon: string[], correct: string, count: number): string[] {
  const taken = new Set([normaliseAnswer(correct)]);
  const picked: string[] = [];
  for (const candidate of [...shuffle(fromWordbook), ...shuffle(fromLexicon)]) {
    if (picked.length >= count) break;
    const key = normaliseAnswer(candidate);
    if (key.length === 0 || taken.has(key)) continue;
    taken.add(key);
    picked.push(candidate);
  }
  return picked;
}

function multipleChoice(stem: string, correct: string, distractors: string[], sentence?: string): TMadeQuestion | null {
  // A question needs at least one wrong choice.
  if (distractors.length === 0) return null;
  const correctIndex = Math.floor(Math.random() * (distractors.length + 1));
  const choices = [...distractors];
  choices.splice(correctIndex, 0, correct);
  const data = sentence === undefined ? { stem, choices } : { stem, choices, sentence };
  return { question: { type: 'mcq', data }, correctIndex, accepted: null, correctAnswer: correct };
}

const POS_MARK = /^\((noun|verb|adjective|adverb)\) /;
/** The built-in dictionary's translation after a meaning (withTranslation): one or two short terms after " — ". */
const TRANSLATION_MARK = / — ([^—.!?;:]{1,40})(, [^—.!?;:,]{1,40})?$/u;

/**
 * Meanings as choices, all marked alike: a part of speech or a translation that only some choices
 * carry (the built-in dictionary's meaning beside a learner's own or a lexicon gloss) would point at
 * the right one, so such a mark is kept only when every choice has it.
 */
export function alikeMeaningChoices(choices: readonly string[]): string[] {
  const all = (mark: RegExp) => choices.every((c) => mark.test(c));
  const keepPos = all(POS_MARK);
  const keepTranslation = all(TRANSLATION_MARK);
  return choices.map((c) => {
    let text = keepTranslation ? c : c.replace(TRANSLATION_MARK, '');
    if (!keepPos) text = text.replace(POS_MARK, '');
    return text;
  });
}

const blanked = (e: TBlankableExample) => `${e.sentence.slice(0, e.start)}${BLANK}${e.sentence.slice(e.end)}`;

const distinctAnswers = (answers: (string | null)[]): string[] => {
  const kept = answers.filter((a): a is string => a !== null && a.trim() !== '').map((a) => a.trim());
  return kept.filter((a, i) => kept.findIndex((b) => normaliseAnswer(b) === normaliseAnswer(a)) === i);
};

/** The form the sentence uses (the expected one), the word as the learner keeps it (went) and its lemma (go) are right. */
function blankAnswers(material: TWordMaterial, example: TBlankableExample): string[] {
  return distinctAnswers([example.form, material.text, material.lemma]);
}

/**
 * The question for one item, or null when the word cannot make one in this mode (no meaning,
 * no blankable example, or no wrong choice to offer). Pass n uses the n-th meaning or example
 * when several are available (useAllAiData).
 */
export function makeQuestion(args: {
  material: TWordMaterial;
  mode: TPlayableMode;
  pass: number;
  numChoices: number;
  pool: TDistractorPool;
  lexicon: TLexiconNeighbour[];
}): TMadeQuestion | null {
  const { material, mode, pass, numChoices, pool, lexicon } = args;
  const meaning = material.meanings.length > 0 ? material.meanings[(pass - 1) % material.meanings.length]! : null;
  const example = material.examples.length > 0 ? material.examples[(pass - 1) % material.examples.length]! : null;
  const wrongCount = numChoices - 1;
  const word = material.text.trim();
  switch (mode) {
    case 'mtwObj': {
      if (!meaning) return null;
      const distractors = pickDistractors(wordDistractors(pool, material, null), lexicon.map((l) => l.lemma), word, wrongCount);
      return multipleChoice(meaning, word, distractors);
    }
    case 'wtmObj': {
      if (!meaning) return null;
      const distractors = pickDistractors(meaningDistractors(pool, material), lexicon.map((l) => l.gloss), meaning, wrongCount);
      const [shown, ...wrong] = alikeMeaningChoices([meaning, ...distractors]);
      // Two choices that read the same once unmarked would be two right answers.
      const distinct = wrong.filter((w, i) => normaliseAnswer(w) !== normaliseAnswer(shown!) && wrong.findIndex((o) => normaliseAnswer(o) === normaliseAnswer(w)) === i);
      return multipleChoice(word, shown!, distinct);
    }
    case 'blankObj': {
      if (!example) return null;
      const sentence = blanked(example);
      const distractors = pickDistractors(wordDistractors(pool, material, example), lexicon.map((l) => l.lemma), word, wrongCount);
      return multipleChoice(sentence, word, distractors, sentence);
    }
    case 'mtwSub': {
      if (!meaning) return null;
      // The word as kept (went) is expected; its lemma (go) is accepted too, and the feedback says which was expected.
      return { question: { type: 'short', data: { stem: MODE_INSTRUCTIONS.mtwSub, prompt: meaning } }, correctIndex: null, accepted: distinctAnswers([word, material.lemma]), correctAnswer: word };
    }
    case 'blankSub': {
      if (!example) return null;
      const accepted = blankAnswers(material, example);
      return {
        question: { type: 'blank', data: { stem: MODE_INSTRUCTIONS.blankSub, sentence: blanked(example), hint: material.meanings[0] ?? null } },
        correctIndex: null,
        accepted,
        correctAnswer: accepted[0]!,
      };
    }
  }
}

/**
 * The lexicon's words that may stand as wrong choices for `word`, their meanings as a learner reads
 * them (content-gate.ts): each word passes the gate with its meaning (nothing unfit, foreign, or
 * defined by itself), and neither the word nor its meaning contains the asked word or a form of it
 * (a second right answer, or a giveaway).
 */
export function gatedNeighbours(word: string, rows: readonly { lemma: string; gloss: string }[]): TLexiconNeighbour[] {
  const asked = word.trim();
  return rows
    .map((r) => ({ lemma: r.lemma, gloss: cleanGloss(r.gloss) }))
    .filter((r) => lemmaPassesGate(r.lemma, r.gloss) && optionPassesGate(asked, r.gloss) && !containsWordForm(asked, r.lemma) && !containsWordForm(r.lemma, asked));
}

/** Lexicon band searched around a word's rank, and the rank assumed for a word SUBTLEXus does not rank. */
const NEIGHBOUR_SPAN_MIN = 250;
const UNRANKED_WORD_RANK = 5000;

/**
 * Words of similar frequency for a word whose wordbook cannot supply enough wrong choices:
 * SUBTLEXus rank ± a quarter (at least 250), widened once when that band is thin.
 */
export async function lexiconNeighbours(db: CommonQueryMethods, args: { text: string; count: number; exclude: string[] }): Promise<TLexiconNeighbour[]> {
  const rank = (await rankOf(db, args.text)) ?? UNRANKED_WORD_RANK;
  let span = Math.max(NEIGHBOUR_SPAN_MIN, Math.round(rank / 4));
  let found: TLexiconNeighbour[] = [];
  for (let attempt = 0; attempt < 2 && found.length < args.count; attempt++, span *= 4) {
    // A few more than asked: the content gate may drop some.
    const rows = await wordsInRankRange(db, { fromRank: Math.max(1, rank - span), toRank: rank + span, count: args.count + 4, exclude: args.exclude });
    found = gatedNeighbours(args.text, rows).slice(0, args.count);
  }
  return found;
}
