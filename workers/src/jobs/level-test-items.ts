import {
  candidateRanges,
  ROUND_SIZE,
  round1Strata,
  selectInformativeItems,
  type TPosterior,
} from '@wordbook/core/rules/level-estimation';
import { cleanGloss, lemmaPassesGate } from '@wordbook/core/rules/content-gate';
import { assembleOptions, distractorRange, pickDistractors } from '@wordbook/core/rules/level-test-items';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { lookupWords, wordsInRankRanges, type TRankedWord } from '@wordbook/sql/queries/lexicon';
import type { TNewLevelTestQuestion } from '@wordbook/sql/queries/level-tests';

/**
 * Question building shared by the level-test-questions (round 1), level-test-score (rounds 2
 * and 3) and question-bank-refresh handlers. Not a queue: handler-table lists the handlers.
 */

/**
 * The words' questions, in their order: each word's main sense (the first of its part of speech,
 * WordNet markup cleaned) and three glosses of words of similar frequency and the same part of
 * speech. null for a word whose main sense fails the content gate (content-gate.ts: a giveaway,
 * unfit, foreign) or that has too few distractors passing it: the caller takes another word.
 * A few statements for all the words (their senses, then their distractors once, or twice for a
 * word whose own rank range had too few): a round pays for its plans once, not once a word.
 */
export async function questionsFor(db: CommonQueryMethods, items: readonly TRankedWord[]): Promise<(TNewLevelTestQuestion | null)[]> {
  const glosses = items.map((item) => cleanGloss(item.gloss));
  const questions: (TNewLevelTestQuestion | null)[] = items.map(() => null);
  let pending = items.flatMap((item, k) => (lemmaPassesGate(item.lemma, glosses[k]!) ? [k] : []));
  // a distractor that is another sense of the word (or of its other lemmas) would be a second right answer
  const entries = await lookupWords(db, pending.map((k) => items[k]!.lemma));
  const ownSenses = new Map(pending.map((k, j) => [k, (entries[j]?.senses ?? []).map((s) => s.gloss)]));
  for (const widen of [1, 3]) {
    if (pending.length === 0) break;
    const picks = await wordsInRankRanges(
      db,
      pending.map((k) => {
        const item = items[k]!;
        const range = distractorRange(item.rank);
        const spread = (range.toRank - range.fromRank) / 2;
        return { fromRank: Math.max(1, Math.round(item.rank - spread * widen)), toRank: Math.round(item.rank + spread * widen), count: 16, exclude: [item.lemma], pos: item.pos };
      }),
    );
    pending = pending.filter((k, j) => {
      const item = items[k]!;
      const distractors = pickDistractors({ lemma: item.lemma, gloss: glosses[k]! }, picks[j]!, 3, ownSenses.get(k)!);
      if (distractors.length < 3) return true;
      const { options, correctIndex } = assembleOptions(glosses[k]!, distractors);
      questions[k] = { word: item.lemma, rank: item.rank, pos: item.pos, options, correctIndex };
      return false;
    });
  }
  return questions;
}

/**
 * Round 1: one word from each stratum of the scale (docs/level-test.md). Each stratum offers a
 * dozen candidates (a word may fail the content gate or lack distractors); every stratum still
 * without a question tries its next candidate, all strata together.
 * Both builders call `onBuilt` with how many questions are ready once per batch of statements, not
 * per question: each call is a progress event, a commit and a wake-up of the API waiting on it.
 */
export async function buildRound1(db: CommonQueryMethods, used: ReadonlySet<string>, onBuilt: (built: number) => Promise<void>) {
  const strata = await wordsInRankRanges(db, round1Strata().map((stratum) => ({ ...stratum, count: 12, exclude: [...used] })));
  const questions: (TNewLevelTestQuestion | null)[] = strata.map(() => null);
  let built = 0;
  for (let attempt = 0; ; attempt++) {
    const trying = strata.flatMap((words, s) => (questions[s] === null && words[attempt] ? [s] : []));
    if (trying.length === 0) break;
    const tried = await questionsFor(db, trying.map((s) => strata[s]![attempt]!));
    const before = built;
    for (const [j, s] of trying.entries()) {
      questions[s] = tried[j]!;
      if (tried[j]) built++;
    }
    if (built > before) await onBuilt(built);
  }
  return questions.filter((q) => q !== null);
}

/**
 * Rounds 2 and 3: candidate words spread over where the posterior says the learner is, and of
 * those the most informative at each posterior decile (level-estimation.ts). A word without
 * three usable distractors gives way to the unused candidate nearest to it in rank.
 */
export async function buildAdaptiveRound(
  db: CommonQueryMethods,
  posterior: TPosterior,
  used: ReadonlySet<string>,
  onBuilt: (built: number) => Promise<void>,
) {
  const ranges = await wordsInRankRanges(db, candidateRanges(posterior).map((range) => ({ ...range, count: 12, exclude: [...used] })));
  const candidates = ranges.flat().map((w) => ({ ...w, key: w.lemma }));
  const chosen = selectInformativeItems(posterior, candidates, used, ROUND_SIZE);
  const taken = new Set([...used, ...chosen.map((c) => c.key)]);
  const firstTries = await questionsFor(db, chosen);
  let built = firstTries.filter((q) => q !== null).length;
  if (built > 0) await onBuilt(built);
  const questions: TNewLevelTestQuestion[] = [];
  for (const [i, item] of chosen.entries()) {
    let question = firstTries[i] ?? null;
    while (!question) {
      const nearest = candidates
        .filter((c) => !taken.has(c.key))
        .sort((x, y) => Math.abs(x.rank - item.rank) - Math.abs(y.rank - item.rank))[0];
      if (!nearest) break;
      taken.add(nearest.key);
      question = (await questionsFor(db, [nearest]))[0] ?? null;
      if (question) await onBuilt(++built);
    }
    if (question) questions.push(question);
  }
  return questions;
}

/** Thrown inside `finish` when a parallel delivery of the same job already did the effect: rolls back, and the run ends quietly. */
export class AlreadyDone extends Error {
  constructor() {
    super('already done by another delivery of this job');
    this.name = 'AlreadyDone';
  }
}
