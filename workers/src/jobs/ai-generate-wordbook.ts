import type { TGeneratedWord, TWordbookNextStreamResult } from '@wordbook/core/contract/ai-wordbook';
import { aiGenerateWordbookJob, WORDBOOK_MODEL_BUDGET_MS } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { aiMessages, AI_COSTS, MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { lemmasOf, normalizeWord } from '@wordbook/sql/lexicon/word-forms';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { failDraft, findDraft, finishDraft, listKeptWordTexts } from '@wordbook/sql/queries/ai-wordbooks';
import { refundAiPoints } from '@wordbook/sql/queries/ai-usage';
import { listJobEventsAfter } from '@wordbook/sql/queries/job-runs';
import { lookupWord, relatedWords, wordsInRankRange, type TLexiconPos } from '@wordbook/sql/queries/lexicon';
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
 * The word as the learner will see it: its lemma, its own senses' definitions as "(noun) gloss"
 * (up to 6, in WordNet order, like single-word generation) and the WordNet examples that use it.
 */
async function prepareWord(db: CommonQueryMethods, text: string): Promise<TGeneratedWord | null> {
  const entry = await lookupWord(db, text);
  if (!entry) return null;
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

// --- candidates from WordNet relations -----------------------------------------------------------

/**
 * How close a relation is to the seed's topic: synonyms and similar words first, then derived and
 * see-also, then narrower words (kinds of it), then broader ones (food → substance says little).
 */
const RELATION_WEIGHT: Record<string, number> = { synonym: 3, similar: 3, derived: 2, 'see-also': 2, hyponym: 1.5, hypernym: 0.75 };
const PROMPT_WEIGHT = 3;
const SECOND_HOP_WEIGHT = 0.4;
const OUTSIDE_BAND_WEIGHT = 0.4;
const REFERENCE_SEEDS_MAX = 40;
const SECOND_HOP_SEEDS_MAX = 30;
const RELATED_PER_SEED = 1000;
const QUERY_CONCURRENCY = 4;

/** Function words and generator talk that say nothing about a topic. */
const PROMPT_STOPWORDS = new Set(
  (
    'a an the and or but of for to in on at by with about from into over under as is are be was were it its this that these those ' +
    'my me i you your we our some more most less very really please give show make list words word vocabulary vocab related ' +
    'topic topics theme themes level levels english learn learning learner study useful common new advanced basic simple like such ' +
    'eg e.g etc other others things thing about around'
  ).split(' '),
);

/** The prompt's content words as dictionary lemmas (cooking → cooking, cook is found through relations). */
async function promptLemmas(db: CommonQueryMethods, prompt: string): Promise<string[]> {
  const plain = normalizeWord(prompt.normalize('NFD').replace(/\p{M}/gu, ''));
  const tokens = [...new Set(plain.split(/[^a-z']+/).filter((t) => t.length >= 3 && !PROMPT_STOPWORDS.has(t)))].slice(0, 8);
  const lemmas: string[] = [];
  for (const token of tokens) {
    const entry = await lookupWord(db, token);
    if (entry && !lemmas.includes(entry.lemma)) lemmas.push(entry.lemma);
  }
  return lemmas;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return out;
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
 * Lemmas related to the prompt's words and the reference words through WordNet relations,
 * scored: each relation to a seed adds its weight (three times for a prompt word), a second hop
 * (related to a related word) adds less, and a word one band outside the learner's counts less.
 * Words outside the wider window are left out; the best first, ties shuffled.
 */
async function relatedCandidates(
  db: CommonQueryMethods,
  args: { prompt: string[]; references: string[][]; level: number; enough: number; signal: AbortSignal },
): Promise<string[]> {
  const { band, wide } = levelWindows(args.level);
  const scores = new Map<string, number>();
  /** Every first-hop word, whatever its rank, by where it came from: the seeds of a second hop (cook for a learner past it). */
  const firstHop = { prompt: new Map<string, number>(), references: new Map<string, number>() };
  const score = (lemma: string, rank: number | null, weight: number) => {
    if (rank === null || rank < wide.from || rank > wide.to) return;
    const inBand = rank >= band.from && rank <= band.to;
    scores.set(lemma, (scores.get(lemma) ?? 0) + weight * (inBand ? 1 : OUTSIDE_BAND_WEIGHT));
  };
  type TSeed = { lemmas: string[]; weight: number; from: 'prompt' | 'references' };
  const relate = async (seeds: TSeed[], hop: 1 | 2) => {
    const found = await mapLimit(seeds, QUERY_CONCURRENCY, async (seed) => {
      if (args.signal.aborted) throw args.signal.reason;
      return relatedWords(db, { lemmas: seed.lemmas, limit: RELATED_PER_SEED });
    });
    found.forEach((related, i) => {
      for (const r of related) {
        // A second hop only narrows or derives (cook → bake): a related word's synonyms belong to all its senses (water → urine).
        if (hop === 2 && r.via !== 'hyponym' && r.via !== 'derived') continue;
        const seed = seeds[i]!;
        const weight = seed.weight * (RELATION_WEIGHT[r.via] ?? 1);
        // A broader word is no seed: its relations lead away from the topic (substance → liquid, compound).
        if (hop === 1 && r.via !== 'hypernym') firstHop[seed.from].set(r.lemma, (firstHop[seed.from].get(r.lemma) ?? 0) + weight);
        score(r.lemma, r.rank, weight);
      }
    });
  };

  // The prompt's own words are candidates too (a learner asking for "cooking" may not know "cooking").
  for (const lemma of args.prompt) score(lemma, (await lookupWord(db, lemma))?.rank ?? null, PROMPT_WEIGHT * 2);
  await relate(
    [
      ...args.prompt.map((lemma) => ({ lemmas: [lemma], weight: PROMPT_WEIGHT, from: 'prompt' as const })),
      ...sample(args.references, REFERENCE_SEEDS_MAX).map((lemmas) => ({ lemmas, weight: 1, from: 'references' as const })),
    ],
    1,
  );
  // The prompt always gets a second hop (cooking → cook → bake, roast); the references when too few words fit yet.
  const strongest = (found: Map<string, number>, from: TSeed['from']): TSeed[] =>
    [...found.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, SECOND_HOP_SEEDS_MAX)
      .map(([lemma, weight]) => ({ lemmas: [lemma], weight: Math.min(weight, PROMPT_WEIGHT * 3) * SECOND_HOP_WEIGHT, from }));
  const secondHop = strongest(firstHop.prompt, 'prompt');
  if (scores.size < args.enough) secondHop.push(...strongest(firstHop.references, 'references'));
  if (secondHop.length > 0) await relate(secondHop, 2);
  return [...scores.entries()]
    .map(([lemma, score]) => ({ lemma, score: score + Math.random() * 0.3 }))
    .sort((a, b) => b.score - a.score)
    .map((c) => c.lemma);
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
 * the lexicon: a word WordNet does not know is dropped, never saved), then from WordNet
 * relations of the prompt's and the reference wordbooks' words, then from the learner's band;
 * never a word the learner keeps (nor a form or lemma of one). Progress {total, emitted} counts
 * prepared words and never goes back, even across a retry. The words are written onto the draft
 * with the result event (the done-marker); points for words not delivered are given back, and
 * a failure gives back all of them, once.
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
      return { words: result.words, saved: false, wordbook: { id: payload.draftId }, provider: result.provider };
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
  /** Takes a word when the lexicon knows it, it fits the learner, and the learner does not keep it. */
  const offer = async (text: string, check: (rank: number | null, lemma: string) => boolean): Promise<boolean> => {
    if (signal.aborted) throw signal.reason;
    if (words.length >= payload.count) return false;
    const candidate = normalizeWord(text);
    if (!WORD_SHAPE.test(candidate) || taken.has(candidate) || kept.has(candidate)) return false;
    taken.add(candidate);
    const word = await prepareWord(pool, candidate);
    if (!word || !check(word.rank, word.text)) return false;
    // An inflected form stands for its lemma (went → go): that must be new and fit too.
    if (word.text !== candidate && (!WORD_SHAPE.test(word.text) || taken.has(word.text) || kept.has(word.text))) return false;
    taken.add(word.text);
    words.push(word);
    await args.onWord(words.length);
    return true;
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
      let added = 0;
      for (const text of proposed.slice(0, 100)) if (await offer(text, fits)) added++;
      fromModel += added;
      log.info({ round, proposed: proposed.length, added }, 'model proposals checked against the lexicon');
      if (added === 0) break;
    }
  }

  if (words.length < payload.count) {
    const referenceLemmas = references.map((text) => lemmasOf(text));
    const related = await relatedCandidates(pool, {
      prompt: payload.prompt ? await promptLemmas(pool, payload.prompt) : [],
      references: referenceLemmas,
      level: payload.level,
      enough: (payload.count - words.length) * 2,
      signal,
    });
    for (const lemma of related) {
      if (words.length >= payload.count) break;
      await offer(lemma, inWindow(wide));
    }
  }

  // Top up with words of the learner's band.
  for (let attempt = 0; attempt < 3 && words.length < payload.count; attempt++) {
    const needed = payload.count - words.length;
    const found = await wordsInRankRange(pool, { fromRank: band.from, toRank: band.to, count: needed * 2 + 10, exclude: [...kept.list(), ...taken] });
    if (found.length === 0) break;
    for (const w of found) {
      if (words.length >= payload.count) break;
      await offer(w.lemma, inWindow(band));
    }
  }
  await args.onWord(words.length);
  return { words, provider: fromModel > 0 ? 'openai' : 'lexicon' };
}
