import { LOADING_BAR_MAX_PERCENT, LOADING_BAR_STEP_MS, LOADING_BAR_STEP_PERCENT } from '@wordbook/core/rules/practice-rules';

/**
 * The loading bar while a question loads (document 2, §4 and §9): it climbs 7 percent every 60 ms
 * and stops at 90 until the question arrives, then shows 100.
 */
export function nextLoadingValue(value: number): number {
  return Math.min(LOADING_BAR_MAX_PERCENT, Math.max(0, value) + LOADING_BAR_STEP_PERCENT);
}

/** The bar's value `elapsedMs` after loading began. */
export function loadingValueAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(LOADING_BAR_MAX_PERCENT, Math.floor(elapsedMs / LOADING_BAR_STEP_MS) * LOADING_BAR_STEP_PERCENT);
}

export { LOADING_BAR_STEP_MS };
