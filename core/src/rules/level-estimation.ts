import { BAND_SIZE, LEVEL_MAX, LEVEL_MIN, levelForSize, SCALE_TOP } from './level-scale.ts';
import { expectedInformation, posteriorOf, quantile, type TPosterior, typicalSlope } from './level-posterior.ts';
import { DEFAULT_MODEL, difficultyOfRank, rankOfDifficulty, sizeOfAbility, type TItemAnswer, type TModel, type TScoredItem } from './level-response.ts';

export * from './level-posterior.ts';
export * from './level-response.ts';

/**
 * Adaptive level test estimation (pure; docs/level-test.md explains the method and its check).
 * The response model is in level-response.ts, the posterior over size × slope × "I don't know"
 * propensity in level-posterior.ts; this file summarises the posterior and chooses the questions.
 *
 * Estimation. The reported size is the posterior median and the level the posterior median level
 * (which minimises the expected absolute error in levels), both from the marginal over θ.
 */

export const ROUND_SIZE = 10;
export const MAX_ROUNDS = 3;
/** Ranks items are drawn from: the 14 bands, plus a margin above for the top of level 14. */
export const ITEM_RANK_MIN = 1;
export const ITEM_RANK_MAX = 16_000;
/** Round 2 ends the test when the posterior puts at least this mass within ±1 level of the estimate. */
export const EARLY_STOP_CONFIDENCE = 0.95;

export type TEstimate = {
  /** EAP ability (in 1000-word bands) and its posterior standard deviation, from the marginal over θ. */
  theta: number;
  thetaSd: number;
  /** Posterior median vocabulary size, rounded to 10 words. */
  size: number;
  level: number;
  /** Posterior probability of each level 1..14 (index 0 = level 1). */
  levelProbabilities: number[];
  /** Posterior probability that the true level is within ±1 of `level`. */
  withinOne: number;
  questions: number;
};

/** The estimate a posterior gives: its median size and level, and how sure it is. */
export function summarise(post: TPosterior, questions: number): TEstimate {
  let theta = 0;
  for (let i = 0; i < post.thetas.length; i++) theta += post.thetas[i]! * post.weights[i]!;
  let variance = 0;
  for (let i = 0; i < post.thetas.length; i++) variance += (post.thetas[i]! - theta) ** 2 * post.weights[i]!;
  const median = quantile(post, 0.5);
  const size = Math.round(sizeOfAbility(median) / 10) * 10;
  const levelProbabilities = Array.from({ length: LEVEL_MAX }, () => 0);
  for (let i = 0; i < post.thetas.length; i++) {
    const level = levelForSize(sizeOfAbility(post.thetas[i]!));
    levelProbabilities[level - 1]! += post.weights[i]!;
  }
  // the median level minimises the expected absolute error in levels
  let cumulative = 0;
  let level = LEVEL_MAX;
  for (let k = 0; k < LEVEL_MAX; k++) {
    cumulative += levelProbabilities[k]!;
    if (cumulative >= 0.5) {
      level = k + 1;
      break;
    }
  }
  let withinOne = 0;
  for (let k = Math.max(LEVEL_MIN, level - 1); k <= Math.min(LEVEL_MAX, level + 1); k++) withinOne += levelProbabilities[k - 1]!;
  return { theta, thetaSd: Math.sqrt(variance), size, level, levelProbabilities, withinOne, questions };
}

export function estimateAfter(items: readonly TScoredItem[], model: TModel = DEFAULT_MODEL): TEstimate {
  return summarise(posteriorOf(items, model), items.length);
}

// --- the rounds --------------------------------------------------------------------------------

export type TRankRange = { fromRank: number; toRank: number };

/**
 * Round 1 samples the whole scale: ROUND_SIZE strata of equal width over ranks 1–14 000, one
 * word from each, so every 1000-word band lies in a sampled stratum.
 */
export function round1Strata(): TRankRange[] {
  const top = SCALE_TOP + BAND_SIZE;
  const width = top / ROUND_SIZE;
  return Array.from({ length: ROUND_SIZE }, (_, i) => ({
    fromRank: Math.max(ITEM_RANK_MIN, Math.round(i * width) + 1),
    toRank: Math.round((i + 1) * width),
  }));
}

/**
 * Where rounds 2 and 3 look for items: ranges covering the central 90 % of the posterior, shifted
 * to where a 3PL item is most informative (a little easier than θ), split into `parts` ranges so
 * candidates cover the whole region. The caller draws candidate words from each range.
 */
