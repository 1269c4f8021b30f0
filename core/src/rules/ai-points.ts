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
