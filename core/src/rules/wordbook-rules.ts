/** Wordbook, word and AI-text rules with their messages (document 1, sections 5 and 9). */

export const WORDBOOK_NAME_MAX = 48;
export const WORDS_PER_WORDBOOK_MAX = 300;
export const WORD_TEXT_MAX = 100;
export const WORD_NOTE_MAX = 1000;
/** Bulk Generate runs this many requests at once (document 1, section 9). */
export const BULK_GENERATE_PARALLELISM = 5;

export const wordbookMessages = {
  nameEmpty: 'Name cannot be empty.',
  nameTooLong: 'Name must be at most 48 characters.',
  nameTaken: 'This name is already in use.',
  notFound: 'This wordbook does not exist.',
} as const;

export const wordMessages = {
  textRequired: 'Word text is required.',
  textTooLong: `Word must be at most ${WORD_TEXT_MAX} characters.`,
  limitReached: 'You cannot add more than 300 words to this wordbook.',
  notFound: 'Word not found.',
} as const;

export const aiTextMessages = {
  empty: 'Empty input is not allowed.',
  notEnglish: 'AI generation only supports English text.',
  sentence: 'Full sentences are not supported for AI generation.',
} as const;

/** The name as stored: trimmed; null with the message when it breaks a rule. */
export function checkWordbookName(raw: string): { name: string; error: null } | { name: null; error: string } {
  const name = raw.trim();
  if (name.length === 0) return { name: null, error: wordbookMessages.nameEmpty };
  if (name.length > WORDBOOK_NAME_MAX) return { name: null, error: wordbookMessages.nameTooLong };
  return { name, error: null };
}

/** The AI generation text check, in the spec's order: empty, English letters and spaces only, sentence. */
export function checkAiText(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0) return aiTextMessages.empty;
  if (!/^[A-Za-z ]+$/.test(text)) return aiTextMessages.notEnglish;
  if ((text.match(/ /g) ?? []).length >= 3) return aiTextMessages.sentence;
  return null;
}

/** The key under which AI results for a word are kept and compared. */
export const wordKey = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Shown meaning or example: the learner's own text if present, else the AI list at the selected index. */
export function displayedText(own: string | null | undefined, aiItems: readonly string[], selectedIndex: number): string | null {
  if (own && own.trim().length > 0) return own;
  return aiItems[selectedIndex] ?? aiItems[0] ?? null;
}
