import type { TLexiconPos } from '@wordbook/sql/queries/lexicon';
import type { TTopicCandidate, TTopicRelation, TTopicSeedSense } from '@wordbook/sql/queries/lexicon-topics';

/** How on-topic each word WordNet offers is, from the seeds' neighbourhoods (pure: no I/O). */

/**
 * How close each relation is (topicCandidates): the same synset, or a gloss that names the seed
 * (visa: "an endorsement made in a passport"), before kinds of it, derived and similar words;
 * siblings, the words the seed's own gloss uses and the seed's WordNet domain less; broader words
 * least (luggage → case says little).
 */
const RELATION_WEIGHT: Record<TTopicRelation, number> = {
  synonym: 1,
  gloss: 1,
  hyponym: 0.8,
  similar: 0.8,
  'domain-member': 0.7,
  derived: 0.7,
  'see-also': 0.6,
  sibling: 0.4,
  domain: 0.4,
  'seed-gloss': 0.45,
  hypernym: 0.4,
};
/** Relations close enough to hop on from (a second hop follows only these). */
const CLOSE_RELATIONS: ReadonlySet<TTopicRelation> = new Set(['synonym', 'hyponym', 'hypernym', 'derived', 'similar', 'gloss', 'seed-gloss']);
/**
 * Relations that tell which sense of a seed is the topic's, when two seeds reach the same sense
 * through them. Not 'seed-gloss': two glosses that both use "set" or "element" say nothing.
 */
const BACKING_RELATIONS: ReadonlySet<TTopicRelation> = new Set(['synonym', 'hyponym', 'hypernym', 'derived', 'similar', 'gloss']);
const BACKING_FANOUT_MAX = 40;
/** A relation reaching more synsets than this from one place counts for less (sqrt(ok / fanout)): travel's 120 kinds of moving. */
const FANOUT_OK: Partial<Record<TTopicRelation, number>> = { gloss: 40, 'seed-gloss': Number.POSITIVE_INFINITY };
const FANOUT_OK_DEFAULT = 12;
/** Glosses a word may be found in and still count fully as a topic word (sqrt(this / count) beyond). */
const RARE_GLOSS_WORD = 20;
const glossWordRarity = (glossCount: number | undefined) => Math.min(1, Math.sqrt(RARE_GLOSS_WORD / Math.max(1, glossCount ?? 1)));
/** Rarity-weighted gloss words two seed senses must share for each to back the other. */
const SHARED_GLOSS_BACKING = 0.6;
/**
 * A candidate's gloss sharing no word with the topic senses' glosses keeps this share of its score;
 * sharing rare ones (airline: passenger, scheduled) raises it to up to 1 + this.
 */
const UNSHARED_GLOSS_WEIGHT = 0.5;
const OTHER_POS_WEIGHT = 0.5;

/** The weight of a word's n-th sense (1 = its most used): a relation through a rare sense says little about the word a learner will see. */
const senseOrderWeight = (n: number) => (n <= 1 ? 1 : n === 2 ? 0.55 : n === 3 ? 0.35 : n <= 5 ? 0.25 : 0.15);

export type TScoredCandidate = { lemma: string; rank: number; score: number; close: boolean };

/**
 * Scores what topicCandidates found. First, which sense of each seed is the topic's: a sense that
 * other seeds reach closely (through the same candidate sense, or reaching the seed itself)
 * outweighs the others (ticket: the document, not the summons), else WordNet's order decides.
 * The dominant part of speech of those senses is preferred (nouns for airport, ticket, luggage).
 * Then each candidate: for every seed its best relation (weight × how close it is × the seed's
 * sense × the candidate's sense × how generic that sense is × part of speech), summed over the
 * seeds (a word several seeds reach is more on topic), raised when its gloss shares rare words
 * with the topic senses' glosses, lowered when its first sense is another part of speech or it
 * has very many senses.
 */
