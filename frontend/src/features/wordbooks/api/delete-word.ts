import { ZSuccessResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** DELETE /api/words/{id} → {success}. */
export async function deleteWord(id: string): Promise<void> {
  await api.delete(`/api/words/${encodeURIComponent(id)}`, ZSuccessResponse);
}
