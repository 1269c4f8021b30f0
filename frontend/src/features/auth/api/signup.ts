import { ZSignupResponse, type TSignupResponse } from '@wordbook/core/contract/accounts';
import { api } from '../../../lib/api-client';

/** Document 1, §7: the sign-up call gives up after 10 seconds. */
export const SIGNUP_TIMEOUT_MS = 10_000;

export type TSignupInput = { full_name: string; username: string; email: string; password: string; token: string };

/** POST /api/signup → {success, verificationId}; aborted after {@link SIGNUP_TIMEOUT_MS}. */
export async function signup(input: TSignupInput): Promise<TSignupResponse> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SIGNUP_TIMEOUT_MS);
  try {
    return await api.post('/api/signup', input, ZSignupResponse, { signal: controller.signal });
  } finally {
    window.clearTimeout(timer);
  }
}
