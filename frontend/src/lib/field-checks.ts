import {
  ZCheckEmailResponse,
  ZCheckFullnameResponse,
  ZCheckUsernameResponse,
  type TCheckEmailResponse,
  type TCheckFullnameResponse,
  type TCheckUsernameResponse,
} from '@wordbook/core/contract/accounts';
import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { invalid, valid, type FieldFeedback } from '../components/ui/form-field';
import { api } from './api-client';

/**
 * The three availability checks (document 1, §7) shared by sign-up and account settings.
 * Each rejects with an ApiError when the server cannot answer.
 */
export function checkFullname(fullName: string, signal?: AbortSignal): Promise<TCheckFullnameResponse> {
  return api.get('/api/check-fullname', ZCheckFullnameResponse, { query: { full_name: fullName }, ...(signal ? { signal } : {}) });
}

export function checkUsername(username: string, signal?: AbortSignal): Promise<TCheckUsernameResponse> {
  return api.get('/api/check-username', ZCheckUsernameResponse, { query: { username }, ...(signal ? { signal } : {}) });
}

export function checkEmail(email: string, signal?: AbortSignal): Promise<TCheckEmailResponse> {
  return api.get('/api/check-email', ZCheckEmailResponse, { query: { email }, ...(signal ? { signal } : {}) });
}

/** What the server says of a username as field feedback: reserved, taken or available. Rejects like checkUsername. */
export async function usernameAvailability(username: string, signal?: AbortSignal): Promise<FieldFeedback> {
  const answer = await checkUsername(username, signal);
  if (answer.reserved) return invalid(M.usernameReserved);
  return answer.exists ? invalid(M.usernameTaken) : valid(M.usernameAvailable);
}
