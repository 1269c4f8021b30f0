import {
  DEFAULT_MODEL,
  ITEM_SLOPE,
  difficultyOfRank,
  fisherInformation,
  type TModel,
  type TScoredItem,
} from './level-response.ts';

/**
 * The level test's posterior (docs/level-test.md "Estimation"): a grid over the vocabulary size θ
 * and two nuisance parameters the learner brings with them, the slope a of their curve and their
 * propensity r to say "I don't know" rather than guess. The size is read from the marginal over θ;
 * a learner whose knowledge falls off gently (as it does for large vocabularies) then gets a
 * posterior as wide as the evidence, not one narrowed by a slope they do not have.
 */

/** The prior's support (vocabulary sizes) and the grid: θ = 0.05, 0.10, …, 16.00 bands. */
export const SIZE_MIN = 50;
export const SIZE_MAX = 16_000;
const GRID_STEP = 0.05;
const GRID_POINTS = Math.round(SIZE_MAX / 1000 / GRID_STEP); // 320
/** Slopes per 1000-word band, a geometric grid (ratio √2). */
export const SLOPE_GRID: readonly number[] = [0.35, 0.5, 0.7, 1, 1.4, 2, 2.8, 4];
/**
 * The slope's prior: log-normal around ITEM_SLOPE with a standard deviation of 0.5 in ln a, so
 * a = 0.5 or 2.9 is 1.75 standard deviations out. With little evidence the slope stays near the
 * central curve; a learner whose answers show a gentler or sharper fall-off moves it.
 */
export const SLOPE_PRIOR_SD = 0.5;
const logSlopePrior = (slope: number) => -(Math.log(slope / ITEM_SLOPE) ** 2) / (2 * SLOPE_PRIOR_SD ** 2);
/** Shares of unknown words answered "I don't know", equally likely a priori. */
export const DONT_KNOW_GRID: readonly number[] = [0, 0.25, 0.5, 0.75];

/** One (slope, "I don't know" propensity) pair: a row of the grid. */
export type TLearnerKind = { slope: number; dontKnow: number };
export const LEARNER_KINDS: readonly TLearnerKind[] = SLOPE_GRID.flatMap((slope) => DONT_KNOW_GRID.map((dontKnow) => ({ slope, dontKnow })));

/** What the posterior takes from a model: the slope and "I don't know" propensity come from its grid. */
export type TItemModel = Pick<TModel, 'guess' | 'lapse'>;

export type TPosterior = {
  thetas: number[];
  /** Marginal posterior of θ (every kind of learner summed). */
  weights: number[];
  /** Marginal posterior of each kind of learner (θ summed out), index as LEARNER_KINDS. */
  kindWeights: number[];
  /** logJoint[k][i]: log posterior mass at LEARNER_KINDS[k], thetas[i]. */
  logJoint: Float64Array[];
};

// --- tables: every likelihood and information term as a function of θ − b on the grid --------

/**
 * A word's difficulty is put on the grid (its rank to the nearest 50 words: far below what the
 * rank says about a word's difficulty), so every term the posterior and the item choice need
 * depends on θ − b only through a grid offset and is computed once per model.
 */
const OFFSETS = GRID_POINTS; // θ − b from −16 to +16 bands
type TTables = {
  wrong: Float64Array[]; // per slope: log(λp + (1 − c)(1 − p))
  dontKnow: Float64Array[]; // per slope: log(1 − (1 − λ)p)
  correct: Float64Array[]; // per kind: log((1 − λ)p + (1 − r)c(1 − p))
  information: Float64Array[]; // per kind: Fisher information about θ
};
const tables = new Map<string, TTables>();

function tablesFor(model: TItemModel): TTables {
  const key = `${model.guess}/${model.lapse}`;
  let t = tables.get(key);
  if (!t) {
    const { guess, lapse } = model;
    const curve = (slope: number, f: (p: number, d: number) => number) =>
      Float64Array.from({ length: 2 * OFFSETS + 1 }, (_, j) => {
        const d = (j - OFFSETS) * GRID_STEP;
        return f(1 / (1 + Math.exp(-slope * d)), d);
      });
    t = {
      wrong: SLOPE_GRID.map((a) => curve(a, (p) => Math.log(lapse * p + (1 - guess) * (1 - p)))),
      dontKnow: SLOPE_GRID.map((a) => curve(a, (p) => Math.log(1 - (1 - lapse) * p))),
      correct: LEARNER_KINDS.map((k) => curve(k.slope, (p) => Math.log((1 - lapse) * p + (1 - k.dontKnow) * guess * (1 - p)))),
      information: LEARNER_KINDS.map((k) => {
        const m: TModel = { guess: model.guess, lapse: model.lapse, ...k };
        return curve(k.slope, (_, d) => fisherInformation(d, 0, m));
      }),
    };
    tables.set(key, t);
  }
  return t;
}

