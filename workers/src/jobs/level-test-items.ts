import type { TLevelTestQuestion } from '@wordbook/core/contract/level-test';
import {
  candidateRanges,
  ROUND_SIZE,
  round1Strata,
  selectInformativeItems,
  type TPosterior,
} from '@wordbook/core/rules/level-estimation';
import { cleanGloss, lemmaPassesGate } from '@wordbook/core/rules/content-gate';
import { assembleOptions, distractorRange, pickDistractors } from '@wordbook/core/rules/level-test-items';
import { slonikExecutor } from '@wordbook/sql/pg-boss-executor';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { lookupWord, wordsInRankRange, type TLexiconPos } from '@wordbook/sql/queries/lexicon';
import type { TNewLevelTestQuestion } from '@wordbook/sql/queries/level-tests';
import PgBoss from 'pg-boss';

/**
 * Question building shared by the level-test-questions (round 1) and level-test-score (rounds 2
 * and 3) handlers. Not a queue: handler-table lists the handlers.
 */

type TLexiconWord = { lemma: string; rank: number; pos: TLexiconPos; gloss: string };

/**
 * The word's question: its main sense (the first of its part of speech, WordNet markup cleaned) and
 * three glosses of words of similar frequency and the same part of speech. null when the word or
 * its main sense fails the content gate (content-gate.ts: a giveaway, unfit, foreign) or too few
 * distractors pass it: the caller takes another word.
 */
async function questionFor(db: CommonQueryMethods, item: TLexiconWord): Promise<TNewLevelTestQuestion | null> {
  const gloss = cleanGloss(item.gloss);
  if (!lemmaPassesGate(item.lemma, gloss)) return null;
  // a distractor that is another sense of the word (or of its other lemmas) would be a second right answer
  const ownSenses = ((await lookupWord(db, item.lemma))?.senses ?? []).map((s) => s.gloss);
  for (const widen of [1, 3]) {
    const range = distractorRange(item.rank);
    const spread = (range.toRank - range.fromRank) / 2;
    const candidates = await wordsInRankRange(db, {
      fromRank: Math.max(1, Math.round(item.rank - spread * widen)),
      toRank: Math.round(item.rank + spread * widen),
      count: 16,
      exclude: [item.lemma],
      pos: item.pos,
    });
    const distractors = pickDistractors({ lemma: item.lemma, gloss }, candidates, 3, ownSenses);
    if (distractors.length === 3) {
      const { options, correctIndex } = assembleOptions(gloss, distractors);
      return { word: item.lemma, rank: item.rank, pos: item.pos, options, correctIndex };
    }
  }
  return null;
}

/**
 * Reports each question built, in order, one report at a time: the questions are built side by
 * side, and their progress events must still count up.
 */
function progressReporter(onQuestion: (built: number) => Promise<void>) {
  let built = 0;
  let reported = Promise.resolve();
  return () => {
    const count = ++built;
    reported = reported.then(() => onQuestion(count));
    return reported;
  };
}

/**
 * Round 1: one word from each stratum of the scale (docs/level-test.md). The strata are apart
 * in rank, so their words are looked up side by side: a learner waits for the slowest stratum,
 * not for all of them in turn.
 */
export async function buildRound1(db: CommonQueryMethods, used: ReadonlySet<string>, onQuestion: (built: number) => Promise<void>) {
  const reportBuilt = progressReporter(onQuestion);
  const built = await Promise.all(
    round1Strata().map(async (stratum) => {
      // a dozen candidates: a word may fail the content gate or lack distractors, and every stratum must give one
      const words = await wordsInRankRange(db, { ...stratum, count: 12, exclude: [...used] });
      for (const word of words) {
        const question = await questionFor(db, word);
        if (!question) continue;
        await reportBuilt();
        return question;
      }
      return null;
    }),
  );
  return built.filter((q) => q !== null);
}

/**
 * Rounds 2 and 3: candidate words spread over where the posterior says the learner is, and of
 * those the most informative at each posterior decile (level-estimation.ts), built side by side.
 * A word without three usable distractors then gives way to the unused candidate nearest to it
 * in rank.
 */
export async function buildAdaptiveRound(
  db: CommonQueryMethods,
  posterior: TPosterior,
  used: ReadonlySet<string>,
  onQuestion: (built: number) => Promise<void>,
) {
  const ranges = await Promise.all(candidateRanges(posterior).map((range) => wordsInRankRange(db, { ...range, count: 12, exclude: [...used] })));
  const candidates = ranges.flat().map((w) => ({ ...w, key: w.lemma }));
  const chosen = selectInformativeItems(posterior, candidates, used, ROUND_SIZE);
  const taken = new Set([...used, ...chosen.map((c) => c.key)]);
  const reportBuilt = progressReporter(onQuestion);
  const firstTries = await Promise.all(
    chosen.map(async (item) => {
      const question = await questionFor(db, item);
      if (question) await reportBuilt();
      return question;
    }),
  );
  const questions: TNewLevelTestQuestion[] = [];
  for (const [i, item] of chosen.entries()) {
    let question = firstTries[i] ?? null;
    while (!question) {
      const nearest = candidates
        .filter((c) => !taken.has(c.key))
        .sort((x, y) => Math.abs(x.rank - item.rank) - Math.abs(y.rank - item.rank))[0];
      if (!nearest) break;
      taken.add(nearest.key);
      question = await questionFor(db, nearest);
      if (question) await reportBuilt();
    }
    if (question) questions.push(question);
  }
  return questions;
}

/** What the learner sees: the word and its four meanings, never which one is right. */
export function publicQuestions(questions: readonly Pick<TNewLevelTestQuestion, 'word' | 'pos' | 'options'>[]): TLevelTestQuestion[] {
  return questions.map((q) => ({ text: q.word, pos: q.pos as TLevelTestQuestion['pos'], options: q.options.map((text) => ({ text })) }));
}

let sender: PgBoss | undefined;
/**
 * A pg-boss client that is never started: it only enqueues, always on the caller's transaction
 * (sendJob passes `db`), so a worker can ask for a follow-up job in the transaction of its effect.
 */
export function sendOnlyBoss(pool: DatabasePool): PgBoss {
  sender ??= new PgBoss({ db: slonikExecutor(pool), supervise: false, schedule: false, migrate: false });
  return sender;
}

/** Thrown inside `finish` when a parallel delivery of the same job already did the effect: rolls back, and the run ends quietly. */
export class AlreadyDone extends Error {
  constructor() {
    super('already done by another delivery of this job');
    this.name = 'AlreadyDone';
  }
}
