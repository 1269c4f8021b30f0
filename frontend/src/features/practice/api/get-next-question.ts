import { ZNextQuestionResponse, type TNextQuestionResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** GET /api/practice/session/{sessionId}/next → the next question, or done; 409 when the session is no longer active. */
export function getNextQuestion(sessionId: string, signal?: AbortSignal): Promise<TNextQuestionResponse> {
  return api.get(`/api/practice/session/${encodeURIComponent(sessionId)}/next`, ZNextQuestionResponse, signal ? { signal } : {});
}
