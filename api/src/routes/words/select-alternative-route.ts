import type { TWord } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { selectAlternative, wordViewOf } from '../../services/words.ts';
import { defineRoute, ZIdParams } from '../define-route.ts';

/**
 * PATCH /api/words/{id}/select-meaning or select-example {selected…Index} → {success, word}. The
 * index must name a stored AI alternative; Free may pick only among the ones it sees.
 */
export function selectAlternativeRoute<S extends z.ZodType<Record<string, number>>>(
  path: string,
  kind: 'definition' | 'example',
  payload: S,
  indexOf: (input: z.output<S>) => number,
) {
  return defineRoute({
    method: 'PATCH',
    path,
    params: ZIdParams,
    payload,
    handler: async ({ db, user, params, payload: input }): Promise<{ success: true; word: TWord }> => ({
      success: true,
      word: await selectAlternative(db, user.id, params.id, kind, indexOf(input), wordViewOf(user)),
    }),
  });
}
