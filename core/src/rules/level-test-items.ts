import type { TLevelTestQuestion } from '../contract/level-test.ts';
import { stemmer } from 'stemmer';
import { cleanGloss, optionPassesGate } from './content-gate.ts';
import { BAND_SIZE } from './level-scale.ts';

/**
 * Question design of the level test (DESIGN.md "Level scale"): an English word and four meanings,
 * its first WordNet gloss and three glosses of other words of similar frequency and the same part
 * of speech, so neither the form of a gloss nor its rarity gives the answer away.
 */

export type TGlossedWord = { lemma: string; gloss: string };

const normaliseGloss = (gloss: string) => gloss.trim().toLowerCase().replace(/\s+/g, ' ');

/** Ranks a distractor is drawn from: within ±25 % of the item's rank (at least ±300). */
export function distractorRange(rank: number): { fromRank: number; toRank: number } {
  const spread = Math.max(300, Math.round(rank * 0.25));
  return { fromRank: Math.max(1, rank - spread), toRank: rank + spread };
}

// Words too common in definitions to make two of them look related.
const GLOSS_FILLER = new Set(['about', 'being', 'having', 'other', 'person', 'something', 'someone', 'which', 'their', 'there', 'where', 'usually', 'especially', 'things', 'thing', 'state', 'quality', 'manner']);
/**
 * A gloss's words of five letters or more that say something, as Porter stems, so that "sincere"
 * and "sincerity" count as one word: two glosses sharing one look related (a learner could read
 * either as right).
 */
export const glossContentWords = (gloss: string): Set<string> =>
  new Set((gloss.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !GLOSS_FILLER.has(w)).map((w) => stemmer(w)));

/**
 * Up to `count` distractors: glosses of words other than the item that differ from the right one,
 * from the item's other senses (`otherSenses`) and from each other (two words of one synset share
 * a gloss, and would make two right answers). Each passes the content gate (content-gate.ts: nothing
 * unfit, foreign or containing the asked word) and shares no content word with the right gloss;
 * of those, the ones nearest the right gloss in length, so the longest option is not the answer.
 */
export function pickDistractors(item: TGlossedWord, candidates: readonly TGlossedWord[], count = 3, otherSenses: readonly string[] = []): string[] {
  const right = cleanGloss(item.gloss);
  const seen = new Set([right, ...otherSenses.map(cleanGloss)].map(normaliseGloss));
  const rightWords = glossContentWords(right);
  const usable: string[] = [];
  for (const c of candidates) {
    if (c.lemma === item.lemma) continue;
    const gloss = cleanGloss(c.gloss);
    const key = normaliseGloss(gloss);
    if (key.length === 0 || seen.has(key)) continue;
    if (!optionPassesGate(item.lemma, gloss) || !optionPassesGate(c.lemma, gloss)) continue;
    if ([...glossContentWords(gloss)].some((w) => rightWords.has(w))) continue;
    seen.add(key);
    usable.push(gloss);
  }
  return usable
    .map((gloss, i) => ({ gloss, i, gap: Math.abs(gloss.length - right.length) }))
    .sort((a, b) => a.gap - b.gap || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map((d) => d.gloss);
}

/** The four options in random order and the index of the right one. */
export function assembleOptions(correctGloss: string, distractors: readonly string[], random: () => number = Math.random): { options: string[]; correctIndex: number } {
  if (distractors.length !== 3) throw new Error('a question needs exactly three distractors');
  const options = [correctGloss.trim(), ...distractors];
  // Fisher–Yates
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { options, correctIndex: options.indexOf(correctGloss.trim()) };
}

/**
 * Where the level wordbook's words come from: the two 1000-word slices just above the estimated
 * vocabulary size (the words the learner is most likely to meet next and not yet know), half the
 * words from each.
 */
export function levelWordbookRanges(estimatedSize: number, total: number): { fromRank: number; toRank: number; count: number }[] {
  const start = Math.max(1, Math.round(estimatedSize)) + 1;
  const first = Math.ceil(total / 2);
  return [
    { fromRank: start, toRank: start + BAND_SIZE - 1, count: first },
    { fromRank: start + BAND_SIZE, toRank: start + 2 * BAND_SIZE - 1, count: total - first },
  ];
}

/** What the learner sees of a question: the word and its four meanings, never which one is right. */
export function publicQuestions(questions: readonly { word: string; pos: string; options: readonly string[] }[]): TLevelTestQuestion[] {
  return questions.map((q) => ({ text: q.word, pos: q.pos as TLevelTestQuestion['pos'], options: q.options.map((text) => ({ text })) }));
}
