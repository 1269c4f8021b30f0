import { api } from '../../../lib/api-client';

/** POST /api/logout with an empty body; the answer is not read (document 1, §7). */
export function logout(): Promise<void> {
  return api.post('/api/logout', {});
}
