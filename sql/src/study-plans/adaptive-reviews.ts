import { dueDayOf, recallChance, replayCard, type TReviewAnswer } from '@wordbook/core/rules/study-plan-fsrs';
import { addDaysTo, daysBetween, localMidnightUtc } from '@wordbook/core/rules/study-plan-rules';
import type { CommonQueryMethods } from 'slonik';
import { listStudiedWords, listWordAnswers } from '../queries/study-plan-tasks.ts';
import type { TStudyPlanRow } from '../queries/study-plans.ts';

/**
 * Due reviews of an 'Adaptive (FSRS)' plan on a local date: every word studied on an earlier
 * day of the plan whose card, replayed from its practice answers, falls due on or before the
 * date (a word never answered is due the day after it was studied). Grouped by study day like
 * the fixed offsets, with the average chance of recalling the due words at `now`.
 */
export type TAdaptiveDue = {
  days: { date: string; offset: number; words: number }[];
  dueWordIds: Set<string>;
  /** The average predicted recall of the due words (0–1), or null when none has been answered yet. */
  retention: number | null;
};

export async function adaptiveDue(db: CommonQueryMethods, row: TStudyPlanRow, date: string, now: Date): Promise<TAdaptiveDue> {
  const words = await listStudiedWords(db, { userId: row.userId, planId: row.id, before: date });
  const answers = await listWordAnswers(db, { userId: row.userId, wordbookIds: [...new Set(words.map((w) => w.wordbookId))] });
  const logOf = new Map<string, TReviewAnswer[]>();
  for (const a of answers) {
    const log = logOf.get(a.wordId) ?? [];
    log.push({ at: new Date(a.at), correct: a.correct });
    logOf.set(a.wordId, log);
  }
  const perDay = new Map<string, number>();
  const dueWordIds = new Set<string>();
  const chances: number[] = [];
  for (const word of words) {
    const card = replayCard(new Date(localMidnightUtc(word.boundOn, row.timezone)), logOf.get(word.id) ?? []);
    const dueDay = card.reps === 0 ? addDaysTo(word.boundOn, 1) : dueDayOf(card, row.timezone);
    if (dueDay > date) continue;
    dueWordIds.add(word.id);
    perDay.set(word.boundOn, (perDay.get(word.boundOn) ?? 0) + 1);
    if (card.reps > 0) chances.push(recallChance(card, now));
  }
  const days = [...perDay.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([d, n]) => ({ date: d, offset: daysBetween(d, date), words: n }));
  const retention = chances.length === 0 ? null : Math.round((chances.reduce((s, c) => s + c, 0) / chances.length) * 1000) / 1000;
  return { days, dueWordIds, retention };
}
