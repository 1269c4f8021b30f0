/**
 * The AI wordbook generator's input rules (document 1 §5 "AI wordbook prompt", §9; document 2
 * §5 "AI wordbook generator"): the custom prompt's sanitising and checks, in the spec's order
 * and with its messages, the word-count bounds by plan, and the saved wordbook's name. Pure:
 * the generator modal and the API use the same functions.
 */

import { WORDBOOK_NAME_MAX } from './wordbook-rules.ts';

export const PROMPT_MAX = 80;

export const WORD_COUNT_DEFAULT = 50;
export const WORD_COUNT_MIN = 20;
/** A study plan's Quick Generate asks for the day's goal, which may be a single word. */
export const STUDY_PLAN_WORD_COUNT_MIN = 1;
export const WORD_COUNT_MAX_PRO = 150;
export const WORD_COUNT_MAX_FREE = 50;

export const promptMessages = {
  tooLong: 'Max 80 characters.',
  disallowed: 'Please remove disallowed content.',
  unsupported: 'Contains unsupported characters.',
} as const;

/** The allowed characters in words, shown beside 'Contains unsupported characters.' (a Korean prompt gets it, for one). */
export const PROMPT_CHARACTERS_RULE = "Write it in English: letters (accents allowed), digits, spaces and , . ' ( ) - only.";

/** 'Enter between {min} and {max} words', with the numbers filled in. */
export const wordCountMessage = (bounds: { min: number; max: number }): string => `Enter between ${bounds.min} and ${bounds.max} words`;

/** Count bounds: 20 to 150 for Pro, 20 to 50 otherwise; 50 by default. */
export function wordCountBounds(isPro: boolean, forStudyPlan = false): { min: number; max: number; default: number } {
  // A study plan's day asks for its own goal (1 word and up), still within the plan's ceiling.
  return { min: forStudyPlan ? STUDY_PLAN_WORD_COUNT_MIN : WORD_COUNT_MIN, max: isPro ? WORD_COUNT_MAX_PRO : WORD_COUNT_MAX_FREE, default: WORD_COUNT_DEFAULT };
}

/**
 * The count as sent (a number, a numeric string, or nothing): nothing or an empty string is the
 * default (50, which fits both plans); anything that is not a whole number within the plan's
 * bounds gets the message with the bounds.
 */
export function checkWordCount(value: unknown, isPro: boolean, forStudyPlan = false): { count: number; error: null } | { count: null; error: string } {
  const bounds = wordCountBounds(isPro, forStudyPlan);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { count: bounds.default, error: null };
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < bounds.min || n > bounds.max) return { count: null, error: wordCountMessage(bounds) };
  return { count: n, error: null };
}

/**
 * The prompt as it is checked and used: Unicode-composed (so "é" typed as e + accent is one
 * accented letter), curly apostrophes made plain, whitespace collapsed and trimmed.
 */
export function sanitizePrompt(raw: string): string {
  return raw.normalize('NFC').replace(/[\u2018\u2019\u02BC]/g, "'").replace(/\s+/g, ' ').trim();
}

const LINK = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|me|ly|app|dev|xyz|site|online|ru|cn|kr|jp|uk|de|fr|tv|gg)\b)/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/**
 * Blocked words (sexual, violent and hateful topics), matched as whole words with common
 * endings (kill, kills, killing, killer), accents ignored. A short list on purpose: it stops the
 * obvious requests; the generator only ever offers dictionary words anyway.
 */
const BLOCKED_STEMS = [
  // sexual
  'sex', 'sexual', 'sexy', 'porn', 'porno', 'pornography', 'nude', 'nudes', 'naked', 'erotic', 'fetish', 'orgasm', 'hentai', 'xxx',
  'stripper', 'prostitute', 'rape', 'rapist', 'incest',
  // violent
  'kill', 'murder', 'massacre', 'slaughter', 'behead', 'torture', 'gore', 'suicide', 'terrorist', 'terrorism', 'bomb', 'genocide',
  'stab', 'stabbing', 'stabbed', 'raping',
  // hateful
  'nazi', 'neonazi', 'hitler', 'kkk', 'racist', 'racism', 'supremacist', 'bigot',
];
const BLOCKED = new RegExp(`\\b(?:${BLOCKED_STEMS.join('|')})(?:s|es|ed|d|ing|er|ers|ings|ly)?\\b`, 'i');

/** Letters of the Latin script (plain and accented), digits, spaces and , . ' ( ) - */
const ALLOWED = /^[\p{Script=Latin}\p{M}0-9 ,.'()-]*$/u;

const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The prompt rules in the spec's order: length, then disallowed content (links, e-mail
 * addresses, blocked words), then characters. Empty is fine: the prompt is optional.
 */
export function checkPrompt(raw: string): { prompt: string; error: null } | { prompt: null; error: string } {
  const prompt = sanitizePrompt(raw);
  if (prompt.length > PROMPT_MAX) return { prompt: null, error: promptMessages.tooLong };
  if (LINK.test(prompt) || EMAIL.test(prompt) || BLOCKED.test(withoutAccents(prompt))) return { prompt: null, error: promptMessages.disallowed };
  if (!ALLOWED.test(prompt)) return { prompt: null, error: promptMessages.unsupported };
  return { prompt, error: null };
}

/** The first error of `raw`, or null (for a field's live feedback). */
export const promptError = (raw: string): string | null => checkPrompt(raw).error;

// --- the saved wordbook's name -------------------------------------------------------------------

/** Whether the runtime knows this IANA time zone ("Asia/Seoul"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** YYYY-MM-DD of `at` in the time zone (UTC when none is given). */
export function dateInTimeZone(at: Date, timeZone: string | null | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The generated wordbook's name: "AI: <prompt> (YYYY-MM-DD)", or "AI: Level N words
 * (YYYY-MM-DD)" without a prompt; `n` > 1 adds " n" to make it unique. The prompt is shortened
 * (with "…") so the whole name fits the 48-character limit.
 */
export function generatedWordbookName(args: { prompt: string; level: number; date: string; n?: number }): string {
  const tail = ` (${args.date})${args.n && args.n > 1 ? ` ${args.n}` : ''}`;
  let head = args.prompt ? `AI: ${args.prompt}` : `AI: Level ${args.level} words`;
  if (head.length + tail.length > WORDBOOK_NAME_MAX) head = `${head.slice(0, WORDBOOK_NAME_MAX - tail.length - 1).trimEnd()}…`;
  return `${head}${tail}`;
}
