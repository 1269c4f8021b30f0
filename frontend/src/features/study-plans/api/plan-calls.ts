import {
  ZResolveActivationResponse,
  ZStudyPlan,
  ZStudyPlanMeta,
  type TStudyPlan,
} from '@wordbook/core/contract/study-plans';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The study-plan calls the wizard makes (document 3, §7.1); answers checked by the shared contract. */

const ZPlanAnswer = z.object({ ok: z.literal(true), plan: ZStudyPlan });
const ZActiveAnswer = z.object({ plan: ZStudyPlan.nullable() });

/** GET /api/study-plans/{id} → the plan to edit. */
export const getPlan = (id: string, signal?: AbortSignal): Promise<TStudyPlan> =>
  api.get(`/api/study-plans/${encodeURIComponent(id)}`, ZPlanAnswer, signal ? { signal } : {}).then((a) => a.plan);

/** GET /api/study-plans/active → the active plan or null. */
export const getActivePlan = (signal?: AbortSignal) =>
  api.get('/api/study-plans/active', ZActiveAnswer, signal ? { signal } : {}).then((a) => a.plan);

/** GET /api/study-plans/meta → max, counts and every scheduled activation. */
export const getPlanMeta = (signal?: AbortSignal) => api.get('/api/study-plans/meta', ZStudyPlanMeta, signal ? { signal } : {});

/** GET /api/study-plans/resolve-activation → the activation instant and whether another plan starts then. */
export const resolveActivation = (date: string, tz: string, excludeId?: string, signal?: AbortSignal) =>
  api.get('/api/study-plans/resolve-activation', ZResolveActivationResponse, { query: { date, tz, excludeId }, ...(signal ? { signal } : {}) });

/** POST /api/study-plans (new) or PATCH /api/study-plans/{id} (edit) with the plan of §3.1. */
export const savePlan = (payload: unknown, planId?: string) =>
  planId ? api.patch(`/api/study-plans/${encodeURIComponent(planId)}`, payload) : api.post('/api/study-plans', payload);
