import type { TAiLimits } from '../contract/session.ts';

/** Free plan: AI points a month, reset on the 1st (UTC). DESIGN.md "AI points". */
export const FREE_MONTHLY_AI_POINTS = 5000;

/** percentLeft is at least 1 whenever any points remain (document 1, section 6). */
export function aiLimitsFor(usedPoints: number, maxPoints = FREE_MONTHLY_AI_POINTS): TAiLimits {
  const remaining = Math.max(0, maxPoints - usedPoints);
  const exact = maxPoints > 0 ? (remaining / maxPoints) * 100 : 0;
  const percentLeft = remaining > 0 ? Math.max(1, Math.floor(exact)) : 0;
  return { maxPoints, usedPoints, remaining, percentLeft };
}

/** Points per generation (DESIGN.md "AI points"); the level test is free. */
export const AI_COSTS = { definition: 10, example: 10, wordbookWord: 2 } as const;
/** Pro has no points bar but a fair-use ceiling, answered with 402 like the Free limit. */
export const PRO_FAIR_USE_POINTS_DEFAULT = 200_000;
/** A generation returns up to this many alternatives; Free sees the first FREE_VISIBLE_ALTERNATIVES. */
export const MAX_AI_ALTERNATIVES = 6;
export const FREE_VISIBLE_ALTERNATIVES = 2;
/** AI calls from a fourth distinct device id within this many days are refused. */
export const AI_DEVICE_LIMIT = 3;
export const AI_DEVICE_WINDOW_DAYS = 30;

export const aiMessages = {
  limitExceeded: 'AI usage limit exceeded.',
  tooManyDevices: 'AI features are available on up to 3 devices per account.',
  failed: 'AI Generation failed.',
  /** The word's text is no longer the one asked about (edited while the request ran). */
  wordChanged: 'This word has changed. Please reload the wordbook and try again.',
} as const;
