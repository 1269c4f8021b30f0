import { WORD_TEXT_MAX, WORDS_PER_WORDBOOK_MAX, wordKey, wordMessages } from './wordbook-rules.ts';

/** Many words pasted at once: one a line or comma-separated, each kept or skipped with its reason. */

/** Enough for a full wordbook pasted with blank lines and repeats; longer pastes are cut on the client. */
export const PASTED_WORDS_MAX = 1000;

export const pastedWordMessages = {
  empty: 'Paste at least one word.',
  alreadyThere: 'Already in this wordbook.',
  repeated: 'Listed more than once; added once.',
  tooLong: wordMessages.textTooLong,
  limit: wordMessages.limitReached,
} as const;

export type TSkippedWord = { text: string; reason: string };
export type TPastedWordsPlan = { add: string[]; skipped: TSkippedWord[] };

/** Lines, commas, semicolons and tabs separate words; spaces inside a phrase ("look after") stay. */
export function splitPastedWords(raw: string): string[] {
  return raw
    .split(/[\n\r,;\t]+/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part.length > 0);
}

/**
 * Which pasted words go in, in the order given: a word already in the wordbook (any case or
 * spacing), a repeat within the paste, an over-long word and everything past the 300-word cap
 * is skipped and says why.
 */
export function planPastedWords(pasted: readonly string[], existing: readonly string[]): TPastedWordsPlan {
  const seen = new Set(existing.map(wordKey));
  const inPaste = new Set<string>();
  let room = Math.max(0, WORDS_PER_WORDBOOK_MAX - existing.length);
  const add: string[] = [];
  const skipped: TSkippedWord[] = [];
  for (const text of pasted) {
    const key = wordKey(text);
    if (!key) continue;
    if (inPaste.has(key)) skipped.push({ text, reason: pastedWordMessages.repeated });
    else if (seen.has(key)) skipped.push({ text, reason: pastedWordMessages.alreadyThere });
    else if (text.length > WORD_TEXT_MAX) skipped.push({ text, reason: pastedWordMessages.tooLong });
    else if (room === 0) skipped.push({ text, reason: pastedWordMessages.limit });
    else {
      add.push(text.trim());
      room -= 1;
    }
    inPaste.add(key);
  }
  return { add, skipped };
}
