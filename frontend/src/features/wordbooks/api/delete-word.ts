import { api } from '../../../lib/api-client';

/** DELETE /api/words/{id}. */
export async function deleteWord(id: string): Promise<void> {
  await api.delete(`/api/words/${encodeURIComponent(id)}`);
}
