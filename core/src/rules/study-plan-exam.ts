import { WORDS_PER_DAY_MAX, WORDS_PER_DAY_MIN, addDaysTo, daysBetween, weekdayOf, type TWeekday } from './study-plan-rules.ts';

/**
 * The exam a plan may aim at: a date, a number of words to learn before it, and days kept for
 * review at the end. All dates are local calendar dates in the plan's zone, so clock changes never
 * move a day.
 */

export const EXAM_REVIEW_DAYS_DEFAULT = 7;
export const EXAM_REVIEW_DAYS_MAX = 365;
export const EXAM_WORDS_MAX = 100_000;
/** Far enough for any exam a learner plans for. */
export const EXAM_YEARS_AHEAD = 5;
/** The latest exam date a plan takes, counted from `today`. */
export const latestExamDate = (today: string) => addDaysTo(today, EXAM_YEARS_AHEAD * 366);

export const examMessages = {
  target: 'Choose a wordbook or enter a word count for the exam.',
  words: `Enter 1–${EXAM_WORDS_MAX} words.`,
  reviewDays: `Enter 0–${EXAM_REVIEW_DAYS_MAX} review days.`,
  past: 'The exam date is in the past.',
  farAhead: `Choose an exam date within ${EXAM_YEARS_AHEAD} years.`,
  tooClose: 'The exam is too close: no study days are left before the review days.',
  capped: `Even ${WORDS_PER_DAY_MAX} words a day will not finish before the review days.`,
} as const;

export type TExamProposal =
  | { kind: 'past' }
  | { kind: 'too-close'; lastNewWordsDay: string }
  | { kind: 'ok'; wordsPerDay: number; studyDays: number; firstDay: string; lastNewWordsDay: string; capped: boolean };

/**
 * The words per day that finish `words` new words by the day before the review days begin
 * (`reviewDays` before the exam), counting only the plan's study weekdays from its start (or
 * today, when it started earlier), clamped to the spec's 1–1000.
 */
export function proposeExamWordsPerDay(args: {
  today: string;
  start: string;
  examDate: string;
  reviewDays: number;
  words: number;
  daysOfWeek: Partial<Record<TWeekday, boolean>>;
}): TExamProposal {
  if (args.examDate < args.today) return { kind: 'past' };
  const firstDay = [args.start, args.today].sort()[1] as string;
  const lastNewWordsDay = addDaysTo(args.examDate, -(args.reviewDays + 1));
  const studyDays = countStudyDays(firstDay, lastNewWordsDay, args.daysOfWeek);
  if (studyDays === 0) return { kind: 'too-close', lastNewWordsDay };
  const needed = Math.ceil(args.words / studyDays);
  const wordsPerDay = Math.min(WORDS_PER_DAY_MAX, Math.max(WORDS_PER_DAY_MIN, needed));
  return { kind: 'ok', wordsPerDay, studyDays, firstDay, lastNewWordsDay, capped: needed > WORDS_PER_DAY_MAX };
}

/** The plan's study weekdays from `first` to `last`, both included: whole weeks by count, the rest day by day. */
export function countStudyDays(first: string, last: string, daysOfWeek: Partial<Record<TWeekday, boolean>>): number {
  const days = daysBetween(first, last) + 1;
  if (days <= 0) return 0;
  const perWeek = Object.values(daysOfWeek).filter((on) => on === true).length;
  let count = Math.floor(days / 7) * perWeek;
  for (let i = days - (days % 7); i < days; i++) if (daysOfWeek[weekdayOf(addDaysTo(first, i))] === true) count++;
  return count;
}