export function scoreCandidates(
  found: { seedSenses: TTopicSeedSense[]; candidates: TTopicCandidate[] },
  seedWeight: ReadonlyMap<string, number>,
  options: { dominantPos?: TLexiconPos; closeOnly?: boolean } = {},
): { dominantPos: TLexiconPos | undefined; scored: TScoredCandidate[] } {
  const rows = options.closeOnly ? found.candidates.filter((r) => CLOSE_RELATIONS.has(r.relation)) : found.candidates;
  const senseKey = (lemma: string, order: number) => `${lemma}#${order}`;

  // Which seeds reach each candidate sense closely; which other seeds back each seed sense.
  const backing = rows.filter((r) => BACKING_RELATIONS.has(r.relation) && r.fanout <= BACKING_FANOUT_MAX);
  const seedsOfSense = new Map<string, Set<string>>();
  for (const r of backing) {
    const key = senseKey(r.lemma, r.senseOrder);
    const seeds = seedsOfSense.get(key) ?? new Set<string>();
    seeds.add(r.seed);
    seedsOfSense.set(key, seeds);
  }
  const backers = new Map<string, Set<string>>();
  const back = (key: string, seed: string) => {
    const set = backers.get(key) ?? new Set<string>();
    set.add(seed);
    backers.set(key, set);
  };
  for (const r of backing) {
    if (seedWeight.has(r.lemma)) back(senseKey(r.lemma, r.senseOrder), r.seed);
    if (r.seedSenseOrder === 0) continue;
    for (const other of seedsOfSense.get(senseKey(r.lemma, r.senseOrder)) ?? []) {
      if (other !== r.seed) back(senseKey(r.seed, r.seedSenseOrder), other);
    }
  }
  // Or the two senses' glosses share rare words (band, "a group of musicians playing popular music",
  // and concert, "a performance of music by players or singers"), or one names the other seed.
  const rarityOf = new Map<string, number>();
  for (const s of found.seedSenses) {
    s.glossWords.forEach((word, i) => {
      rarityOf.set(word, glossWordRarity(s.glossCounts[i]));
    });
  }
  const wordsOfSense = found.seedSenses.map((s) => new Set(s.glossWords));
  found.seedSenses.forEach((a, i) => {
    found.seedSenses.forEach((b, j) => {
      if (j <= i || a.seed === b.seed) return;
      let shared = wordsOfSense[i]!.has(b.seed) || wordsOfSense[j]!.has(a.seed) ? SHARED_GLOSS_BACKING : 0;
      for (const word of wordsOfSense[i]!) if (wordsOfSense[j]!.has(word)) shared += rarityOf.get(word) ?? 0;
      if (shared < SHARED_GLOSS_BACKING) return;
      back(senseKey(a.seed, a.senseOrder), b.seed);
      back(senseKey(b.seed, b.senseOrder), a.seed);
    });
  });
  const otherSeeds = Math.max(1, seedWeight.size - 1);
  const rawSenseWeight = (seed: string, order: number) => {
    const n = backers.get(senseKey(seed, order))?.size ?? 0;
    return 0.25 * senseOrderWeight(order) + (n > 0 ? 0.5 + (0.5 * n) / otherSeeds : 0);
  };
  const bestRaw = new Map<string, number>();
  for (const s of found.seedSenses) bestRaw.set(s.seed, Math.max(bestRaw.get(s.seed) ?? 0, rawSenseWeight(s.seed, s.senseOrder)));
  // 0: a gloss names the seed, not one of its senses.
  const seedSenseWeight = (seed: string, order: number) => (order === 0 ? 0.7 : rawSenseWeight(seed, order) / (bestRaw.get(seed) ?? 1));

  let dominantPos = options.dominantPos;
  if (!dominantPos) {
    const votes = new Map<TLexiconPos, number>();
    for (const s of found.seedSenses) votes.set(s.pos, (votes.get(s.pos) ?? 0) + seedSenseWeight(s.seed, s.senseOrder) * (seedWeight.get(s.seed) ?? 0));
    dominantPos = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  }

  // The topic's gloss words: those of the seeds' likely senses, the rarer the more telling (airfield, not building).
  const topicWords = new Map<string, number>();
  const heaviestSeed = Math.max(...seedWeight.values());
  for (const s of found.seedSenses) {
    const weight = (seedSenseWeight(s.seed, s.senseOrder) * (seedWeight.get(s.seed) ?? 0)) / heaviestSeed;
    if (weight < 0.5) continue;
    s.glossWords.forEach((word, i) => {
      if (!seedWeight.has(word)) topicWords.set(word, Math.max(topicWords.get(word) ?? 0, weight * glossWordRarity(s.glossCounts[i])));
    });
  }

  type TTally = { lemma: string; rank: number; firstPos: TLexiconPos; senseCount: number; bySeed: Map<string, number>; shared: number; close: boolean };
  const tallies = new Map<string, TTally>();
  for (const r of rows) {
    if (seedWeight.has(r.lemma) || r.rank === null) continue;
    if (r.relation === 'seed-gloss' && r.pos !== 'n') continue; // a seed's gloss names things; its other words are too loose
    const senseFit = senseOrderWeight(r.senseOrder);
    const generic = r.hyponyms > 30 ? 0.5 : r.hyponyms > 12 ? 0.75 : 1;
    const spread = Math.min(1, Math.sqrt((FANOUT_OK[r.relation] ?? FANOUT_OK_DEFAULT) / Math.max(1, r.fanout)));
    // A word a seed's gloss uses counts as it is rare in glosses (airfield, cargo; not tissue, application).
    const rarity = r.relation === 'seed-gloss' ? glossWordRarity(r.glossCount / 2) : 1;
    const posFit = dominantPos && r.pos !== dominantPos ? OTHER_POS_WEIGHT : 1;
    const weight =
      RELATION_WEIGHT[r.relation] * seedSenseWeight(r.seed, r.seedSenseOrder) * senseFit * generic * spread * rarity * posFit * (seedWeight.get(r.seed) ?? 0);
    let tally = tallies.get(r.lemma);
    if (!tally) {
      tally = { lemma: r.lemma, rank: r.rank, firstPos: r.firstPos, senseCount: r.senseCount, bySeed: new Map(), shared: 0, close: false };
      tallies.set(r.lemma, tally);
    }
    tally.bySeed.set(r.seed, Math.max(tally.bySeed.get(r.seed) ?? 0, weight));
    if (CLOSE_RELATIONS.has(r.relation)) tally.close = true;
    let shared = 0;
    for (const word of r.glossWords) if (word !== r.lemma) shared += topicWords.get(word) ?? 0;
    tally.shared = Math.max(tally.shared, Math.min(1, shared) * senseFit);
  }
  const scored = [...tallies.values()].map((t) => {
    let score = [...t.bySeed.values()].reduce((sum, w) => sum + w, 0) * (UNSHARED_GLOSS_WEIGHT + t.shared);
    if (dominantPos && t.firstPos !== dominantPos) score *= OTHER_POS_WEIGHT;
    if (t.senseCount > 12) score *= 0.7; // a vague word (run, line)
    return { lemma: t.lemma, rank: t.rank, score, close: t.close };
  });
  return { dominantPos, scored };
}
