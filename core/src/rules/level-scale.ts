/**
 * The level scale (DESIGN.md "Level scale"): final_level is an integer 1–14; level k means an
 * estimated vocabulary size of (k-1)×1000 to k×1000 words by frequency rank (the 1000-word bands
 * of Nation and Beglar's Vocabulary Size Test); level 14 also holds every size above 13 000.
 */

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 14;
export const BAND_SIZE = 1000;
/** Sizes at or above this are level 14. */
export const SCALE_TOP = (LEVEL_MAX - 1) * BAND_SIZE;

export type TCefrLabel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

/** The level of an estimated vocabulary size (words by frequency rank). */
export function levelForSize(size: number): number {
  if (!Number.isFinite(size) || size < 0) return LEVEL_MIN;
  return Math.min(LEVEL_MAX, Math.floor(size / BAND_SIZE) + 1);
}

/** The sizes a level stands for: [from, to) in words; level 14's `to` is open (null). */
export function sizeRangeOfLevel(level: number): { from: number; to: number | null } {
  const k = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, Math.round(level)));
  return { from: (k - 1) * BAND_SIZE, to: k === LEVEL_MAX ? null : k * BAND_SIZE };
}

/**
 * Approximate CEFR label of a vocabulary size (Milton & Alexiou 2009): under 1500 A1,
 * 1500–2500 A2, 2500–3250 B1, 3250–3750 B2, 3750–4500 C1, above C2. Each range includes its
 * lower bound and excludes its upper one.
 */
export function cefrForSize(size: number): TCefrLabel {
  if (size < 1500) return 'A1';
  if (size < 2500) return 'A2';
  if (size < 3250) return 'B1';
  if (size < 3750) return 'B2';
  if (size < 4500) return 'C1';
  return 'C2';
}

/** Frequency bands (1-based, 1000 ranks each) a rank falls in: rank 1–1000 is band 1. */
export const bandOfRank = (rank: number): number => Math.max(1, Math.ceil(rank / BAND_SIZE));

// --- retake lock -------------------------------------------------------------------------------

/** Free once a week, Pro once a day, counted from finished_at (document 2 §4, §9). */
export const RETAKE_LOCK_MS = { free: 7 * 24 * 3600_000, pro: 24 * 3600_000 } as const;
export type TPlanKind = keyof typeof RETAKE_LOCK_MS;

export const levelTestMessages = {
  restartFailed: 'Failed to restart test. Please try again.',
  loadFailed: 'Failed to load next content. Please try again.',
  startFailed: 'Failed to start test. Restoring previous session…',
  submitFailed: 'Failed to submit answers. Possibly usage limit or server error.',
  saveFailed: 'Wordbook saving failed. Please try again.',
  generateFailed: 'Failed to generate words.',
  keepOneWord: 'Please keep at least one word.',
  notFound: 'Level test not found.',
  finishFirst: 'Finish the level test first.',
  alreadyFinished: 'This level test is already finished.',
  roundNotOpen: 'This round is not open.',
  answersCount: 'Answer every question of the round (use null for a skipped question).',
} as const;

/** When the next test may start: finished_at plus 24 h (Pro) or 7 days (Free). */
export function retakeOpensAt(finishedAt: Date | string, plan: TPlanKind): Date {
  return new Date(new Date(finishedAt).getTime() + RETAKE_LOCK_MS[plan]);
}

/** The date the lock lifts, or null when a retake is allowed at `now`. */
export function retakeLock(finishedAt: Date | string | null, plan: TPlanKind, now: Date = new Date()): Date | null {
  if (!finishedAt) return null;
  const opens = retakeOpensAt(finishedAt, plan);
  return opens.getTime() > now.getTime() ? opens : null;
}

/** "You can retake the level test on 29 Nov 2026, 14:05 UTC." */
export function retakeLockedMessage(opensAt: Date): string {
  const d = opensAt;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `You can retake the level test on ${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC.`;
}

/** The end-of-test answer (ZLevelTestFinalResult), from the stored test. */
export function levelTestFinalResult(args: {
  testId: string;
  finalLevel: number;
  finalSize: number;
  questionsAnswered: number;
  finishedAt: string;
  plan: TPlanKind;
  now?: Date;
}) {
  const opens = retakeLock(args.finishedAt, args.plan, args.now);
  return {
    finalLevel: args.finalLevel,
    test_id: args.testId,
    estimatedSize: args.finalSize,
    cefr: cefrForSize(args.finalSize),
    questionsAnswered: args.questionsAnswered,
    retake_available_at: opens ? opens.toISOString() : null,
  };
}

/** The saved level wordbook's name: "Level 5 Words (2026-11-22)", the date in the learner's time zone. */
export function levelWordbookName(level: number, finishedAt: Date, tzOffsetMin = 0): string {
  // tzOffsetMin as Date.getTimezoneOffset() gives it: UTC minus local time, in minutes
  const local = new Date(finishedAt.getTime() - tzOffsetMin * 60_000);
  return `Level ${level} Words (${local.toISOString().slice(0, 10)})`;
}
