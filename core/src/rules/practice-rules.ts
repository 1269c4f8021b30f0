/**
 * Practice rules, constants and messages (document 2, sections 2.4–2.7, 3, 4, 5, 8 and 9;
 * document 1 §1 for the modes). Browser-safe: no I/O. The API enforces them, the setup and
 * session screens show the same numbers and messages.
 */

/** Mode codes as the spec names them (document 2 §3, "Practice modes"), in the setup screen's order. */
export const PRACTICE_MODES = ['mtwObj', 'mtwSub', 'wtmObj', 'blankObj', 'blankSub', 'makeSent'] as const;
export type TPracticeMode = (typeof PRACTICE_MODES)[number];

/** Modes a session may use; Make a Sentence is in development ('Pro Only', disabled for everyone). */
export const PLAYABLE_MODES = ['mtwObj', 'mtwSub', 'wtmObj', 'blankObj', 'blankSub'] as const;
export type TPlayableMode = (typeof PLAYABLE_MODES)[number];

export const MODE_LABELS: Record<TPracticeMode, string> = {
  mtwObj: 'Multiple-choice Meaning to Word',
  mtwSub: 'Short-answer Meaning to Word',
  wtmObj: 'Multiple-choice Word to Meaning',
  blankObj: 'Multiple-choice Fill in the Blank',
  blankSub: 'Short Fill in the Blank',
  makeSent: 'Make a Sentence',
};

/** The setup screen's groups of 'Exercise Types'. */
export const MODE_GROUPS: { label: string; modes: TPracticeMode[] }[] = [
  { label: 'Meaning to Word', modes: ['mtwObj', 'mtwSub'] },
  { label: 'Word to Meaning', modes: ['wtmObj'] },
  { label: 'Fill in the Blank', modes: ['blankObj', 'blankSub'] },
  { label: 'Make a Sentence', modes: ['makeSent'] },
];

/** Modes that need a valid meaning, and modes that need a valid example sentence. */
export const MEANING_MODES: readonly TPlayableMode[] = ['mtwObj', 'mtwSub', 'wtmObj'];
export const EXAMPLE_MODES: readonly TPlayableMode[] = ['blankObj', 'blankSub'];

/** The question type each mode asks (the Attempt's question.type). */
export type TQuestionType = 'mcq' | 'short' | 'blank' | 'make';
export const MODE_QUESTION_TYPE: Record<TPracticeMode, TQuestionType> = {
  mtwObj: 'mcq',
  wtmObj: 'mcq',
  blankObj: 'mcq',
  mtwSub: 'short',
  blankSub: 'blank',
  makeSent: 'make',
};

/** What each question asks, shown above it (and the `stem` of short and blank questions). */
export const MODE_INSTRUCTIONS: Record<TPracticeMode, string> = {
  mtwObj: 'Choose the word that matches this meaning.',
  mtwSub: 'Type the word that matches this meaning.',
  wtmObj: 'Choose the meaning of this word.',
  blankObj: 'Choose the word that fills the blank.',
  blankSub: 'Type the word that fills the blank.',
  makeSent: 'Make a sentence with this word.',
};

/** The gap in a fill-in-the-blank sentence. */
export const BLANK = '_____';

export const NUM_CHOICES_MIN = 2;
export const NUM_CHOICES_MAX = 6;
export const NUM_CHOICES_DEFAULT = 4;
export const REQUIRED_CORRECT_MIN = 1;
export const REQUIRED_CORRECT_MAX = 3;
/** With the setup flag (DESIGN decision in docs/decisions.md: Pro learners and staff). */
export const REQUIRED_CORRECT_MAX_EXTENDED = 5;
export const REQUIRED_CORRECT_DEFAULT = 1;
export const PASSES_MIN = 1;
export const PASSES_MAX = 3;
export const PASSES_DEFAULT = 1;
/** Chunk defaults by usable words: under 20 off, 20–39 half rounded up, 40 or more 20. */
export const CHUNK_OFF_BELOW_WORDS = 20;
export const CHUNK_HALF_BELOW_WORDS = 40;
export const CHUNK_SIZE_LARGE_DEFAULT = 20;

/** Session screen timings (document 2 §9). */
export const CORRECT_ADVANCE_MS = 500;
export const WRONG_ADVANCE_MS = 2000;
export const LOADING_BAR_STEP_PERCENT = 7;
export const LOADING_BAR_STEP_MS = 60;
export const LOADING_BAR_MAX_PERCENT = 90;
export const ACCESS_DENIED_REDIRECT_MS = 1500;
export const WORD_LIST_MAX_HEIGHT_PX = 420;

/** The response an 'I don't know' records (document 2 §5, "Practice answering"). */
export const SKIP_RESPONSE = 'skip';

export const SESSION_STATUSES = ['active', 'completed', 'paused', 'cancelled'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];

