import { ZAnswerResponse, type TAnswerResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/**
 * POST /api/practice/session/{sessionId}/answer {itemId, userResponse}: the chosen index, the typed
 * text, or 'skip'. The server grades; its verdict and the answer key come back.
 */
export function submitAnswer(sessionId: string, itemId: string, userResponse: number | string): Promise<TAnswerResponse> {
  return api.post(`/api/practice/session/${encodeURIComponent(sessionId)}/answer`, { itemId, userResponse }, ZAnswerResponse);
}
