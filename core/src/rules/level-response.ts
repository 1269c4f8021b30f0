import { BAND_SIZE } from './level-scale.ts';

/**
 * The level test's response model (docs/level-test.md "Calibration", "Response model").
 *
 * An item is an English word; its difficulty is its SUBTLEXus frequency rank in 1000-word bands,
 * b = rank / 1000. A learner's ability θ is on the same scale: θ = S / 1000, where S is the
 * vocabulary size, the rank at which the learner knows a word with probability 1/2:
 *   P_know(θ, b) = 1 / (1 + exp(-a (θ - b)))
 * Because the curve is symmetric in rank, the expected number of words known, Σ_r P_know, equals
 * S (away from rank 0) whatever the slope a: θ is the size in the Vocabulary Size Test's sense.
 * The slope a (how sharply knowledge falls off around the size) differs between learners, and is
 * gentler for large vocabularies; the estimate treats it as unknown (level-posterior.ts).
 *
 * A learner who knows the word answers right unless they slip (lapse λ = 3 %: a wrong option, or
 * "I don't know" when they say it at all). One who does not know it says "I don't know" with
 * their own propensity r, and otherwise guesses among the four options (right with c = 1/4):
 *   P(right)          = (1 - λ) P_know + (1 - r) c (1 - P_know)
 *   P(wrong option)   = (1 - r) (λ P_know + (1 - c)(1 - P_know))
 *   P(I don't know)   = r (1 - (1 - λ) P_know)
 * With r = 0 this is the 3PL with upper asymptote 1 - λ. A skipped (null) answer counts as
 * "I don't know". r is unknown too and estimated with the size.
 */

export const OPTIONS_PER_ITEM = 4;
/** Guessing parameter of a 4-option item. */
export const GUESS_RATE = 1 / OPTIONS_PER_ITEM;
/** The slope a learner who follows the model's central curve has (per 1000-word band). */
export const ITEM_SLOPE = 1.2;
/** Chance that a learner who knows the word still answers wrong (a slip). */
export const LAPSE_RATE = 0.03;

export type TItemAnswer = 'correct' | 'wrong' | 'dontKnow';
export type TScoredItem = { rank: number; answer: TItemAnswer };

export const difficultyOfRank = (rank: number): number => rank / BAND_SIZE;
export const rankOfDifficulty = (b: number): number => b * BAND_SIZE;
export const abilityOfSize = (size: number): number => size / BAND_SIZE;
export const sizeOfAbility = (theta: number): number => theta * BAND_SIZE;

/** slope: a; guess: c; lapse: λ; dontKnow: r, the share of unknown words answered "I don't know". */
export type TModel = { slope: number; guess: number; lapse: number; dontKnow: number };
export const DEFAULT_MODEL: TModel = { slope: ITEM_SLOPE, guess: GUESS_RATE, lapse: LAPSE_RATE, dontKnow: 0 };

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

export function pKnow(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  return logistic(model.slope * (theta - b));
}

/** The chance of choosing the right option. */
export function pCorrect(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  const p = pKnow(theta, b, model);
  return (1 - model.lapse) * p + (1 - model.dontKnow) * model.guess * (1 - p);
}

/** The chance of a response, given P_know = p (the three add up to 1). */
export function responseProbability(p: number, answer: TItemAnswer, model: TModel = DEFAULT_MODEL): number {
  const { lapse, guess, dontKnow } = model;
  if (answer === 'correct') return (1 - lapse) * p + (1 - dontKnow) * guess * (1 - p);
  if (answer === 'wrong') return (1 - dontKnow) * (lapse * p + (1 - guess) * (1 - p));
  return dontKnow * (1 - (1 - lapse) * p);
}

/** Likelihood of one response at ability θ. */
export function responseLikelihood(theta: number, item: TScoredItem, model: TModel = DEFAULT_MODEL): number {
  return responseProbability(pKnow(theta, difficultyOfRank(item.rank), model), item.answer, model);
}

/**
 * Fisher information about θ of one item: Σ over the three responses of (∂P/∂θ)² / P. With
 * r = 0 this is the 3PL's a²·(P-c)²·(d-P)² / ((d-c)²·P·(1-P)), d = 1 - λ.
 */
export function fisherInformation(theta: number, b: number, model: TModel = DEFAULT_MODEL): number {
  const p = pKnow(theta, b, model);
  const dp = model.slope * p * (1 - p);
  const { lapse, guess, dontKnow } = model;
  const right = (1 - lapse) * p + (1 - dontKnow) * guess * (1 - p);
  const dRight = (1 - lapse - (1 - dontKnow) * guess) * dp;
  let info = (dRight * dRight) / right;
  const wrong = 1 - right - dontKnow * (1 - (1 - lapse) * p);
  const dIdk = -dontKnow * (1 - lapse) * dp;
  const dWrong = -dRight - dIdk;
  if (wrong > 0) info += (dWrong * dWrong) / wrong;
  if (dontKnow > 0) info += (dIdk * dIdk) / (dontKnow * (1 - (1 - lapse) * p));
  return info;
}
