import {
  ZCreatePracticeSessionResponse,
  ZPracticeSessionExistsResponse,
  type TCreatePracticeSessionInput,
  type TCreatePracticeSessionResponse,
} from '@wordbook/core/contract/practice';
import type { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client';

export type TSessionExists = z.infer<typeof ZPracticeSessionExistsResponse>;

export type TCreateSessionOutcome = { kind: 'created'; session: TCreatePracticeSessionResponse } | { kind: 'exists'; existing: TSessionExists };

/**
 * POST /api/practice/session. An unfinished session (409 PRACTICE_SESSION_EXISTS without forceNew)
 * is an outcome, not an error: the setup shows the resume modal with its data.
 */
export async function createPracticeSession(body: TCreatePracticeSessionInput): Promise<TCreateSessionOutcome> {
  try {
    const session = await api.post('/api/practice/session', body, ZCreatePracticeSessionResponse);
    return { kind: 'created', session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const existing = ZPracticeSessionExistsResponse.safeParse(error.body);
      if (existing.success) return { kind: 'exists', existing: existing.data };
    }
    throw error;
  }
}
