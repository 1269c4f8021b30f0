import { ZCreateWordbookResponse, type TWordbook } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** POST /api/wordbooks {name, type} → the saved wordbook (a 409 means the name is taken). */
export async function createWordbook(name: string): Promise<TWordbook> {
  const answer = await api.post('/api/wordbooks', { name, type: 'free' }, ZCreateWordbookResponse);
  return answer.wordbook;
}
