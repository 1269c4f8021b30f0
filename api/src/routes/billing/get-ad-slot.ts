import type { TAdSlot } from '@wordbook/core/contract/ads';
import { adSlotFor } from '../../services/ads.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/ads → the ad slot of the learner's pages: {slot: 'none'} for Pro and staff, 'network' {scriptUrl, client} when configured, else 'house'. */
export const getAdSlot = defineRoute({
  method: 'GET',
  path: '/api/ads',
  handler: ({ env, user }): TAdSlot => adSlotFor(env, user),
});
