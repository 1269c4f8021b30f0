import { ZPlanGroups, ZStudyPlan, ZVacationRangesResponse, type TStudyPlan, type TVacationRange } from '@wordbook/core/contract/study-plans';
import { ZListWordsResponse } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { TTestMode } from './overview-calls';

/** The today page's changes to a plan and its day (document 3, §7.1 and §7.2). */

const plan = (id: string) => `/api/study-plans/${encodeURIComponent(id)}`;

/** POST …/overrides/words {date, count, scope 'day', source 'user'}: today's new-word goal. */
export const setWordsOverride = (planId: string, date: string, count: number) =>
  api.post(`${plan(planId)}/overrides/words`, { date, count, scope: 'day', source: 'user' });

/** DELETE …/overrides/words?date=&scope=day: today's goal back to the plan's. */
export const clearWordsOverride = (planId: string, date: string) =>
  api.delete(`${plan(planId)}/overrides/words`, undefined, { query: { date, scope: 'day' } });

/** POST …/overrides/tests {date, study, review, scope 'day', source 'user'}. */
export const setTestsOverride = (planId: string, date: string, study: TTestMode, review: TTestMode) =>
  api.post(`${plan(planId)}/overrides/tests`, { date, study, review, scope: 'day', source: 'user' });

/** POST …/overrides/day-mode {date, mode 'study'}: a rest day becomes a study day. */
export const forceStudyDay = (planId: string, date: string) => api.post(`${plan(planId)}/overrides/day-mode`, { date, mode: 'study' });

/** DELETE …/overrides/day-mode?date=: the forced study day is a rest day again. */
export const revertRestDay = (planId: string, date: string) => api.delete(`${plan(planId)}/overrides/day-mode`, undefined, { query: { date } });

/** PATCH …/vacation {enabled}: vacation on (with the plan's behaviour) or off. */
export const setVacation = (planId: string, enabled: boolean) => api.patch(`${plan(planId)}/vacation`, { enabled });

/** PUT …/vacation-ranges {ranges}: the plan's whole list of vacation date ranges, as the server kept it. */
export const setVacationRanges = (planId: string, ranges: readonly TVacationRange[]) =>
  api.put(`${plan(planId)}/vacation-ranges`, { ranges }, ZVacationRangesResponse).then((a) => a.ranges);

/** PATCH /api/study-plans/{id} with only the time zone. */
export const changeTimezone = (planId: string, timezone: string) => api.patch(plan(planId), { timezone });

const ZGroupsAnswer = z.object({ ok: z.literal(true), groups: ZPlanGroups });
/** GET /api/study-plans/all[?includeArchived=1] → the plans by status. */
export const listPlanGroups = (includeArchived: boolean, signal?: AbortSignal) =>
  api.get('/api/study-plans/all', ZGroupsAnswer, { query: includeArchived ? { includeArchived: '1' } : {}, ...(signal ? { signal } : {}) }).then((a) => a.groups);

const ZPlanAnswer = z.object({ ok: z.literal(true), plan: ZStudyPlan });
export const archivePlan = (id: string): Promise<TStudyPlan> => api.patch(`${plan(id)}/archive`, undefined, ZPlanAnswer).then((a) => a.plan);
export const restorePlan = (id: string, scheduledDate: string): Promise<TStudyPlan> =>
  api.patch(`${plan(id)}/restore`, { scheduledDate }, ZPlanAnswer).then((a) => a.plan);

/** POST /api/study-plans/links {study_plan_id, wordbook_id, bound_on}. */
export const linkWordbook = (planId: string, wordbookId: string, boundOn: string) =>
  api.post('/api/study-plans/links', { study_plan_id: planId, wordbook_id: wordbookId, bound_on: boundOn });

const ZCreated = z.object({ id: z.string() });
/** POST /api/wordbooks {name, type 'planned', studyplan true} → id. */
export const createPlannedWordbook = (name: string) => api.post('/api/wordbooks', { name, type: 'planned', studyplan: true }, ZCreated).then((a) => a.id);

/** GET /api/words/{wordbookId}?order=oldest → the words, oldest first. */
export const listWords = (wordbookId: string, signal?: AbortSignal) =>
  api.get(`/api/words/${encodeURIComponent(wordbookId)}`, ZListWordsResponse, { query: { order: 'oldest' }, ...(signal ? { signal } : {}) }).then((a) => a.words);