export const PRACTICE_MESSAGES = {
  /** The server's 404 for the access check and every practice call on a wordbook that is not the learner's. */
  wordbookAccessDenied: 'Wordbook not found or you do not have permission.',
  /** What the setup screen shows before returning to /dashboard after 1.5 s. */
  wordbookAccessDeniedRedirecting: 'Wordbook not found or you do not have permission. Redirecting…',
  wordbookNotFound: 'This wordbook does not exist.',
  noWordbookSelected: 'Please select or create a wordbook from the sidebar.',
  sessionNotFound: 'Practice session not found.',
  sessionNotActive: 'This practice session is no longer active.',
  sessionExists: 'An unfinished practice session exists for this wordbook. Continue it or start a new one.',
  selectExercise: 'Please select at least one exercise.',
  makeSentenceUnavailable: 'Make a Sentence is in development and not available yet.',
  chunkSizeInvalid: 'Please enter a valid chunk size.',
  chunkSizeRange: (max: number) => `Enter an integer between 1 and ${max}.`,
  chunkNeedsTwoQuestions: 'No breaks for sessions with fewer than 2 questions.',
  chunkNeedsExercise: 'Please select at least one exercise type to enable breaks.',
  numChoicesRange: `Number of choices must be an integer between ${NUM_CHOICES_MIN} and ${NUM_CHOICES_MAX}.`,
  requiredCorrectRange: (max: number) => `Required correct answers must be an integer between ${REQUIRED_CORRECT_MIN} and ${max}.`,
  passesRange: `Passes must be an integer between ${PASSES_MIN} and ${PASSES_MAX}.`,
  noWords: 'This wordbook has no words to practise.',
  noUsableWords: 'None of the selected words can be practised with the selected exercises.',
  noValidExample: 'No valid example for fill-in-the-blank.',
  noValidMeaning: 'No valid meaning for meaning/word modes.',
  itemNotFound: 'This question is not part of the session.',
  itemAlreadyDone: 'This question was already answered.',
  choiceOutOfRange: 'Please choose one of the options.',
  answerRequired: 'Please type an answer.',
  // client-side alerts and fallbacks (document 2 §8)
  startFailed: 'Failed to start practice.',
  loadQuestionFailed: 'Failed to load question.',
  saveFailed: 'Save failed.',
  loadWordbooksFailed: 'Failed to load wordbooks.',
  loadSessionsFailed: 'Failed to load sessions.',
  loadSessionDetailsFailed: 'Failed to load session details.',
  cancelFailed: 'Failed to cancel session.',
  resumeTitle: 'Resume previous practice?',
  finishTitle: 'Great work',
  makeSentenceBadge: 'Pro Only',
} as const;

/** Feedback banners (document 2 §8); the screen picks one at random. */
export const CORRECT_BANNERS = ['Great!', 'Nice job!', 'Perfect!', 'Awesome!', 'Well done!'] as const;
export const WRONG_BANNERS = ["Keep trying!", 'Almost!', "Don't worry!", 'You can do it!', 'Next time!'] as const;

export const isPlayableMode = (mode: string): mode is TPlayableMode => (PLAYABLE_MODES as readonly string[]).includes(mode);

/** The highest required-correct value the slider allows: 3, or 5 with the setup flag. */
export const requiredCorrectMax = (extended: boolean): number => (extended ? REQUIRED_CORRECT_MAX_EXTENDED : REQUIRED_CORRECT_MAX);

// --- answers ------------------------------------------------------------------------------------

/**
 * How short and blank answers are compared: trimmed and case-insensitive (document 2 §5), and
 * also Unicode-normalised with runs of spaces and typographic apostrophes made plain, so what
 * a phone keyboard types compares equal to what the learner meant.
 */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFC').replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether a typed answer matches any accepted answer. */
export function isAcceptedAnswer(response: string, accepted: readonly string[]): boolean {
  const typed = normaliseAnswer(response);
  return typed.length > 0 && accepted.some((a) => normaliseAnswer(a) === typed);
}

// --- word usability -----------------------------------------------------------------------------

/** A meaning can be asked when it has text and does not simply repeat the word. */
export function isValidMeaning(meaning: string | null | undefined, wordText: string): boolean {
  if (!meaning) return false;
  const m = normaliseAnswer(meaning);
  return m.length > 0 && m !== normaliseAnswer(wordText);
}

/**
 * Which modes a word can be practised in (the setup's `usableFor`): meaning modes need a valid
 * meaning, fill-in-the-blank modes need a valid example (one in which the word, in any
 * inflected form, can be found and blanked: the server decides that with the lexicon's word
 * forms). Make a Sentence is never usable yet.
 */
