import { ZCancelSessionResponse, type TCancelSessionResponse } from '@wordbook/core/contract/practice';
import { api } from '../../../lib/api-client';

/** POST /api/practice/session/{sessionId}/cancel with an empty body. */
export function cancelSession(sessionId: string): Promise<TCancelSessionResponse> {
  return api.post(`/api/practice/session/${encodeURIComponent(sessionId)}/cancel`, {}, ZCancelSessionResponse);
}
