import { ZListWordbooksResponse, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** GET /api/wordbooks → the learner's wordbooks, offered as references for the generator. */
export async function listReferenceWordbooks(signal?: AbortSignal): Promise<TWordbook[]> {
  const answer = await api.get('/api/wordbooks', ZListWordbooksResponse, signal ? { signal } : {});
  return answer.wordbooks;
}
