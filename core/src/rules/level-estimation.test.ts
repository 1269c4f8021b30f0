import { describe, expect, it } from 'vitest';
import {
  candidateRanges,
  DEFAULT_MODEL,
  estimateAfter,
  fisherInformation,
  isFinalRound,
  pCorrect,
  pKnow,
  posteriorOf,
  priorPosterior,
  responseLikelihood,
  round1Strata,
  scoreAnswer,
  selectInformativeItems,
  summarise,
  type TScoredItem,
  typicalSlope,
} from './level-estimation.ts';
import { assembleOptions, distractorRange, levelWordbookRanges, pickDistractors } from './level-test-items.ts';

describe('the response model', () => {
  it('gives a learner of size S an even chance at rank S, and guesses 1 in 4 on words far above', () => {
    expect(pKnow(5, 5)).toBeCloseTo(0.5, 6);
    expect(pKnow(5, 2)).toBeGreaterThan(0.95); // three bands below
    expect(pCorrect(1, 14)).toBeCloseTo(DEFAULT_MODEL.guess, 3);
    expect(pCorrect(14, 1)).toBeCloseTo(1 - DEFAULT_MODEL.lapse, 3);
  });

  it('treats "I don\'t know" as not known without a guess, and discounts a right answer by the guesses the learner makes', () => {
    const theta = 6;
    const model = { ...DEFAULT_MODEL, dontKnow: 0.4 };
    const item = (answer: TScoredItem['answer'], m = model) => responseLikelihood(theta, { rank: 6000, answer }, m);
    const p = pKnow(theta, 6);
    // not known (or a slip), and no guess was made
    expect(item('dontKnow')).toBeCloseTo(0.4 * (1 - (1 - DEFAULT_MODEL.lapse) * p), 9);
    expect(item('correct') + item('wrong') + item('dontKnow')).toBeCloseTo(1, 9);
    // a learner who always guesses (r = 0) is the 3PL; from one who often says "I don't know" a right answer is less likely a guess
    expect(item('correct', DEFAULT_MODEL)).toBeCloseTo(pCorrect(theta, 6), 9);
    expect(item('correct', DEFAULT_MODEL) + item('wrong', DEFAULT_MODEL)).toBeCloseTo(1, 9);
    expect(item('correct')).toBeLessThan(item('correct', DEFAULT_MODEL));
    // a null (skipped) answer and -1 both count as "I don't know"
    expect(scoreAnswer(null, 2)).toBe('dontKnow');
    expect(scoreAnswer(-1, 2)).toBe('dontKnow');
    expect(scoreAnswer(2, 2)).toBe('correct');
    expect(scoreAnswer(1, 2)).toBe('wrong');
  });

  it('has the 3PL information when the learner always guesses, and more when they say "I don\'t know" instead', () => {
    const { slope: a, lapse, guess: c } = DEFAULT_MODEL;
    const d = 1 - lapse;
    const P = pCorrect(6, 5.7);
    expect(fisherInformation(6, 5.7)).toBeCloseTo((a ** 2 * (P - c) ** 2 * (d - P) ** 2) / ((d - c) ** 2 * P * (1 - P)), 9);
    expect(fisherInformation(6, 5.7, { ...DEFAULT_MODEL, dontKnow: 0.5 })).toBeGreaterThan(fisherInformation(6, 5.7));
  });

  it('has most 3PL information slightly below the ability, and little far from it', () => {
    const at = (b: number) => fisherInformation(6, b);
    expect(at(5.8)).toBeGreaterThan(at(6.5));
    expect(at(5.8)).toBeGreaterThan(at(3));
    expect(at(12)).toBeLessThan(0.01);
  });
});

