import { ZAdSlot, type TAdSlot } from '@wordbook/core/contract/ads';
import { api } from '../api-client';

/** GET /api/ads → the ad slot of the learner's pages: none (Pro), the configured ad network's, or a house ad. */
export const getAdSlot = (signal?: AbortSignal): Promise<TAdSlot> => api.get('/api/ads', ZAdSlot, signal ? { signal } : {});
