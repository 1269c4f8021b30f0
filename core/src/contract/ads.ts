import { z } from 'zod';

/**
 * The ad slot of a signed-in learner's pages (document 3, §1: Free means ads, Pro none): nothing
 * for Pro, the ad network's slot when one is configured (AD_NETWORK_SCRIPT_URL), else our own
 * house ad for Pro.
 */
export const ZAdSlot = z.discriminatedUnion('slot', [
  z.object({ slot: z.literal('none') }),
  z.object({ slot: z.literal('house') }),
  z.object({ slot: z.literal('network'), scriptUrl: z.string().url(), client: z.string().nullable() }),
]);
export type TAdSlot = z.infer<typeof ZAdSlot>;
