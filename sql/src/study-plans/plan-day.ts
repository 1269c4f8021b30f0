import { applyVacation, planDay, type TDayPlan, type TPlanShape, type TVacationMode } from '@wordbook/core/rules/study-plan-overview';
import { addDaysTo, localMidnightUtc, OFFSET_MAX } from '@wordbook/core/rules/study-plan-rules';
import { vacationModeOn } from '@wordbook/core/rules/study-plan-vacation';
import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import {
  findDayOverrides,
  listForcedStudyDays,
  listLinkedWordbooks,
  listSessionsSince,
  type TLinkedWordbook,
  type TRecognizedSession,
  type ZDayOverrides,
} from '../queries/study-plan-days.ts';
import type { TStudyPlanRow } from '../queries/study-plans.ts';
import { adaptiveDue } from './adaptive-reviews.ts';

/**
 * One local day of a plan with its progress: what the plan asks for that day (core's planDay),
 * the wordbooks behind its new words and due reviews, and the practice sessions of that day on
 * them. The overview shows today's; the rollover closes yesterday's and opens today's with it.
 */

/** The plan's shape on a date: a day in a vacation range is under vacation like the switch's days. */
export const shapeOf = (row: TStudyPlanRow, date?: string): TPlanShape => ({
  startDate: row.startDate,
  daysOfWeek: row.daysOfWeek,
  wordsPerDay: row.wordsPerDay,
  wordsPerDayByDay: row.wordsPerDayByDay,
  reviewOffsetsGlobal: row.reviewOffsetsGlobal,
  reviewOffsetsByDay: row.reviewOffsetsByDay,
  testAfterStudy: row.testAfterStudy,
  testAfterReview: row.testAfterReview,
  vacationMode: date === undefined ? (row.vacationMode as TVacationMode) : vacationModeOn(row, date),
});

/** A review carried from an earlier day: its study day and the offset it was due at. */
export type TCarriedReview = { date: string; offset: number };

const sessionView = ({ wordbookId: _w, wordsDone: _d, ...session }: TRecognizedSession) => session;
export type TSessionView = ReturnType<typeof sessionView>;
const bookView = (b: TLinkedWordbook) => ({ id: b.id, name: b.name, wordsCount: b.wordsCount });

export type TReviewEntry = {
  offset: number;
  date: string;
  carried: boolean;
  totalWords: number;
  wordbooks: { id: string; name: string; wordsCount: number }[];
  progress: { recognizedSessions: TSessionView[]; wordsDone: number };
};

export type TPlanDayProgress = {
  day: TDayPlan;
  /** The day's new-word goal (0 unless the plan is active). */
  newWords: number;
  newWordbooks: { id: string; name: string; wordsCount: number }[];
  newProgress: { masteredWords: number; recognizedSessions: TSessionView[] };
  /** Due reviews (and those carried in) the day keeps; empty when vacation skips reviews. */
  reviews: TReviewEntry[];
  reviewWords: number;
  /** Adaptive (FSRS) plans: the words due today and their average predicted recall. */
  adaptive: { retention: number | null; dueWordIds: ReadonlySet<string> } | null;
};

/** The day's overrides and the forced study days of the OFFSET_MAX days up to it, when read already. */
export type TDayInputs = { overrides: z.infer<typeof ZDayOverrides>; forced: readonly string[] };

/** Wordbooks bound to `days` with the practice on them since the day's local midnight, when read already. */
export type TDayBooks = { days: readonly string[]; linked: readonly TLinkedWordbook[]; sessions: readonly TRecognizedSession[] };

/**
 * The dates a day's reviews can come from whatever its overrides: the day itself and each
 * offset back that the plan uses on any weekday (adaptive plans' due days come from FSRS).
 */
export function candidateBookDays(row: TStudyPlanRow, date: string): string[] {
  if (row.reviewMode === 'fsrs') return [date];
  const offsets = new Set([...row.reviewOffsetsGlobal, ...Object.values(row.reviewOffsetsByDay ?? {}).flat()]);
  return [date, ...[...offsets].filter((o) => o >= 1 && o <= OFFSET_MAX).map((o) => addDaysTo(date, -o))];
}

