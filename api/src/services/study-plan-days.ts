import { ZPlanDate, type TVacationRange } from '@wordbook/core/contract/study-plans';
import { tidyRanges, vacationRangeMessages } from '@wordbook/core/rules/study-plan-vacation';
import { updateVacationRanges } from '@wordbook/sql/queries/study-plans';
import type { CommonQueryMethods } from '@wordbook/sql/pool';
import {
  deleteDayMode,
  deleteWordsOverride,
  insertLink,
  updateVacationMode,
  upsertDayMode,
  upsertTestsOverride,
  upsertWordsOverride,
} from '@wordbook/sql/queries/study-plan-days';
import { DomainError } from '../extensions/domain-error.ts';
import { isUuid } from '../validate.ts';
import { requirePlan } from './study-plans.ts';

/** A plan's days changed from the dashboard: overrides of today's values and the wordbooks linked to a day. */

export async function setWordsOverride(db: CommonQueryMethods, userId: string, planId: string, o: { date: string; count: number; scope: string; source: string }) {
  await requirePlan(db, userId, planId);
  await upsertWordsOverride(db, { planId, day: o.date, scope: o.scope, count: o.count, source: o.source });
}

/** A date from a query string, checked once the plan is known to be the learner's. */
const queryDate = (date: string | undefined) => ZPlanDate.parse(date ?? '');

export async function clearWordsOverride(db: CommonQueryMethods, userId: string, planId: string, q: { date?: string; scope: string }) {
  await requirePlan(db, userId, planId);
  await deleteWordsOverride(db, { planId, day: queryDate(q.date), scope: q.scope });
}

export async function setTestsOverride(
  db: CommonQueryMethods,
  userId: string,
  planId: string,
  o: { date: string; study: string; review: string; scope: string; source: string },
) {
  await requirePlan(db, userId, planId);
  await upsertTestsOverride(db, { planId, day: o.date, scope: o.scope, study: o.study, review: o.review, source: o.source });
}

/** A rest day turned into a study day; deleting the override turns it back. */
export async function setDayMode(db: CommonQueryMethods, userId: string, planId: string, o: { date: string; mode: string }) {
  await requirePlan(db, userId, planId);
  await upsertDayMode(db, { planId, day: o.date, mode: o.mode });
}

export async function clearDayMode(db: CommonQueryMethods, userId: string, planId: string, date: string | undefined) {
  await requirePlan(db, userId, planId);
  await deleteDayMode(db, { planId, day: queryDate(date) });
}

/** Links one of the learner's wordbooks to a day of one of their plans; linking twice changes nothing. */
export async function linkWordbook(db: CommonQueryMethods, userId: string, link: { study_plan_id: string; wordbook_id: string; bound_on: string }) {
  await requirePlan(db, userId, link.study_plan_id);
  const linked = isUuid(link.wordbook_id) && (await insertLink(db, { userId, planId: link.study_plan_id, wordbookId: link.wordbook_id, boundOn: link.bound_on }));
  if (!linked) throw new DomainError(404, 'This wordbook does not exist.', { body: { ok: false } });
  return { ok: true as const, link: { study_plan_id: link.study_plan_id, wordbook_id: link.wordbook_id, bound_on: link.bound_on } };
}

/** Vacation on or off from the dashboard; an archived plan answers 409. */
export async function setVacation(db: CommonQueryMethods, userId: string, planId: string, enabled: boolean) {
  await requirePlan(db, userId, planId);
  const vacationMode = await updateVacationMode(db, { userId, planId, enabled });
  if (vacationMode === null) throw new DomainError(409, vacationRangeMessages.archived, { body: { ok: false } });
  return { ok: true as const, vacationMode };
}

/** The plan's vacation ranges replaced by the given list (already checked: order, length, count). */
export async function setVacationRanges(db: CommonQueryMethods, userId: string, planId: string, ranges: readonly TVacationRange[]) {
  await requirePlan(db, userId, planId);
  const row = await updateVacationRanges(db, { userId, planId, ranges: tidyRanges(ranges) });
  if (!row) throw new DomainError(409, vacationRangeMessages.archived, { body: { ok: false } });
  return { ok: true as const, ranges: row.vacationRanges };
}
