import { ZListWordbooksResponse, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** GET /api/wordbooks → the learner's wordbooks that are not deleted. */
export async function listWordbooks(signal?: AbortSignal): Promise<TWordbook[]> {
  const answer = await api.get('/api/wordbooks', ZListWordbooksResponse, signal ? { signal } : {});
  return answer.wordbooks;
}
