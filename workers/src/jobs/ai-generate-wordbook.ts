import { visibleGeneratedWords, type TGeneratedWord, type TWordbookNextStreamResult } from '@wordbook/core/contract/ai-wordbook';
import { aiGenerateWordbookJob, WORDBOOK_MODEL_BUDGET_MS } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { aiMessages, AI_COSTS, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { lemmasOf, normalizeWord } from '@wordbook/sql/lexicon/word-forms';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { failDraft, findDraft, finishDraft, listKeptWordTexts } from '@wordbook/sql/queries/ai-wordbooks';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { listJobEventsAfter } from '@wordbook/sql/queries/job-runs';
import {
  lookupWords,
  topicCandidates,
  wordsInRankRange,
  type TLexiconEntry,
  type TLexiconPos,
  type TTopicCandidate,
  type TTopicRelation,
  type TTopicSeedSense,
} from '@wordbook/sql/queries/lexicon';
import { serverEnv } from '@wordbook/sql/server-env';
import type { Logger } from 'pino';
import { z } from 'zod';
import { defineHandler, JobFailure } from '../job-handler.ts';
import { AiProviderError, distinctItems, type AiProvider } from '../providers/ai/ai-provider.ts';
import { selectAiProvider } from '../providers/ai/select-provider.ts';

let providerOfPool: { pool: DatabasePool; provider: AiProvider } | undefined;
/** One provider per process (the OpenAI client keeps its connections). */
function aiProvider(pool: DatabasePool): AiProvider {
  if (providerOfPool?.pool !== pool) providerOfPool = { pool, provider: selectAiProvider(serverEnv(), pool) };
  return providerOfPool.provider;
}

type TChatMessage = { role: 'system' | 'user'; content: string };
type TAskJson = <S extends z.ZodTypeAny>(schema: S, messages: TChatMessage[], signal: AbortSignal) => Promise<z.output<S>>;
/** The OpenAI-compatible provider's one way in; the lexicon provider has none. */
const askJsonOf = (provider: AiProvider): TAskJson | null =>
  'askJson' in provider && typeof provider.askJson === 'function' ? (provider.askJson as TAskJson) : null;

const PROGRESS_EVERY = 5;
/** Candidates looked up in one query: a model's round (100) at once; a long topic list in parts. */
const LOOKUP_BATCH_MAX = 150;
const POS_LABEL: Record<TLexiconPos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };
/** A word a learner can keep and generate AI text for: English letters, at most three words. */
const WORD_SHAPE = /^[a-z]+(?: [a-z]+){0,2}$/;

// --- level windows ---------------------------------------------------------------------------

/**
 * Level k means a vocabulary of (k-1)×1000 to k×1000 words by frequency rank (DESIGN.md). The
 * band the generator picks from is (k-1)×1000..(k+1)×1000: the learner's band and the next one.
 * Related words just outside it (one band either side) are still taken, with less weight, before
 * unrelated words from the band.
 */
export function levelWindows(level: number) {
  const band = { from: Math.max(1, (level - 1) * 1000), to: (level + 1) * 1000 };
  const wide = { from: Math.max(1, (level - 2) * 1000), to: (level + 2) * 1000 };
  return { band, wide };
}

// --- words the learner keeps -------------------------------------------------------------------

/** Lower-case forms and their lemmas: a word is "kept" when it or any of its lemmas is in the set. */
class KeptWords {
  private readonly keys = new Set<string>();
  add(text: string) {
    const word = normalizeWord(text);
    if (word === '') return;
    this.keys.add(word);
    for (const lemma of lemmasOf(word)) this.keys.add(lemma);
  }
  has(text: string): boolean {
    const word = normalizeWord(text);
    return this.keys.has(word) || lemmasOf(word).some((lemma) => this.keys.has(lemma));
  }
  list(): string[] {
    return [...this.keys];
  }
}

// --- one generated word --------------------------------------------------------------------------

/** WordNet keeps some examples in quotes; the learner sees the bare sentence. */
const bareSentence = (s: string): string => s.trim().replace(/^["“]+|["”]+$/g, '').trim();

/**
 * The word as the draft keeps it: its lemma, its own senses' definitions as "(noun) gloss"
 * (up to 6, in WordNet order, like single-word generation) and the WordNet examples that use it.
 * null for a word the lexicon does not know, or knows as offensive (a model may propose one).
 */