/** Where θ_0 − b sits in a table (θ_i − b is at that index + i): θ_i = (i + 1)·step, b on the grid. */
const tableStart = (b: number) => OFFSETS + 1 - Math.min(GRID_POINTS, Math.max(0, Math.round(b / GRID_STEP)));

// --- the posterior -----------------------------------------------------------------------------

let prior: TPosterior | undefined;

/** The prior: uniform over sizes SIZE_MIN..SIZE_MAX (every level equally likely), log-normal over slopes, uniform over r. */
export function priorPosterior(): TPosterior {
  prior ??= normalise(LEARNER_KINDS.map((k) => new Float64Array(GRID_POINTS).fill(logSlopePrior(k.slope))));
  return prior;
}

const thetaGrid = Array.from({ length: GRID_POINTS }, (_, i) => (i + 1) * GRID_STEP);

function normalise(logJoint: Float64Array[]): TPosterior {
  let max = -Infinity;
  for (const row of logJoint) for (const l of row) if (l > max) max = l;
  if (!Number.isFinite(max)) throw new Error('posterior vanished');
  const weights = thetaGrid.map(() => 0);
  const kindWeights = logJoint.map(() => 0);
  let total = 0;
  logJoint.forEach((row, k) => {
    for (let i = 0; i < row.length; i++) {
      const l = row[i]! - max;
      const w = l < -60 ? 0 : Math.exp(l);
      weights[i]! += w;
      kindWeights[k]! += w;
      total += w;
    }
  });
  const logTotal = Math.log(total) + max;
  for (const row of logJoint) for (let i = 0; i < row.length; i++) row[i]! -= logTotal;
  return { thetas: thetaGrid, weights: weights.map((w) => w / total), kindWeights: kindWeights.map((w) => w / total), logJoint };
}

/**
 * Bayes' rule: the posterior after `items` more responses, in log space. A wrong option or "I
 * don't know" factors into a part that depends on θ and the slope and one that depends only on r;
 * only a right answer (where r decides how much guessing to discount) needs a term per kind.
 */
export function updatePosterior(post: TPosterior, items: readonly TScoredItem[], model: TItemModel = DEFAULT_MODEL): TPosterior {
  const t = tablesFor(model);
  const logJoint = post.logJoint.map((row) => Float64Array.from(row));
  SLOPE_GRID.forEach((_, s) => {
    const shared = new Float64Array(GRID_POINTS);
    for (const item of items) {
      if (item.answer === 'correct') continue;
      const curve = item.answer === 'wrong' ? t.wrong[s]! : t.dontKnow[s]!;
      const start = tableStart(difficultyOfRank(item.rank));
      for (let i = 0; i < GRID_POINTS; i++) shared[i]! += curve[start + i]!;
    }
    for (let r = 0; r < DONT_KNOW_GRID.length; r++) {
      const k = s * DONT_KNOW_GRID.length + r;
      const row = logJoint[k]!;
      const dk = DONT_KNOW_GRID[r]!;
      let constant = 0;
      for (const item of items) {
        if (item.answer === 'wrong') constant += Math.log(1 - dk);
        else if (item.answer === 'dontKnow') constant += Math.log(dk);
        else {
          const curve = t.correct[k]!;
          const start = tableStart(difficultyOfRank(item.rank));
          for (let i = 0; i < GRID_POINTS; i++) row[i]! += curve[start + i]!;
        }
      }
      for (let i = 0; i < GRID_POINTS; i++) row[i]! += shared[i]! + constant;
    }
  });
  return normalise(logJoint);
}

/** The posterior after `items` (all responses so far; the order does not matter). */
export function posteriorOf(items: readonly TScoredItem[], model: TItemModel = DEFAULT_MODEL): TPosterior {
  return updatePosterior(priorPosterior(), items, model);
}

/** The posterior's typical slope: the geometric mean over the kinds' marginal. */
export function typicalSlope(post: TPosterior): number {
  return Math.exp(LEARNER_KINDS.reduce((s, kind, k) => s + post.kindWeights[k]! * Math.log(kind.slope), 0));
}

/**
 * Fisher information of items at θ, averaged over the posterior's kinds of learner: a function
 * of the item's difficulty b.
 */
export function expectedInformation(post: TPosterior, theta: number, model: TItemModel = DEFAULT_MODEL): (b: number) => number {
  const t = tablesFor(model);
  const i = Math.round(theta / GRID_STEP) - 1;
  return (b: number) => {
    const j = tableStart(b) + i;
    let info = 0;
    for (let k = 0; k < LEARNER_KINDS.length; k++) info += post.kindWeights[k]! * t.information[k]![j]!;
    return info;
  };
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
