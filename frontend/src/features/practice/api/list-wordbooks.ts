import { ZListWordbooksResponse, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** GET /api/wordbooks → the learner's wordbooks, for the history screen's sidebar (document 2, §7). */
export async function listWordbooks(signal?: AbortSignal): Promise<TWordbook[]> {
  const answer = await api.get('/api/wordbooks', ZListWordbooksResponse, signal ? { signal } : {});
  return answer.wordbooks;
}
