import { CORRECT_BANNERS, WRONG_BANNERS } from '@wordbook/core/rules/practice-rules';

/**
 * The feedback banner's phrase (document 2, §8): one of the five for a right or a wrong answer,
 * picked at random but never the one just shown, so two answers in a row read differently.
 */
export function pickBanner(correct: boolean, previous: string | null, random: () => number = Math.random): string {
  const phrases: readonly string[] = correct ? CORRECT_BANNERS : WRONG_BANNERS;
  const choices = phrases.filter((p) => p !== previous);
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
}
