import { ZListWordbooksResponse, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { api } from '../api-client';

/** GET /api/wordbooks → the learner's wordbooks that are not deleted (the dashboard, practice history, the generator's references). */
export async function listWordbooks(signal?: AbortSignal): Promise<TWordbook[]> {
  const answer = await api.get('/api/wordbooks', ZListWordbooksResponse, signal ? { signal } : {});
  return answer.wordbooks;
}
