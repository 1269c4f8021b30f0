/**
 * The AI behind the product, one interface for every provider (DESIGN.md "Real parts"): the
 * local lexicon (default) and any OpenAI-compatible endpoint. Each capability is one method;
 * the level test and the wordbook generator add theirs here, and each provider implements them.
 */

import type { z } from 'zod';

/** A chat message to a model. */
export type TChatMessage = { role: 'system' | 'user'; content: string };

/** What a provider answers: up to MAX_AI_ALTERNATIVES items, the language they are in, and a note for the learner. */
export type TAiItems = { items: string[]; language: string; note: string | null };

export interface AiProvider {
  /** Stored with results ('lexicon', 'openai'): "Load Previous" can say where they came from. */
  readonly name: string;
  /** Definitions of an English word or short phrase, in `language` when the provider can. */
  definitions(word: string, language: string, signal: AbortSignal): Promise<TAiItems>;
  /** English example sentences that use the word. */
  examples(word: string, signal: AbortSignal): Promise<TAiItems>;
  /**
   * The same answers for many words at once (a batch of queued jobs), each the items or the error
   * the one-word method would give; only a provider that answers a batch cheaper than word by word has it.
   */
  readonly many?: {
    definitions(asks: readonly { word: string; language: string }[]): Promise<(TAiItems | Error)[]>;
    examples(words: readonly string[]): Promise<(TAiItems | Error)[]>;
  };
  /**
   * A chat model's answer as one JSON object matching `schema` (the wordbook generator asks for
   * words this way); null for a provider that is no model (the lexicon).
   */
  readonly askJson: (<S extends z.ZodTypeAny>(schema: S, messages: TChatMessage[], signal: AbortSignal) => Promise<z.output<S>>) | null;
}

/**
 * The provider has nothing for this word (unknown to the dictionary, no example sentence, or
 * the model says it is not a word). The message is for the learner; nothing is invented.
 */
export class AiNoResultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiNoResultError';
  }
}

/** The provider could not answer (unreachable, timed out, malformed answer); the detail is for the log. */
export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export const noDefinitionMessage = (word: string): string => `No definition found for “${word}”.`;
export const noExampleMessage = (word: string): string => `No example sentence is available for “${word}”.`;

/** Trimmed, non-empty, without repeats (case-insensitively), at most `max`. */
export function distinctItems(items: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (item.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}
