import { ZActivityResponse } from '@wordbook/core/contract/study-plans';
import { api } from '../../../lib/api-client';

/** GET /api/study-plans/activity[?month=YYYY-MM] → calendar days, streak, heat map and recent wordbooks. */
export const getActivity = (month: string | undefined, signal?: AbortSignal) =>
  api.get('/api/study-plans/activity', ZActivityResponse, { query: { month }, ...(signal ? { signal } : {}) });
