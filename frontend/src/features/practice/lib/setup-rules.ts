import type { TCreatePracticeSessionInput, TPracticeWord } from '@wordbook/core/contract/practice';
import {
  chunkSizeMax,
  clampChunkSize,
  clampNumChoices,
  defaultChunkSize,
  PASSES_DEFAULT,
  PLAYABLE_MODES,
  PRACTICE_MESSAGES as M,
  REQUIRED_CORRECT_DEFAULT,
  REQUIRED_CORRECT_MIN,
  wordAvailability,
  type TPlayableMode,
  type TWordAvailability,
} from '@wordbook/core/rules/practice-rules';

/**
 * The practice setup as pure data (document 2, §2.4, §4 "Practice setup", §5, §9): which words and
 * modes are chosen, what that makes usable, the chunking field's hint and message, whether Start
 * Practice may be pressed, and the request it sends.
 */

export type TModeChoice = { enabled: boolean; required: number };
export type TModeChoices = Record<TPlayableMode, TModeChoice>;

/** The multiple-choice modes start ticked; typed answers are one click away (docs/decisions.md). */
export const DEFAULT_ENABLED_MODES: readonly TPlayableMode[] = ['mtwObj', 'wtmObj', 'blankObj'];

export function defaultModeChoices(): TModeChoices {
  return Object.fromEntries(PLAYABLE_MODES.map((m) => [m, { enabled: DEFAULT_ENABLED_MODES.includes(m), required: REQUIRED_CORRECT_DEFAULT }])) as TModeChoices;
}

export const selectedModes = (modes: TModeChoices): TPlayableMode[] => PLAYABLE_MODES.filter((m) => modes[m].enabled);

/** Keeps every slider inside 1..max (the max can drop when the session's flag is not set). */
export function clampRequired(modes: TModeChoices, max: number): TModeChoices {
  return Object.fromEntries(
    PLAYABLE_MODES.map((m) => [m, { ...modes[m], required: Math.min(max, Math.max(REQUIRED_CORRECT_MIN, Math.round(modes[m].required))) }]),
  ) as TModeChoices;
}

export type TWordRow = { word: TPracticeWord; availability: TWordAvailability; checked: boolean };

/** Each word with its availability for the selected modes; an unusable word is never checked (auto-excluded). */
export function wordRows(words: readonly TPracticeWord[], modes: readonly TPlayableMode[], deselected: ReadonlySet<string>): TWordRow[] {
  return words.map((word) => {
    const availability = wordAvailability(word.usableFor, modes);
    return { word, availability, checked: availability !== 'none' && !deselected.has(word.id) };
  });
}

/** Words that will be practised: checked, and usable for at least one selected mode. */
export function usableWordCount(rows: readonly TWordRow[], modes: readonly TPlayableMode[]): number {
  if (modes.length === 0) return 0;
  return rows.filter((r) => r.checked).length;
}

/** Correct answers the session will ask for: each usable (word, mode) pair needs its required count. */
export function progressSteps(rows: readonly TWordRow[], modes: TModeChoices): number {
  let steps = 0;
  for (const row of rows) {
    if (!row.checked) continue;
    for (const mode of PLAYABLE_MODES) if (modes[mode].enabled && row.word.usableFor[mode]) steps += modes[mode].required * PASSES_DEFAULT;
  }
  return steps;
}

/** The chunking field as the learner left it; untouched, it follows the spec's default for the usable words. */
export type TChunkInput = { touched: boolean; enabled: boolean; text: string };
export const UNTOUCHED_CHUNK: TChunkInput = { touched: false, enabled: false, text: '' };

export type TChunkState = {
  /** Breaks can be switched on at all. */
  possible: boolean;
  enabled: boolean;
  text: string;
  max: number;
  /** Why breaks cannot be switched on, shown under the switch. */
  hint: string | null;
  /** The field's message; Start Practice waits while there is one. */
  error: string | null;
  /** What the request carries: 1..max, or 0 when off. */
  value: number;
};

export function chunkState(input: TChunkInput, usableWords: number, modeCount: number): TChunkState {
  const max = chunkSizeMax(usableWords);
  const hint = modeCount === 0 ? M.chunkNeedsExercise : max < 1 ? M.chunkNeedsTwoQuestions : null;
  if (hint) return { possible: false, enabled: false, text: input.touched ? input.text : '', max, hint, error: null, value: 0 };

  const fallback = defaultChunkSize(usableWords);
  const enabled = input.touched ? input.enabled : fallback > 0;
  const text = input.touched ? input.text : fallback > 0 ? String(fallback) : '';
  if (!enabled) return { possible: true, enabled, text, max, hint: null, error: null, value: 0 };

  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { possible: true, enabled, text, max, hint: null, error: M.chunkSizeInvalid, value: 0 };
  const n = Number(trimmed);
  if (n < 1 || n > max) return { possible: true, enabled, text, max, hint: null, error: M.chunkSizeRange(max), value: 0 };
  return { possible: true, enabled, text, max, hint: null, error: null, value: clampChunkSize(n, usableWords) };
}

/** The value the field shows when breaks are switched on: the default for these words, else half of them. */
export function suggestedChunkSize(usableWords: number): number {
  const fallback = defaultChunkSize(usableWords);
  return fallback > 0 ? fallback : clampChunkSize(Math.ceil(usableWords / 2), usableWords);
}

/** The field after leaving it: a number out of range is pulled into 1..max (anything not digits keeps its message). */
export function clampChunkText(text: string, usableWords: number): string {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return text;
  const clamped = clampChunkSize(Number(trimmed), usableWords);
  return clamped > 0 ? String(clamped) : text;
}

export const SELECT_WORDS_MESSAGE = 'Please select at least one word.';

/** The first reason Start Practice cannot be pressed, or null when the setup is valid. */
export function setupProblem(args: { rows: readonly TWordRow[]; modeCount: number; usableWords: number; chunk: TChunkState }): string | null {
  if (args.modeCount === 0) return M.selectExercise;
  if (args.rows.length === 0) return M.noWords;
  if (args.usableWords === 0) return args.rows.every((r) => r.availability === 'none') ? M.noUsableWords : SELECT_WORDS_MESSAGE;
  return args.chunk.error;
}

export type TSetupOptions = {
  wordbookId: string;
  modes: TModeChoices;
  rows: readonly TWordRow[];
  useAllAiData: boolean;
  showProgress: boolean;
  numChoices: number;
  chunk: TChunkState;
  forceNew: boolean;
};

/** POST /api/practice/session's body: unchecked and unusable words excluded, numbers clamped. */
export function sessionRequest(options: TSetupOptions): TCreatePracticeSessionInput {
  return {
    wordbookId: options.wordbookId,
    modes: Object.fromEntries(PLAYABLE_MODES.map((m) => [m, { enabled: options.modes[m].enabled, required: options.modes[m].required }])),
    passes: PASSES_DEFAULT,
    useAllAiData: options.useAllAiData,
    showProgress: options.showProgress,
    numChoices: clampNumChoices(options.numChoices),
    forceNew: options.forceNew,
    excludedWordIds: options.rows.filter((r) => !r.checked).map((r) => r.word.id),
    chunkSize: options.chunk.enabled ? options.chunk.value : 0,
  };
}
