import type { CommonQueryMethods } from '@wordbook/sql/pool';
import { normalizeWord } from '@wordbook/sql/lexicon/word-forms';
import { lookupWords } from '@wordbook/sql/queries/lexicon';
import { topicCandidates } from '@wordbook/sql/queries/lexicon-topics';
import { levelWindows } from './level-windows.ts';
import { scoreCandidates } from './topic-scorer.ts';

const PROMPT_WEIGHT = 1.5;
const REFERENCE_SEEDS_MAX = 40;
const SECOND_HOP_SEEDS = 12;
const SECOND_HOP_WEIGHT = 0.5;
const OUTSIDE_BAND_WEIGHT = 0.5;
/** The order is a shuffle weighted by score to this power: 1 lets the long tail in, 4 repeats the same words. */
const SHUFFLE_SHARPNESS = 3;

/** Function words and generator talk that say nothing about a topic. */
const PROMPT_STOPWORDS = new Set(
  (
    'a an the and or but of for to in on at by with about from into over under as is are be was were it its this that these those ' +
    'my me i you your we our some more most less very really please give show make list words word vocabulary vocab related ' +
    'topic topics theme themes level levels english learn learning learner study useful common new advanced basic simple like such ' +
    'eg e.g etc other others things thing about around'
  ).split(' '),
);

/** The prompt's content words as dictionary lemmas (airports → airport). */
export async function promptLemmas(db: CommonQueryMethods, prompt: string): Promise<string[]> {
  const plain = normalizeWord(prompt.normalize('NFD').replace(/\p{M}/gu, ''));
  const tokens = [...new Set(plain.split(/[^a-z']+/).filter((t) => t.length >= 3 && !PROMPT_STOPWORDS.has(t)))].slice(0, 8);
  const lemmas: string[] = [];
  for (const entry of await lookupWords(db, tokens)) {
    if (entry && !entry.offensive && !lemmas.includes(entry.lemma)) lemmas.push(entry.lemma);
  }
  return lemmas;
}

export function sample<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/**
 * Words on the topic of the prompt's words and the reference words, best first: topicCandidates
 * from the seeds (any rank: a common word can lead on), scored; then a second hop from the best
 * dozen closely related words (cooking → cook → bake, roast; airport → passenger → terminal),
 * with half their weight. Only words inside the wider window count; those outside the learner's
 * band count half; the order is a shuffle weighted by score. The prompt's own words lead, when
 * they fit.
 */
export async function topicWords(
  db: CommonQueryMethods,
  args: { prompt: string[]; references: string[][]; level: number; signal: AbortSignal },
): Promise<string[]> {
  const { band, wide } = levelWindows(args.level);
  const seedWeight = new Map<string, number>();
  for (const lemmas of sample(args.references, REFERENCE_SEEDS_MAX)) for (const lemma of lemmas) seedWeight.set(lemma, 1);
  for (const lemma of args.prompt) seedWeight.set(lemma, PROMPT_WEIGHT);
  if (seedWeight.size === 0) return [];

  const first = scoreCandidates(await topicCandidates(db, { seeds: [...seedWeight.keys()], fromRank: 1, toRank: wide.to }), seedWeight);
  if (args.signal.aborted) throw args.signal.reason;
  const leads = first.scored.filter((c) => c.close && c.score > 0).sort((a, b) => b.score - a.score).slice(0, SECOND_HOP_SEEDS);
  const hopWeight = new Map(leads.map((c) => [c.lemma, (SECOND_HOP_WEIGHT * c.score) / leads[0]!.score]));
  const second =
    hopWeight.size === 0
      ? { scored: [] }
      : scoreCandidates(await topicCandidates(db, { seeds: [...hopWeight.keys()], fromRank: wide.from, toRank: wide.to }), hopWeight, {
          dominantPos: first.dominantPos,
          closeOnly: true,
        });
  if (args.signal.aborted) throw args.signal.reason;

  const total = new Map<string, { rank: number; score: number }>();
  for (const c of [...first.scored, ...second.scored]) {
    if (seedWeight.has(c.lemma) || c.rank < wide.from || c.rank > wide.to) continue;
    const sum = total.get(c.lemma);
    if (sum) sum.score += c.score;
    else total.set(c.lemma, { rank: c.rank, score: c.score });
  }
  // A weighted shuffle (Efraimidis–Spirakis, key u^(1/w), w = score³): the clearly best words come
  // first every time, close ones take turns, so two drafts differ (about a quarter of 30 words).
  const ranked = [...total.entries()]
    .map(([lemma, c]) => ({ lemma, score: c.score * (c.rank >= band.from && c.rank <= band.to ? 1 : OUTSIDE_BAND_WEIGHT) }))
    .filter((c) => c.score > 0)
    .map((c) => ({ lemma: c.lemma, key: Math.log(Math.random()) / c.score ** SHUFFLE_SHARPNESS }))
    .sort((a, b) => b.key - a.key)
    .map((c) => c.lemma);
  // A learner asking for "cooking" may not know "cooking".
  return [...args.prompt, ...ranked];
}