function generatedWordOf(entry: TLexiconEntry | null): TGeneratedWord | null {
  if (!entry || entry.offensive) return null;
  const own = entry.senses.filter((s) => s.lemma === entry.lemma);
  const senses = own.length > 0 ? own : entry.senses;
  const definitions = distinctItems(
    senses.map((s) => `(${POS_LABEL[s.pos]}) ${s.gloss}`),
    MAX_AI_ALTERNATIVES,
  );
  const first = senses[0];
  if (!first || definitions.length === 0) return null;
  const examples = distinctItems(senses.flatMap((s) => s.examples.map(bareSentence)), MAX_AI_ALTERNATIVES);
  return {
    text: normalizeWord(entry.lemma),
    definition: definitions[0]!,
    definitions,
    example: examples[0] ?? null,
    examples,
    pos: first.pos,
    rank: entry.rank,
  };
}

// --- candidates from the topic's WordNet neighbourhood --------------------------------------------

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
async function promptLemmas(db: CommonQueryMethods, prompt: string): Promise<string[]> {
  const plain = normalizeWord(prompt.normalize('NFD').replace(/\p{M}/gu, ''));
  const tokens = [...new Set(plain.split(/[^a-z']+/).filter((t) => t.length >= 3 && !PROMPT_STOPWORDS.has(t)))].slice(0, 8);
  const lemmas: string[] = [];
  for (const entry of await lookupWords(db, tokens)) {
    if (entry && !entry.offensive && !lemmas.includes(entry.lemma)) lemmas.push(entry.lemma);
  }
  return lemmas;
}

function sample<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

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
const PROMPT_WEIGHT = 1.5;
const REFERENCE_SEEDS_MAX = 40;
const SECOND_HOP_SEEDS = 12;
const SECOND_HOP_WEIGHT = 0.5;
/**
 * A candidate's gloss sharing no word with the topic senses' glosses keeps this share of its score;
 * sharing rare ones (airline: passenger, scheduled) raises it to up to 1 + this.
 */
const UNSHARED_GLOSS_WEIGHT = 0.5;
const OUTSIDE_BAND_WEIGHT = 0.5;
const OTHER_POS_WEIGHT = 0.5;
/** The order is a shuffle weighted by score to this power: 1 lets the long tail in, 4 repeats the same words. */
const SHUFFLE_SHARPNESS = 3;

/** The weight of a word's n-th sense (1 = its most used): a relation through a rare sense says little about the word a learner will see. */
const senseOrderWeight = (n: number) => (n <= 1 ? 1 : n === 2 ? 0.55 : n === 3 ? 0.35 : n <= 5 ? 0.25 : 0.15);

type TScoredCandidate = { lemma: string; rank: number; score: number; close: boolean };

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
function scoreCandidates(
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

/**
 * Words on the topic of the prompt's words and the reference words, best first: topicCandidates
 * from the seeds (any rank: a common word can lead on), scored; then a second hop from the best
 * dozen closely related words (cooking → cook → bake, roast; airport → passenger → terminal),
 * with half their weight. Only words inside the wider window count; those outside the learner's
 * band count half; the order is a shuffle weighted by score. The prompt's own words lead, when
 * they fit.
 */
async function topicWords(
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

// --- candidates from an OpenAI-compatible model --------------------------------------------------

const ZModelWords = z.object({ words: z.array(z.string()) });
const MODEL_ROUNDS = 4;

function modelMessages(args: { level: number; prompt: string; references: string[]; avoid: string[]; ask: number }): TChatMessage[] {
  const { band } = levelWindows(args.level);
  const topic = args.prompt
    ? `the learner's request "${args.prompt}"${args.references.length > 0 ? ' and the words they already study' : ''}`
    : args.references.length > 0
      ? 'the words they already study'
      : 'useful everyday topics';
  return [
    {
      role: 'system',
      content:
        'You choose vocabulary for a learner of English. Answer with one JSON object and nothing else: {"words": ["...", "..."]}. ' +
        'Give real English dictionary words in their base form, lower case, no names, no phrases longer than two words.',
    },
    {
      role: 'user',
      content:
        `The learner is at level ${args.level} of 14: they know roughly the ${(args.level - 1) * 1000}–${args.level * 1000} most frequent English words. ` +
        `Propose ${args.ask} words for them to learn next, about as common as the words ranked ${band.from}–${band.to} by frequency, related to ${topic}. ` +
        (args.references.length > 0 ? `They already study: ${args.references.join(', ')}. Do not repeat these. ` : '') +
        (args.avoid.length > 0 ? `Do not repeat these either: ${args.avoid.join(', ')}. ` : '') +
        'Answer as {"words": [...]}.',
    },
  ];
}

// --- the handler ---------------------------------------------------------------------------------

/**
 * The AI wordbook draft. The words come from the model when one is configured (checked against
 * the lexicon: a word WordNet does not know, or knows as offensive, is dropped, never saved),
 * then from the WordNet neighbourhood of the prompt's and the reference wordbooks' words
 * (topicWords), then from the learner's band; never a word the learner keeps (nor a form or
 * lemma of one). Progress {total, emitted} counts
 * prepared words and never goes back, even across a retry. The words are written onto the draft
 * with the result event (the done-marker), which shows the learner `payload.visible` definitions
 * and examples of each (the draft keeps them all); points for words not delivered are given
 * back, and a failure gives back all of them, once.
 */
export const aiGenerateWordbookHandler = defineHandler({
  definition: aiGenerateWordbookJob,
  streams: true,
  handle: async ({ jobId, payload, signal, pool, log, progress, finish }) => {
    const draft = await findDraft(pool, { userId: payload.userId, id: payload.draftId });
    // Gone (the account was purged), or closed as stale and refunded by the API meanwhile.
    if (!draft || draft.status === 'failed') throw new JobFailure(aiMessages.failed);

    // A retry continues the progress its killed predecessor reported instead of starting at 0 again.
    let reported = -1;
    for (const e of await listJobEventsAfter(pool, { jobId, afterSeq: 0 })) {
      if (e.kind === 'progress') reported = Math.max(reported, (e.data as { emitted?: number }).emitted ?? 0);
    }
    const total = payload.count;
    const report = async (emitted: number) => {
      if (emitted <= reported || (emitted % PROGRESS_EVERY !== 0 && emitted !== total)) return;
      reported = emitted;
      await progress({ total, emitted });
    };
    await report(0);

    let result: { words: TGeneratedWord[]; provider: string };
    try {
      result = await collectWords(pool, { payload, signal, log, provider: aiProvider(pool), onWord: (n) => report(n) });
    } catch (error) {
      if (signal.aborted || !(error instanceof JobFailure)) throw error;
      await failAndRefund(pool, payload.draftId);
      throw error;
    }
    if (result.words.length === 0) {
      await failAndRefund(pool, payload.draftId);
      throw new JobFailure(aiMessages.failed);
    }

    await finish(async (tx): Promise<TWordbookNextStreamResult> => {
      const done = await finishDraft(tx, {
        id: payload.draftId,
        words: result.words,
        provider: result.provider,
        points: result.words.length * AI_COSTS.wordbookWord,
      });
      if (!done) throw new JobFailure(aiMessages.failed);
      if (done.refund > 0) await refundAiPoints(tx, { userId: done.userId, points: done.refund, chargedMonth: done.chargedMonth, jobId });
      // The draft keeps every definition and example; the learner reads the ones their plan shows.
      return { words: visibleGeneratedWords(result.words, payload.visible), saved: false, wordbook: { id: payload.draftId }, provider: result.provider };
    });
  },
});

async function failAndRefund(pool: DatabasePool, draftId: string) {
  await pool.transaction(async (tx) => {
    const ended = await failDraft(tx, { id: draftId });
    if (ended) await refundAiPoints(tx, { userId: ended.userId, points: ended.points, chargedMonth: ended.chargedMonth, jobId: draftId });
  });
}

type TCollectArgs = {
  payload: { userId: string; wordbookIds: string[]; count: number; prompt: string; level: number };
  signal: AbortSignal;
  log: Logger;
  provider: AiProvider;
  onWord: (emitted: number) => Promise<void>;
};

/** Picks and prepares the words: the model's (if any), then related ones, then the band's. */
async function collectWords(pool: DatabasePool, args: TCollectArgs): Promise<{ words: TGeneratedWord[]; provider: string }> {
  const { payload, signal, log } = args;
  const { band, wide } = levelWindows(payload.level);
  const kept = new KeptWords();
  const references: string[] = [];
  for (const row of await listKeptWordTexts(pool, { userId: payload.userId, referenceIds: payload.wordbookIds })) {
    kept.add(row.text);
    if (row.inReference) references.push(normalizeWord(row.text));
  }

  const words: TGeneratedWord[] = [];
  const taken = new Set<string>();
  let fromModel = 0;
  /**
   * Takes the candidates, in order, that the lexicon knows, that fit the learner and that the
   * learner does not keep, until the count is reached; answers how many it took. The lexicon
   * is asked in batches (lookupWords) a little larger than what is still needed.
   */
  const offer = async (texts: readonly string[], check: (rank: number | null, lemma: string) => boolean): Promise<number> => {
    const fresh = (text: string) => WORD_SHAPE.test(text) && !taken.has(text) && !kept.has(text);
    const candidates = texts.map(normalizeWord).filter(fresh);
    let added = 0;
    for (let start = 0; start < candidates.length && words.length < payload.count; ) {
      if (signal.aborted) throw signal.reason;
      const batch = candidates.slice(start, start + Math.min(LOOKUP_BATCH_MAX, 2 * (payload.count - words.length) + 10));
      start += batch.length;
      const entries = await lookupWords(pool, batch);
      for (const [i, candidate] of batch.entries()) {
        if (words.length >= payload.count) break;
        // An earlier candidate of this batch may have taken it (went, then go).
        if (!fresh(candidate)) continue;
        taken.add(candidate);
        const word = generatedWordOf(entries[i]!);
        if (!word || !check(word.rank, word.text)) continue;
        // An inflected form stands for its lemma (went → go): that must be new and fit too.
        if (word.text !== candidate && !fresh(word.text)) continue;
        taken.add(word.text);
        words.push(word);
        added++;
        await args.onWord(words.length);
      }
    }
    return added;
  };
  const inWindow = (window: { from: number; to: number }) => (rank: number | null) => rank !== null && rank >= window.from && rank <= window.to;

  const askJson = askJsonOf(args.provider);
  if (askJson) {
    // The model's words: ranked ones inside the wider window, or unranked phrases (ice cream).
    const fits = (rank: number | null, lemma: string) => (rank === null ? lemma.includes(' ') : rank >= wide.from && rank <= wide.to);
    const budget = AbortSignal.any([signal, AbortSignal.timeout(WORDBOOK_MODEL_BUDGET_MS)]);
    const shown = sample(references, 80);
    for (let round = 0; round < MODEL_ROUNDS && words.length < payload.count; round++) {
      const needed = payload.count - words.length;
      const ask = Math.min(60, Math.max(10, Math.ceil(needed * 1.5)));
      let proposed: string[];
      try {
        const answer = await askJson(ZModelWords, modelMessages({ level: payload.level, prompt: payload.prompt, references: shown, avoid: [...taken].slice(0, 300), ask }), budget);
        proposed = answer.words;
      } catch (error) {
        if (signal.aborted) throw error;
        if (!(error instanceof AiProviderError)) throw error;
        // The lexicon fills in: the learner still gets the wordbook they paid for.
        log.warn({ err: error.message, round }, 'the model could not propose words; the lexicon fills in');
        break;
      }
      const added = await offer(proposed.slice(0, 100), fits);
      fromModel += added;
      log.info({ round, proposed: proposed.length, added }, 'model proposals checked against the lexicon');
      if (added === 0) break;
    }
  }

  if (words.length < payload.count) {
    const related = await topicWords(pool, {
      prompt: payload.prompt ? await promptLemmas(pool, payload.prompt) : [],
      references: references.map((text) => lemmasOf(text)),
      level: payload.level,
      signal,
    });
    await offer(related, inWindow(wide));
  }

  // Top up with words of the learner's band.
  for (let attempt = 0; attempt < 3 && words.length < payload.count; attempt++) {
    const needed = payload.count - words.length;
    const found = await wordsInRankRange(pool, { fromRank: band.from, toRank: band.to, count: needed * 2 + 10, exclude: [...kept.list(), ...taken] });
    if (found.length === 0) break;
    await offer(found.map((w) => w.lemma), inWindow(band));
  }
  await args.onWord(words.length);
  return { words, provider: fromModel > 0 ? 'openai' : 'lexicon' };
}
