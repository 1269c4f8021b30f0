import type { TGeneratedWord, TTopicNote } from '@wordbook/core/contract/ai-wordbook';
import { WORDBOOK_MODEL_BUDGET_MS } from '@wordbook/core/contract/jobs/ai-generate-wordbook';
import { MAX_AI_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { cleanExample, cleanGloss, lemmaPassesGate } from '@wordbook/core/rules/content-gate';
import { lemmasOf, normalizeWord } from '@wordbook/sql/lexicon/word-forms';
import type { DatabasePool } from '@wordbook/sql/pool';
import { listKeptWordTexts } from '@wordbook/sql/queries/ai-wordbooks';
import { lookupWords, wordsInRankRange, type TLexiconEntry, type TLexiconPos } from '@wordbook/sql/queries/lexicon';
import type { Logger } from 'pino';
import { AiProviderError, distinctItems, type AiProvider } from '../providers/ai/ai-provider.ts';
import { levelWindows } from './level-windows.ts';
import { MODEL_ROUNDS, modelMessages, ZModelWords } from './model-words.ts';
import { promptLemmas, sample, topicWords } from './topic-words.ts';
import { translateMeanings } from './translate-meanings.ts';

/** Candidates looked up in one query: a model's round (100) at once; a long topic list in parts. */
const LOOKUP_BATCH_MAX = 150;
const POS_LABEL: Record<TLexiconPos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };
/** A word a learner can keep and generate AI text for: English letters, at most three words. */
const WORD_SHAPE = /^[a-z]+(?: [a-z]+){0,2}$/;

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

/**
 * The word as the draft keeps it: its lemma, its own senses' definitions as "(noun) gloss"
 * (up to 6, the most used first, WordNet markup cleaned, like single-word generation) and the
 * WordNet examples of its main sense (an example belongs to the sense it illustrates). null for a
 * word the lexicon does not know, knows as offensive, or whose main sense fails the content gate
 * (content-gate.ts: unfit, foreign, a letter, or defined by itself): a model may propose one.
 */
function generatedWordOf(entry: TLexiconEntry | null): TGeneratedWord | null {
  if (!entry || entry.offensive) return null;
  const own = entry.senses.filter((s) => s.lemma === entry.lemma);
  const senses = own.length > 0 ? own : entry.senses;
  const first = senses[0];
  if (!first || !lemmaPassesGate(entry.lemma, cleanGloss(first.gloss))) return null;
  const definitions = distinctItems(
    senses.map((s) => `(${POS_LABEL[s.pos]}) ${cleanGloss(s.gloss)}`),
    MAX_AI_ALTERNATIVES,
  );
  if (definitions.length === 0) return null;
  const examples = distinctItems(first.examples.map(cleanExample), MAX_AI_ALTERNATIVES);
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

export type TCollectArgs = {
  payload: { userId: string; wordbookIds: string[]; count: number; prompt: string; level: number };
  signal: AbortSignal;
  log: Logger;
  provider: AiProvider;
  onWord: (emitted: number) => Promise<void>;
};

export type TCollected = { words: TGeneratedWord[]; provider: string; topicNote: TTopicNote | null };

/**
 * Picks and prepares the words: the model's (if any), then related ones, then the band's. When a
 * prompt was given and the band had to fill in, `topicNote` says how many words relate (the
 * model's and the topic's) of those delivered: the learner is told rather than left to guess.
 */
export async function collectWords(pool: DatabasePool, args: TCollectArgs): Promise<TCollected> {
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
  let fromTopic = 0;
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

  const { askJson } = args.provider;
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
    fromTopic = await offer(related, inWindow(wide));
  }

  // Top up with words of the learner's band.
  for (let attempt = 0; attempt < 3 && words.length < payload.count; attempt++) {
    const needed = payload.count - words.length;
    const found = await wordsInRankRange(pool, { fromRank: band.from, toRank: band.to, count: needed * 2 + 10, exclude: [...kept.list(), ...taken] });
    if (found.length === 0) break;
    await offer(found.map((w) => w.lemma), inWindow(band));
  }
  await args.onWord(words.length);
  const related = fromModel + fromTopic;
  const topicNote = payload.prompt !== '' && related < words.length ? { prompt: payload.prompt, related, total: words.length } : null;
  if (topicNote) log.info(topicNote, 'few words relate to the prompt; the band filled in');
  return { words: await translateMeanings(pool, payload.userId, words), provider: fromModel > 0 ? 'openai' : 'lexicon', topicNote };
}