export function candidateRanges(post: TPosterior, parts = 5, model: TModel = DEFAULT_MODEL): TRankRange[] {
  const shift = Math.log((1 + Math.sqrt(1 + 8 * model.guess)) / 2) / typicalSlope(post);
  let lo = quantile(post, 0.05) - shift;
  let hi = quantile(post, 0.95) - shift;
  // at least half a band either side, so a sharp posterior still has words to choose from
  const minHalfWidth = 0.5;
  const mid = (lo + hi) / 2;
  if (hi - lo < 2 * minHalfWidth) {
    lo = mid - minHalfWidth;
    hi = mid + minHalfWidth;
  }
  const clampRank = (r: number) => Math.min(ITEM_RANK_MAX, Math.max(ITEM_RANK_MIN, Math.round(r)));
  const ranges: TRankRange[] = [];
  for (let i = 0; i < parts; i++) {
    const fromRank = clampRank(rankOfDifficulty(lo + ((hi - lo) * i) / parts));
    const toRank = clampRank(rankOfDifficulty(lo + ((hi - lo) * (i + 1)) / parts));
    if (toRank > fromRank) ranges.push({ fromRank: i === 0 ? fromRank : fromRank + 1, toRank });
  }
  if (ranges.length > 0) return ranges;
  const centre = clampRank(rankOfDifficulty(mid));
  return [{ fromRank: Math.max(ITEM_RANK_MIN, centre - BAND_SIZE), toRank: Math.min(ITEM_RANK_MAX, centre + BAND_SIZE) }];
}

/**
 * The round's items: for each of `count` equal slices of the posterior (its deciles for 10 items),
 * the unused candidate with the most Fisher information at that slice's middle. When the
 * posterior is narrow every slice sits at the estimate and these are simply the most informative
 * items there; when it is wide the round brackets the estimate instead of betting all its items
 * on one point. Never an item whose key is in `used`, never two with the same key.
 */
export function selectInformativeItems<T extends { key: string; rank: number }>(
  post: TPosterior,
  candidates: readonly T[],
  used: ReadonlySet<string>,
  count = ROUND_SIZE,
  model: TModel = DEFAULT_MODEL,
): T[] {
  const taken = new Set(used);
  const pool = candidates.filter((c) => !taken.has(c.key));
  const chosen: T[] = [];
  for (let k = 0; k < count; k++) {
    const informationAt = expectedInformation(post, quantile(post, (k + 0.5) / count), model);
    let best: T | undefined;
    let bestInfo = -1;
    for (const c of pool) {
      if (taken.has(c.key)) continue;
      const info = informationAt(difficultyOfRank(c.rank));
      if (info > bestInfo) {
        best = c;
        bestInfo = info;
      }
    }
    if (!best) break;
    taken.add(best.key);
    chosen.push(best);
  }
  return chosen;
}

/** Stopping rule: round 2 ends the test when the estimate is precise enough; round 3 always does. */
export function isFinalRound(round: number, estimate: TEstimate): boolean {
  if (round >= MAX_ROUNDS) return true;
  if (round === 2) return estimate.withinOne >= EARLY_STOP_CONFIDENCE;
  return false;
}

/** Maps a stored answer (option index, -1 "I don't know", null skipped) to a scored response. */
export function scoreAnswer(answer: number | null, correctIndex: number): TItemAnswer {
  if (answer === null || answer < 0) return 'dontKnow';
  return answer === correctIndex ? 'correct' : 'wrong';
}

/** A question as asked and answered: its word's rank, the learner's response (null while unanswered) and the right option. */
export type TAskedQuestion = { round: number; rank: number; response: number | null; correctIndex: number };

/**
 * Scores a test through `round`: the posterior over every answer of rounds 1 to `round`, its
 * estimate and whether the test ends there. The level-test-score job and the API's question-bank
 * path both score with this.
 */
export function scoreThroughRound(asked: readonly TAskedQuestion[], round: number) {
  const answered = asked.filter((q) => q.round <= round);
  const posterior = posteriorOf(answered.map((q) => ({ rank: q.rank, answer: scoreAnswer(q.response, q.correctIndex) })));
  const estimate = summarise(posterior, answered.length);
  return { posterior, estimate, final: isFinalRound(round, estimate), questionsAnswered: answered.length };
}
