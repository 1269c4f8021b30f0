import { type TOfflineAnswerRequest, type TOfflineAnswerResponse, ZOfflineAnswerResponse } from '@wordbook/core/contract/offline-practice';
import { api } from '../../../lib/api-client';

/** POST /api/practice/offline-answers: an answer given offline, judged by the server now. */
export function sendOfflineAnswer(answer: TOfflineAnswerRequest): Promise<TOfflineAnswerResponse> {
  return api.post('/api/practice/offline-answers', answer, ZOfflineAnswerResponse);
}
