import { api } from '../../../lib/api-client';

/** DELETE /api/wordbooks/{id} from the history screen's settings. */
export async function deleteWordbook(id: string): Promise<void> {
  await api.delete(`/api/wordbooks/${encodeURIComponent(id)}`);
}
