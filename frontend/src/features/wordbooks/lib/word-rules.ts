import type { TAiReuseBehavior, TAiType, TWord, TWordbook } from '@wordbook/core/contract/wordbooks';
import { FREE_VISIBLE_ALTERNATIVES } from '@wordbook/core/rules/ai-points';
import { displayedText, wordKey } from '@wordbook/core/rules/wordbook-rules';
import type { TAiForce } from '../api/generate-ai';

export type WordbookOrder = 'oldest' | 'newest';
export type WordOrder = 'oldest' | 'newest' | 'alphabetical';

/** The sidebar order (document 1, §4): by creation time, oldest first by default. */
export function sortWordbooks<T extends Pick<TWordbook, 'created_at' | 'name'>>(wordbooks: readonly T[], order: WordbookOrder): T[] {
  const sign = order === 'oldest' ? 1 : -1;
  return [...wordbooks].sort((a, b) => sign * a.created_at.localeCompare(b.created_at) || a.name.localeCompare(b.name));
}

export function sortWords<T extends Pick<TWord, 'created_at' | 'text'>>(words: readonly T[], order: WordOrder): T[] {
  if (order === 'alphabetical') {
    return [...words].sort((a, b) => a.text.localeCompare(b.text, 'en', { sensitivity: 'base' }) || a.created_at.localeCompare(b.created_at));
  }
  const sign = order === 'oldest' ? 1 : -1;
  return [...words].sort((a, b) => sign * a.created_at.localeCompare(b.created_at));
}

/** A word already in the list with the same text, ignoring case and extra spaces (document 1, §4). */
export function findDuplicateWord<T extends Pick<TWord, 'id' | 'text'>>(words: readonly T[], text: string, exceptId?: string): T | undefined {
  const key = wordKey(text);
  return words.find((word) => word.id !== exceptId && wordKey(word.text) === key);
}

/** The learner's own text, or null when the stored text is a copy of an AI alternative. */
export function ownText(text: string | null, origin: TWord['meaning_origin']): string | null {
  return origin === 'ai' ? null : text;
}

export function aiItems(word: Pick<TWord, 'ai_definitions' | 'ai_examples'>, type: TAiType): string[] {
  return type === 'definition' ? word.ai_definitions : word.ai_examples;
}

export function selectedIndex(word: Pick<TWord, 'selected_meaning_index' | 'selected_example_index'>, type: TAiType): number {
  return type === 'definition' ? word.selected_meaning_index : word.selected_example_index;
}

/** Document 1, §4: the displayed meaning or example. */
export function shownText(word: TWord, type: TAiType): string | null {
  return type === 'definition'
    ? displayedText(ownText(word.meaning, word.meaning_origin), word.ai_definitions, word.selected_meaning_index)
    : displayedText(ownText(word.example, word.example_origin), word.ai_examples, word.selected_example_index);
}

/** Whether the word still lacks a meaning (or an example): what Bulk Generate fills in. */
export function lacks(word: TWord, type: TAiType): boolean {
  return shownText(word, type) === null;
}

/** The alternatives the learner may pick from: Free sees the first 2 (DESIGN.md "Alternatives"). */
export function visibleAlternatives(word: Pick<TWord, 'ai_definitions' | 'ai_examples'>, type: TAiType, isPro: boolean): string[] {
  const items = aiItems(word, type);
  return isPro ? items : items.slice(0, FREE_VISIBLE_ALTERNATIVES);
}

/** How many alternatives the plan hides: Free sees the first 2 (DESIGN.md "Alternatives"). */
export function hiddenAlternatives(word: TWord, type: TAiType, isPro: boolean): number {
  if (isPro) return 0;
  const total = type === 'definition' ? word.meta_total_definitions : word.meta_total_examples;
  const visible = Math.min(aiItems(word, type).length, FREE_VISIBLE_ALTERNATIVES);
  return Math.max(0, total - visible);
}

export function hiddenAlternativesNote(count: number, type: TAiType): string {
  const noun = type === 'definition' ? (count === 1 ? 'definition' : 'definitions') : count === 1 ? 'example' : 'examples';
  return `${count} more ${noun} hidden. Upgrade to Pro`;
}

/**
 * How to call the generator after GET /api/ai/check (document 1, §4): auto when nothing exists;
 * the earlier data when nothing new can come (the built-in dictionary answers a word the same way
 * every time); else the wordbook's ai_reuse_behavior, where 'ask' means the Previous Data Found modal decides.
 */
export function forceFor(foundExisting: boolean, behavior: TAiReuseBehavior, canGenerateNew: boolean): TAiForce | 'ask' {
  if (!foundExisting) return 'auto';
  if (behavior === 'reuse' || !canGenerateNew) return 'reuse';
  if (behavior === 'regenerate') return 'regenerate';
  return 'ask';
}

export const aiBusyKey = (wordId: string, type: TAiType) => `${wordId}:${type}`;

/** The wordbook search: the word, or the meaning or example shown with it, contains the query (any case). */
export function matchesSearch(word: TWord, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [word.text, shownText(word, 'definition'), shownText(word, 'example')].some((text) => text?.toLowerCase().includes(needle));
}
