import { ZUpdateWordResponse } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

export type TWordChanges = { text: string; meaning: string | null; example: string | null };

/** PATCH /api/words/{id} {text, meaning, example} → {success, word}; an empty meaning or example clears the learner's own text. */
export async function updateWord(id: string, changes: TWordChanges): Promise<void> {
  await api.patch(`/api/words/${encodeURIComponent(id)}`, changes, ZUpdateWordResponse);
}
