import { wordCountBounds, wordCountMessage } from '@wordbook/core/rules/wordbook-prompt-rules';
import { PROMPT_MAX, promptError, promptMessages } from '@wordbook/core/rules/wordbook-prompt-rules';

/**
 * The generator form's live rules (document 1, §5 "AI wordbook prompt"; document 2, §5 "AI
 * wordbook generator"), on top of the shared checks in core.
 */

/**
 * The count field after an edit: digits are kept as typed (empty while typing is allowed); any
 * other input resets the field to the minimum.
 */
export function nextCountInput(raw: string, isPro: boolean): string {
  const trimmed = raw.trim();
  if (trimmed === '' || /^\d+$/.test(trimmed)) return trimmed;
  return String(wordCountBounds(isPro).min);
}

/** The count field's message, or null when it holds a whole number within the plan's bounds. */
export function countError(input: string, isPro: boolean): string | null {
  const bounds = wordCountBounds(isPro);
  const n = /^\d+$/.test(input.trim()) ? Number(input.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= bounds.min && n <= bounds.max ? null : wordCountMessage(bounds);
}

/**
 * The prompt field after an edit: cut to 80 characters. `error` is the first rule the kept text
 * breaks, or 'Max 80 characters.' when the edit was cut (the learner typed or pasted more).
 */
export function nextPrompt(raw: string): { value: string; error: string | null; truncated: boolean } {
  const truncated = raw.length > PROMPT_MAX;
  const value = truncated ? raw.slice(0, PROMPT_MAX) : raw;
  return { value, truncated, error: promptError(value) ?? (truncated ? promptMessages.tooLong : null) };
}

/** Whether the prompt's message blocks Generate: a cut prompt is fine once cut, the other rules block. */
export const promptBlocks = (value: string): boolean => promptError(value) !== null;

/** The progress the modal shows: the job's share of words, never 100 before the result (document 1, §4). */
export function displayedPercent(progress: { total: number; emitted: number } | null, finished: boolean): number {
  if (finished) return 100;
  if (!progress || progress.total <= 0) return 0;
  return Math.min(99, Math.floor((Math.min(progress.emitted, progress.total) / progress.total) * 100));
}