export function usableModes(word: { hasValidMeaning: boolean; hasValidExample: boolean }): Record<TPracticeMode, boolean> {
  return {
    mtwObj: word.hasValidMeaning,
    mtwSub: word.hasValidMeaning,
    wtmObj: word.hasValidMeaning,
    blankObj: word.hasValidExample,
    blankSub: word.hasValidExample,
    makeSent: false,
  };
}

export type TWordAvailability = 'ok' | 'partial' | 'none';

/**
 * A word in 'Select Words' for the selected modes: usable for all ('ok'), some ('partial',
 * warning icon) or none ('none': checkbox disabled, red icon, auto-excluded).
 */
export function wordAvailability(usableFor: Partial<Record<TPracticeMode, boolean>>, selectedModes: readonly TPracticeMode[]): TWordAvailability {
  const modes = selectedModes.filter(isPlayableMode);
  if (modes.length === 0) return 'ok';
  const usable = modes.filter((m) => usableFor[m]).length;
  if (usable === modes.length) return 'ok';
  return usable === 0 ? 'none' : 'partial';
}

/** The reasons a word cannot be used for some of the selected modes, as the setup screen lists them. */
export function unavailableReasons(usableFor: Partial<Record<TPracticeMode, boolean>>, selectedModes: readonly TPracticeMode[]): string[] {
  const reasons: string[] = [];
  if (selectedModes.some((m) => MEANING_MODES.includes(m as TPlayableMode) && !usableFor[m])) reasons.push(PRACTICE_MESSAGES.noValidMeaning);
  if (selectedModes.some((m) => EXAMPLE_MODES.includes(m as TPlayableMode) && !usableFor[m])) reasons.push(PRACTICE_MESSAGES.noValidExample);
  return reasons;
}

// --- chunking -----------------------------------------------------------------------------------

/** The default questions per chunk for this many usable words: off (0) under 20, half rounded up for 20–39, 20 from 40. */
export function defaultChunkSize(usableWords: number): number {
  if (usableWords < CHUNK_OFF_BELOW_WORDS) return 0;
  if (usableWords < CHUNK_HALF_BELOW_WORDS) return Math.ceil(usableWords / 2);
  return CHUNK_SIZE_LARGE_DEFAULT;
}

/** The largest chunk size allowed: usable words - 1 (0 means no breaks are possible). */
export const chunkSizeMax = (usableWords: number): number => Math.max(0, usableWords - 1);

/**
 * Checks a chunk size for a session of `usableWords` words: 0 is "off"; otherwise an integer
 * from 1 to usable words - 1. Returns the spec's message, or null when it is fine.
 */
export function chunkSizeError(chunkSize: unknown, usableWords: number): string | null {
  if (typeof chunkSize === 'string' && !/^\d+$/.test(chunkSize.trim())) return PRACTICE_MESSAGES.chunkSizeInvalid;
  const value = typeof chunkSize === 'string' ? Number(chunkSize.trim()) : chunkSize;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return PRACTICE_MESSAGES.chunkSizeInvalid;
  if (value === 0) return null;
  const max = chunkSizeMax(usableWords);
  if (max < 1) return PRACTICE_MESSAGES.chunkNeedsTwoQuestions;
  return value > max ? PRACTICE_MESSAGES.chunkSizeRange(max) : null;
}

/** The chunk size the setup screen sends: clamped into 1..max, or 0 when chunking is off or impossible. */
export function clampChunkSize(value: number, usableWords: number, enabled = true): number {
  const max = chunkSizeMax(usableWords);
  if (!enabled || max < 1 || !Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(1, Math.round(value)));
}

/** The number of choices the setup screen sends: 2–6, clamped; the default 4 for anything unreadable. */
export function clampNumChoices(value: number): number {
  if (!Number.isFinite(value)) return NUM_CHOICES_DEFAULT;
  return Math.min(NUM_CHOICES_MAX, Math.max(NUM_CHOICES_MIN, Math.round(value)));
}

/** Where the progress bar's separators go: after every `chunkSize` steps, before the end. */
export function chunkBoundaries(progressTotal: number, chunkSize: number): number[] {
  if (chunkSize < 1) return [];
  const marks: number[] = [];
  for (let at = chunkSize; at < progressTotal; at += chunkSize) marks.push(at);
  return marks;
}

/**
 * Whether a break is due after an answer: chunking is on, this answer moved the progress, the
 * progress sits on a chunk boundary, and questions remain.
 */
export function isChunkBreakDue(args: { chunkSize: number; progressBefore: number; progressDone: number; progressTotal: number }): boolean {
  const { chunkSize, progressBefore, progressDone, progressTotal } = args;
  if (chunkSize < 1 || progressDone <= progressBefore || progressDone >= progressTotal) return false;
  return Math.floor(progressDone / chunkSize) > Math.floor(progressBefore / chunkSize);
}
