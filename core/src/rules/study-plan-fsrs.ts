import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';

/**
 * Adaptive reviews ('Adaptive (FSRS)' beside fixed offsets): each word's practice answers are its
 * review log — right is Good, wrong or "I don't know" is Again — replayed through ts-fsrs from
 * the day the word was studied. A word is due on the local date its card falls due; the overview
 * also reports the chance of recalling today's due words (FSRS retrievability, averaged).
 * Daily reviews, so no (re)learning steps of minutes and no fuzz: the same log always gives the
 * same dates.
 */
export const reviewScheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export type TReviewAnswer = { at: Date; correct: boolean };

/** The card after replaying the answers, created when the word was studied (or at its first answer, if earlier). */
export function replayCard(studiedAt: Date, answers: readonly TReviewAnswer[]): Card {
  const ordered = [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = ordered[0]?.at;
  let card = createEmptyCard(first && first < studiedAt ? first : studiedAt);
  for (const answer of ordered) card = reviewScheduler.next(card, answer.at, answer.correct ? Rating.Good : Rating.Again).card;
  return card;
}

/** The local date (yyyy-MM-dd in the zone) a card falls due; a word never answered is due the day after it was studied. */
export function dueDayOf(card: Card, zone: string): string {
  return format(card.due, 'yyyy-MM-dd', { in: tz(zone) });
}

/** The predicted chance of recalling the word at `now` (0–1); 0 for a card never reviewed. */
export function recallChance(card: Card, now: Date): number {
  return card.reps === 0 ? 0 : reviewScheduler.get_retrievability(card, now, false);
}