/** Loads a day of the plan as it stands now, with the reviews carried into it. */
export async function loadPlanDay(
  db: CommonQueryMethods,
  row: TStudyPlanRow,
  date: string,
  options: { carried?: readonly TCarriedReview[]; now?: Date; inputs?: TDayInputs; books?: TDayBooks } = {},
): Promise<TPlanDayProgress> {
  const shape = shapeOf(row, date);
  const { overrides, forced } = options.inputs ?? (await readDayInputs(db, row, date));
  const day = planDay(shape, {
    today: date,
    wordsOverride: overrides.wordsCount,
    testsOverride: overrides.testsStudy && overrides.testsReview ? { study: overrides.testsStudy as never, review: overrides.testsReview as never } : null,
    forcedStudyDays: new Set(forced),
  });
  // Adaptive plans take their due words from FSRS (overdue words stay due, so nothing is carried).
  const adaptive = row.reviewMode === 'fsrs' && !day.reviewsSkipped ? await adaptiveDue(db, row, date, options.now ?? new Date()) : null;
  const scheduled = adaptive ? adaptive.days : day.dueReviews;
  const dueDates = new Set(scheduled.map((d) => d.date));
  const carried = day.reviewsSkipped || row.reviewMode === 'fsrs' ? [] : (options.carried ?? []).filter((c) => !dueDates.has(c.date) && c.date < date);
  const due = [...scheduled.map((d) => ({ date: d.date, offset: d.offset, carried: false })), ...carried.map((c) => ({ ...c, carried: true }))];
  const progress = await dayProgress(db, row, date, due, false, options.books);
  const { newWordbooks, newProgress } = progress;
  // An adaptive day reviews only the words FSRS finds due, not every word of the study day.
  const reviews = adaptive ? progress.reviews.map((r) => ({ ...r, totalWords: adaptive.days.find((d) => d.date === r.date)?.words ?? 0 })) : progress.reviews;
  const reviewTotal = reviews.reduce((sum, r) => sum + r.totalWords, 0);
  return {
    day,
    newWords: row.status === 'active' ? day.newWords : 0,
    newWordbooks,
    newProgress,
    reviews,
    reviewWords: applyVacation(shape.vacationMode, { newWords: 0, reviewWords: reviewTotal }).reviewWords,
    adaptive: adaptive && { retention: adaptive.retention, dueWordIds: adaptive.dueWordIds },
  };
}

/**
 * The practice of one local day on the day's own wordbooks and on those of the given review
 * entries: sessions from the day's local midnight (and before the next one when `closing`).
 */
export async function dayProgress(
  db: CommonQueryMethods,
  row: TStudyPlanRow,
  date: string,
  due: readonly (TCarriedReview & { carried: boolean })[],
  closing: boolean,
  books?: TDayBooks,
): Promise<Pick<TPlanDayProgress, 'newWordbooks' | 'newProgress' | 'reviews'>> {
  const days = [date, ...due.map((d) => d.date)];
  const read = books && !closing && days.every((d) => books.days.includes(d)) ? books : null;
  const { linked, sessions } = read ? booksOf(read, days) : await readBooks(db, row, date, days, closing);
  const sessionsOf = (books: readonly TLinkedWordbook[]) => sessions.filter((s) => books.some((b) => b.id === s.wordbookId));

  const reviews = due.map(({ offset, date: studied, carried: isCarried }): TReviewEntry => {
    const books = linked.filter((l) => l.boundOn === studied);
    const own = sessionsOf(books);
    return {
      offset,
      date: studied,
      carried: isCarried,
      totalWords: books.reduce((sum, b) => sum + b.wordsCount, 0),
      wordbooks: books.map(bookView),
      progress: { recognizedSessions: own.map(sessionView), wordsDone: own.reduce((sum, s) => sum + s.wordsDone, 0) },
    };
  });
  const todays = linked.filter((l) => l.boundOn === date);
  return {
    newWordbooks: todays.map(bookView),
    newProgress: { masteredWords: todays.reduce((sum, b) => sum + b.masteredWords, 0), recognizedSessions: sessionsOf(todays).map(sessionView) },
    reviews,
  };
}

async function readDayInputs(db: CommonQueryMethods, row: TStudyPlanRow, date: string): Promise<TDayInputs> {
  const [overrides, forced] = await Promise.all([
    findDayOverrides(db, { planId: row.id, day: date }),
    listForcedStudyDays(db, { planId: row.id, from: addDaysTo(date, -OFFSET_MAX), to: date }),
  ]);
  return { overrides, forced };
}

async function readBooks(db: CommonQueryMethods, row: TStudyPlanRow, date: string, days: readonly string[], closing: boolean) {
  const linked = await listLinkedWordbooks(db, { planId: row.id, userId: row.userId, days });
  const sessions = await listSessionsSince(db, {
    userId: row.userId,
    wordbookIds: [...new Set(linked.map((l) => l.id))],
    since: localMidnightUtc(date, row.timezone),
    until: closing ? localMidnightUtc(addDaysTo(date, 1), row.timezone) : undefined,
  });
  return { linked, sessions };
}

/** The part of wordbooks read for more days that a day's own reads would have answered. */
function booksOf(books: TDayBooks, days: readonly string[]) {
  const linked = books.linked.filter((l) => days.includes(l.boundOn));
  const ids = new Set(linked.map((l) => l.id));
  return { linked, sessions: books.sessions.filter((s) => ids.has(s.wordbookId)) };
}
