import { ZSuccessResponse } from '@wordbook/core/contract/accounts';
import { api } from '../api-client';

/** DELETE /api/wordbooks/{id} → {success} (a soft delete on the server). */
export async function deleteWordbook(id: string): Promise<void> {
  await api.delete(`/api/wordbooks/${encodeURIComponent(id)}`, ZSuccessResponse);
}
