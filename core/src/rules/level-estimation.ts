import { BAND_SIZE, LEVEL_MAX, LEVEL_MIN, levelForSize, SCALE_TOP } from './level-scale.ts';

/**
 * Adaptive level test estimation (pure; docs/level-test.md explains the method and its check).
 *
 * Calibration. An item is an English word; its difficulty is its SUBTLEXus frequency rank in
 * 1000-word bands, b = rank / 1000. A learner's ability θ is on the same scale: θ = S / 1000,
 * where S is the vocabulary size, the rank at which the learner knows a word with probability 1/2:
 *   P_know(θ, b) = 1 / (1 + exp(-a (θ - b)))      a = ITEM_SLOPE = 1.2 per band
 * A learner of size S knows words one band below S with probability 0.77, three bands below
 * with 0.97; words three bands above with 0.03. Because the curve is symmetric in rank, the
 * expected number of words known, Σ_r P_know, equals S (away from rank 0): θ is the size in the
 * Vocabulary Size Test's sense, and each 1000-word level is the same width on the ability scale.
 *
 * Responses. On a 4-option item a learner who does not know the word guesses (c = 0.25, the 3PL);
 * one who knows it may still slip (lapse 3 %, the upper asymptote d = 0.97 of a 4PL; without it a
 * single careless error on a very easy word moves the estimate by several levels):
 *   P(correct) = c + (d - c) P_know.
 * "I don't know" is a response without a guess, the same curve with c = 0:
 *   P(IDK) ∝ 1 - d P_know.
 * A skipped (null) answer counts as "I don't know".
 *
 * Estimation. The posterior of θ on a grid after every round; the prior is uniform over sizes
 * SIZE_MIN..SIZE_MAX, so every level is equally likely before the test. The reported size is the
 * posterior median and the level the posterior median level (which minimises the expected
 * absolute error in levels).
 */

export const ROUND_SIZE = 10;
export const MAX_ROUNDS = 3;
export const OPTIONS_PER_ITEM = 4;
/** Guessing parameter of a 4-option item. */
export const GUESS_RATE = 1 / OPTIONS_PER_ITEM;
/** Discrimination per 1000-word band. */
export const ITEM_SLOPE = 1.2;
/** Chance that a learner who knows the word still answers wrong (a slip). */
export const LAPSE_RATE = 0.03;
/** Ranks items are drawn from: the 14 bands, plus a margin above for the top of level 14. */
export const ITEM_RANK_MIN = 1;
export const ITEM_RANK_MAX = 16_000;
/** The prior's support (vocabulary sizes). */
export const SIZE_MIN = 50;
export const SIZE_MAX = 16_000;
const GRID_POINTS = 321; // 0.05 band apart
/** Round 2 ends the test when the posterior puts at least this mass within ±1 level of the estimate. */
export const EARLY_STOP_CONFIDENCE = 0.95;

export type TItemAnswer = 'correct' | 'wrong' | 'dontKnow';
export type TScoredItem = { rank: number; answer: TItemAnswer };

export const difficultyOfRank = (rank: number): number => rank / BAND_SIZE;
export const rankOfDifficulty = (b: number): number => b * BAND_SIZE;
export const abilityOfSize = (size: number): number => size / BAND_SIZE;
export const sizeOfAbility = (theta: number): number => theta * BAND_SIZE;

export type TModel = { slope: number; guess: number; lapse: number };
export const DEFAULT_MODEL: TModel = { slope: ITEM_SLOPE, guess: GUESS_RATE, lapse: LAPSE_RATE };

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export function pKnow(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  return logistic(model.slope * (theta - b));
}

/**
 * The chance of choosing the right option: a learner who knows the word answers right unless a
 * lapse happens; one who does not guesses (3PL with an upper asymptote 1 - lapse).
 */
export function pCorrect(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  return model.guess + (1 - model.lapse - model.guess) * pKnow(theta, b, model);
}

/** Likelihood of one response at ability θ. */
export function responseLikelihood(theta: number, item: TScoredItem, model: TModel = DEFAULT_MODEL): number {
  const b = difficultyOfRank(item.rank);
  if (item.answer === 'correct') return pCorrect(theta, b, model);
  if (item.answer === 'wrong') return 1 - pCorrect(theta, b, model);
  // "I don't know": not known (or a lapse), and no guess was made: the same curve with c = 0
  return 1 - (1 - model.lapse) * pKnow(theta, b, model);
}

/**
 * Fisher information of a 4-option item at θ: the 3PL's a²·(P-c)²·(d-P)² / ((d-c)²·P·(1-P)) with
 * upper asymptote d = 1 - lapse (with lapse 0 this is exactly the 3PL's a²·((1-P)/P)·((P-c)/(1-c))²).
 */
export function fisherInformation(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  const p = pCorrect(theta, b, model);
  const c = model.guess;
  const d = 1 - model.lapse;
  return (model.slope ** 2 * (p - c) ** 2 * (d - p) ** 2) / ((d - c) ** 2 * p * (1 - p));
}

// --- posterior on a grid -----------------------------------------------------------------------

export type TPosterior = { thetas: number[]; weights: number[] };

let prior: TPosterior | undefined;

/** The prior: uniform over vocabulary sizes SIZE_MIN..SIZE_MAX (so every level is equally likely). */
export function priorPosterior(): TPosterior {
  if (!prior) {
    const lo = abilityOfSize(SIZE_MIN);
    const hi = abilityOfSize(SIZE_MAX);
    const thetas = Array.from({ length: GRID_POINTS }, (_, i) => lo + ((hi - lo) * i) / (GRID_POINTS - 1));
    prior = normalise({ thetas, weights: thetas.map(() => 1) });
  }
  return prior;
}

function normalise(p: TPosterior): TPosterior {
  const total = p.weights.reduce((s, w) => s + w, 0);
  if (!(total > 0)) throw new Error('posterior vanished');
  return { thetas: p.thetas, weights: p.weights.map((w) => w / total) };
}

/** Bayes' rule: the posterior after `items` more responses (in log space, so many small factors do not underflow). */
export function updatePosterior(post: TPosterior, items: readonly TScoredItem[], model: TModel = DEFAULT_MODEL): TPosterior {
  const logW = post.thetas.map((theta, i) => {
    let l = Math.log(post.weights[i]!);
    for (const item of items) l += Math.log(Math.max(1e-300, responseLikelihood(theta, item, model)));
    return l;
  });
  const max = Math.max(...logW);
  return normalise({ thetas: post.thetas, weights: logW.map((l) => Math.exp(l - max)) });
}

/** The posterior after `items` (all responses so far; the order does not matter). */
export function posteriorOf(items: readonly TScoredItem[], model: TModel = DEFAULT_MODEL): TPosterior {
  return updatePosterior(priorPosterior(), items, model);
}

export type TEstimate = {
  /** EAP ability (ln of size) and its posterior standard deviation. */
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

/** The θ below which a fraction `q` of the posterior lies. */
export function quantile(post: TPosterior, q: number): number {
  let cumulative = 0;
  for (let i = 0; i < post.thetas.length; i++) {
    cumulative += post.weights[i]!;
    if (cumulative >= q) return post.thetas[i]!;
  }
  return post.thetas[post.thetas.length - 1]!;
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
  const shift = Math.log((1 + Math.sqrt(1 + 8 * model.guess)) / 2) / model.slope;
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
    const theta = quantile(post, (k + 0.5) / count);
    let best: T | undefined;
    let bestInfo = -1;
    for (const c of pool) {
      if (taken.has(c.key)) continue;
      const info = fisherInformation(theta, difficultyOfRank(c.rank), model);
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
