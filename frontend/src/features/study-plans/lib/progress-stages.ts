/**
 * The staged progress bar of the dashboard's generate, create and link actions (document 3, §4.2
 * and §9.1): messages at 0, 6, 12, 22, 32, 45, 58, 72, 86, 94 and 98 percent, never above 99
 * until the action is done; an AI generation's stages last twice as long.
 */

export const PROGRESS_STAGES: readonly { percent: number; message: string }[] = [
  { percent: 0, message: 'Getting started…' },
  { percent: 6, message: 'Reading today’s goal…' },
  { percent: 12, message: 'Choosing words at your level…' },
  { percent: 22, message: 'Picking today’s words…' },
  { percent: 32, message: 'Looking up meanings…' },
  { percent: 45, message: 'Finding example sentences…' },
  { percent: 58, message: 'Checking every word…' },
  { percent: 72, message: 'Building your wordbook…' },
  { percent: 86, message: 'Saving your wordbook…' },
  { percent: 94, message: 'Linking it to today…' },
  { percent: 98, message: 'Almost done…' },
];

/** How long one stage lasts before the bar moves on, before the generation factor. */
export const STAGE_MS = 800;
/** Generation stages last this many times longer (§9.1). */
export const GENERATION_FACTOR = 2;
export const PROGRESS_CAP = 99;

/** The stage shown after `elapsedMs`, or at least the one a real progress fraction (0–1) has reached. */
export function stageAt(elapsedMs: number, factor: number, fraction = 0): { percent: number; message: string } {
  const byTime = Math.min(PROGRESS_STAGES.length - 1, Math.floor(elapsedMs / (STAGE_MS * factor)));
  const byWork = PROGRESS_STAGES.reduce((last, stage, index) => (stage.percent <= fraction * 100 ? index : last), 0);
  const stage = PROGRESS_STAGES[Math.max(byTime, byWork)] ?? PROGRESS_STAGES[0];
  return { percent: Math.min(PROGRESS_CAP, stage?.percent ?? 0), message: stage?.message ?? '' };
}