describe('the estimate', () => {
  it('starts from a prior uniform over sizes, centred on the model slope', () => {
    const prior = priorPosterior();
    expect(prior.weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    expect(prior.weights[0]).toBeCloseTo(prior.weights[prior.weights.length - 1]!, 12);
    expect(prior.kindWeights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    expect(typicalSlope(prior)).toBeCloseTo(DEFAULT_MODEL.slope, 0);
  });

  it('learns from the answers how gently a learner\'s knowledge falls off, and is less sure of a gentle one', () => {
    const ranks = Array.from({ length: 30 }, (_, i) => 2000 + 500 * i);
    // right on every word below 10 000 and "I don't know" on every one above: sharp
    const sharp = posteriorOf(ranks.map((rank): TScoredItem => ({ rank, answer: rank < 10_000 ? 'correct' : 'dontKnow' })));
    // known words thinning out over many bands around 10 000: gentle
    const gentle = posteriorOf(
      ranks.map((rank, i): TScoredItem => ({ rank, answer: (rank < 10_000 ? i % 4 !== 0 : i % 4 === 0) ? 'correct' : 'dontKnow' })),
    );
    expect(typicalSlope(sharp)).toBeGreaterThan(1.5);
    expect(typicalSlope(gentle)).toBeLessThan(0.8);
    expect(summarise(gentle, 30).thetaSd).toBeGreaterThan(summarise(sharp, 30).thetaSd);
  });
  it('lands near a learner who knows every word below 6500 and none above', () => {
    const ranks = [300, 1500, 2800, 4100, 5200, 5800, 6100, 6300, 6700, 6900, 7200, 8000, 9500, 11_000];
    const items = ranks.map((rank): TScoredItem => ({ rank, answer: rank < 6500 ? 'correct' : 'dontKnow' }));
    const estimate = estimateAfter(items);
    expect(estimate.level).toBe(7);
    expect(Math.abs(estimate.size - 6500)).toBeLessThan(600);
    expect(estimate.questions).toBe(14);
  });

  it('is not dragged down by one slip on a very easy word', () => {
    const ranks = [200, 900, 1600, 2400, 3300, 4200, 5100, 6000, 7000, 8000, 9000, 10_000, 10_500, 11_000, 11_500, 12_000, 12_500];
    const items = ranks.map((rank): TScoredItem => ({ rank, answer: rank < 11_200 ? 'correct' : 'dontKnow' }));
    const clean = estimateAfter(items);
    const withSlip = estimateAfter([...items.slice(1), { rank: 200, answer: 'wrong' }]);
    expect(Math.abs(clean.level - withSlip.level)).toBeLessThanOrEqual(1);
  });

  it('ends after round 2 only when the posterior is sure within ±1 level, and always after round 3', () => {
    const vague = estimateAfter([{ rank: 5000, answer: 'correct' }]);
    expect(isFinalRound(1, { ...vague, withinOne: 1 })).toBe(false);
    expect(isFinalRound(2, vague)).toBe(false);
    expect(isFinalRound(2, { ...vague, withinOne: 0.96 })).toBe(true);
    expect(isFinalRound(3, vague)).toBe(true);
  });
});

describe('choosing items', () => {
  it('samples the whole 1–14 000 scale in round 1: ten strata, every band inside one', () => {
    const strata = round1Strata();
    expect(strata).toHaveLength(10);
    expect(strata[0]!.fromRank).toBe(1);
    expect(strata[9]!.toRank).toBe(14_000);
    for (let i = 1; i < strata.length; i++) expect(strata[i]!.fromRank).toBe(strata[i - 1]!.toRank + 1);
  });

  it('looks for round 2 words where the posterior is, and picks the most informative unused ones at its deciles', () => {
    const items = [300, 1500, 2800, 4200, 5600, 7000, 8400, 9800, 11_200, 12_600].map((rank): TScoredItem => ({ rank, answer: rank < 5000 ? 'correct' : 'wrong' }));
    const posterior = posteriorOf(items);
    const ranges = candidateRanges(posterior);
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges[0]!.fromRank).toBeGreaterThan(1500);
    expect(ranges[ranges.length - 1]!.toRank).toBeLessThan(10_000);
    const candidates = [1000, 4200, 4600, 5000, 9000, 13_000].map((rank) => ({ key: `w${rank}`, rank }));
    const chosen = selectInformativeItems(posterior, candidates, new Set(['w4600']), 2);
    expect(chosen.map((c) => c.key).sort()).toEqual(['w4200', 'w5000']);
  });

  it('brackets a vague estimate and concentrates on a sharp one', () => {
    const candidates = Array.from({ length: 140 }, (_, i) => ({ key: `w${i}`, rank: 100 * (i + 1) }));
    const spread = (post: ReturnType<typeof posteriorOf>) => {
      const ranks = selectInformativeItems(post, candidates, new Set()).map((c) => c.rank);
      expect(new Set(ranks).size).toBe(10);
      return Math.max(...ranks) - Math.min(...ranks);
    };
    const vague = posteriorOf([{ rank: 2000, answer: 'correct' }, { rank: 9000, answer: 'dontKnow' }]);
    const sharp = posteriorOf(
      Array.from({ length: 40 }, (_, i): TScoredItem => ({ rank: 4000 + 50 * i, answer: 4000 + 50 * i < 5000 ? 'correct' : 'dontKnow' })),
    );
    expect(spread(vague)).toBeGreaterThan(3000);
    expect(spread(sharp)).toBeLessThan(spread(vague) / 2);
  });
});

describe('question design', () => {
  it('takes three distractors with glosses unlike the right one and each other', () => {
    const item = { lemma: 'brave', gloss: 'possessing courage' };
    const picked = pickDistractors(item, [
      { lemma: 'bold', gloss: 'Possessing  courage' },
      { lemma: 'brave', gloss: 'something else' },
      { lemma: 'calm', gloss: 'not agitated' },
      { lemma: 'still', gloss: 'not agitated' },
      { lemma: 'eager', gloss: 'wanting very much' },
      { lemma: 'rough', gloss: 'not smooth' },
      { lemma: 'odd', gloss: 'not even' },
    ]);
    expect(picked).toEqual(['not agitated', 'wanting very much', 'not smooth']);
  });

  it('leaves out a distractor that shares a word with the right meaning in another form', () => {
    const item = { lemma: 'dearly', gloss: 'in a sincere and heartfelt manner' };
    const picked = pickDistractors(item, [
      { lemma: 'sincerely', gloss: 'with sincerity; without pretense' },
      { lemma: 'currently', gloss: 'at this time or period; now' },
      { lemma: 'briefly', gloss: 'for a limited time only; not permanently' },
      { lemma: 'truly', gloss: 'by right' },
    ]);
    expect(picked).toEqual(['at this time or period; now', 'for a limited time only; not permanently', 'by right']);
  });

  it('shuffles four options and remembers where the right one went', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const positions = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { options, correctIndex } = assembleOptions('right', ['a', 'b', 'c'], random);
      expect(options).toHaveLength(4);
      expect(options[correctIndex]).toBe('right');
      positions.add(correctIndex);
    }
    expect(positions.size).toBe(4);
    expect(() => assembleOptions('right', ['a', 'b'])).toThrow();
  });

  it('draws distractors near the word in frequency and the level wordbook from just above the size', () => {
    expect(distractorRange(400)).toEqual({ fromRank: 100, toRank: 700 });
    expect(distractorRange(8000)).toEqual({ fromRank: 6000, toRank: 10_000 });
    expect(levelWordbookRanges(4350, 50)).toEqual([
      { fromRank: 4351, toRank: 5350, count: 25 },
      { fromRank: 5351, toRank: 6350, count: 25 },
    ]);
  });
});
