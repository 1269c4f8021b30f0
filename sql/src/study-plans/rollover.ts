import { sendEmailJob } from '@wordbook/core/contract/jobs/send-email';
import { studyPlanReminderJob } from '@wordbook/core/contract/jobs/study-plan-reminder';
import { addDaysTo, localTimeUtc, OFFSET_MAX, todayIn } from '@wordbook/core/rules/study-plan-rules';
import type { DatabaseTransactionConnection } from 'slonik';
import {
  closeLedgerDay,
  findLedgerDay,
  findLedgerDayFrom,
  findReminderRecipient,
  listOpenDaysBefore,
  markReminderSent,
  openLedgerDay,
  type TLedgerDay,
  type TLedgerReview,
} from '../queries/study-plan-ledger.ts';
import { findPlan } from '../queries/study-plans.ts';
import { sendJob, type Boss } from '../queue.ts';
import { publicOrigin, type TServerEnv } from '../server-env.ts';
import { dayProgress, loadPlanDay, type TCarriedReview, type TPlanDayProgress, type TReviewEntry } from './plan-day.ts';

/**
 * The daily rollover of one active plan and its reminder, each run in one transaction on the
 * locked plan row: a rerun for the same plan and day finds the day opened (or the reminder
 * marked) and changes nothing; a run killed midway leaves nothing, since nothing commits.
 */

/**
 * A day's reviews as the ledger keeps them. Carried reviews the day did not show (a vacation that
 * skips reviews) are kept undone, so they come back when the vacation ends.
 */
const ledgerReview = (r: TReviewEntry): TLedgerReview => ({ date: r.date, offset: r.offset, words: r.totalWords, done: Math.min(r.progress.wordsDone, r.totalWords), carried: r.carried });
const ledgerReviews = (progress: TPlanDayProgress, carriedIn: readonly TLedgerReview[]): TLedgerReview[] => [
  ...progress.reviews.map(ledgerReview),
  ...(progress.day.reviewsSkipped ? carriedIn.map((c) => ({ ...c, done: 0, carried: true })) : []),
];

/** Reviews a closed day left undone, carried into the next day unless older than the longest offset. */
const missedReviews = (closed: TLedgerDay | undefined, day: string): TLedgerReview[] =>
  (closed?.reviews ?? []).filter((r) => r.done < r.words && r.date >= addDaysTo(day, -2 * OFFSET_MAX));
const carriedOf = (reviews: readonly TLedgerReview[]): TCarriedReview[] => reviews.map((r) => ({ date: r.date, offset: r.offset }));

export type TRolloverResult = { opened: false; reason: string } | { opened: true; closed: string[]; carried: number; newWords: number; reviewWords: number };

/** Closes the plan's open days before `day`, opens `day` with what was missed carried in, and queues its reminder. */
export async function rollPlanOver(tx: DatabaseTransactionConnection, boss: Boss, args: { planId: string; userId: string; day: string }): Promise<TRolloverResult> {
  const plan = await findPlan(tx, { userId: args.userId, planId: args.planId, forUpdate: true });
  if (plan?.status !== 'active') return { opened: false, reason: 'not active' };
  if (args.day < plan.startDate || args.day > todayIn(plan.timezone)) return { opened: false, reason: 'not a day of the plan yet' };
  if (await findLedgerDayFrom(tx, { planId: plan.id, day: args.day })) return { opened: false, reason: 'already rolled' };

  let last: TLedgerDay | undefined;
  for (const open of await listOpenDaysBefore(tx, { planId: plan.id, day: args.day })) {
    // The day closes on the reviews it was opened with, whatever the plan's settings are now.
    const progress = await dayProgress(tx, plan, open.day, open.reviews, true);
    const reviews = progress.reviews.map(ledgerReview);
    const closed = {
      ...open,
      status: 'closed' as const,
      newDone: Math.min(progress.newProgress.masteredWords, open.newPlanned),
      reviews,
      reviewDone: reviews.reduce((sum, r) => sum + r.done, 0),
    };
    await closeLedgerDay(tx, { planId: plan.id, ...closed });
    last = closed;
  }

  const carried = missedReviews(last, args.day);
  const today = await loadPlanDay(tx, plan, args.day, { carried: carriedOf(carried) });
  await openLedgerDay(tx, {
    planId: plan.id,
    day: args.day,
    newPlanned: today.newWords,
    carriedNew: last ? Math.max(0, last.newPlanned - last.newDone) : 0,
    reviews: ledgerReviews(today, carried),
  });
  if (plan.reminderEnabled && (today.newWords > 0 || today.reviewWords > 0)) {
    await sendJob(boss, tx, studyPlanReminderJob, { planId: plan.id, userId: plan.userId, day: args.day }, {
      startAfter: new Date(localTimeUtc(args.day, plan.reminderTime, plan.timezone)),
    });
  }
  return { opened: true, closed: last ? [last.day] : [], carried: today.reviews.filter((r) => r.carried).length, newWords: today.newWords, reviewWords: today.reviewWords };
}

export type TReminderResult = 'sent' | 'already sent' | 'not due yet' | 'nothing to send';

/**
 * Sends a plan's reminder for a day once its local reminder time has come: the marker row and the
 * e-mail job commit together. A reminder whose time moved later is queued again for the new time.
 */
export async function remindOfDay(
  tx: DatabaseTransactionConnection,
  boss: Boss,
  env: Pick<TServerEnv, 'PUBLIC_URL' | 'PORT'>,
  args: { planId: string; userId: string; day: string },
  now = new Date(),
): Promise<TReminderResult> {
  const plan = await findPlan(tx, { userId: args.userId, planId: args.planId, forUpdate: true });
  if (plan?.status !== 'active' || !plan.reminderEnabled || todayIn(plan.timezone, now) !== args.day) return 'nothing to send';
  const at = new Date(localTimeUtc(args.day, plan.reminderTime, plan.timezone));
  if (now < at) {
    await sendJob(boss, tx, studyPlanReminderJob, args, { startAfter: at });
    return 'not due yet';
  }
  const ledger = await findLedgerDay(tx, { planId: plan.id, day: args.day });
  const reviewWords = (ledger?.reviews ?? []).reduce((sum, r) => sum + r.words, 0);
  if (!ledger || (ledger.newPlanned === 0 && reviewWords === 0)) return 'nothing to send';
  const to = await findReminderRecipient(tx, { userId: plan.userId });
  if (!to) return 'nothing to send';
  if (!(await markReminderSent(tx, { planId: plan.id, day: args.day }))) return 'already sent';
  await sendJob(boss, tx, sendEmailJob, {
    kind: 'study-reminder',
    to: to.email,
    fullName: to.fullName,
    day: args.day,
    newWords: ledger.newPlanned,
    reviewWords,
    link: `${publicOrigin(env)}/study`,
  });
  return 'sent';
}
