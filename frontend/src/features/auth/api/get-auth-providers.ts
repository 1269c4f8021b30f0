import { ZAuthProvidersResponse } from '@wordbook/core/contract/accounts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TAuthProviders = z.infer<typeof ZAuthProvidersResponse>;

/** GET /api/auth/providers → {google}; any failure reads as "not configured". */
export async function getAuthProviders(): Promise<TAuthProviders> {
  try {
    return await api.get('/api/auth/providers', ZAuthProvidersResponse);
  } catch {
    return { google: false };
  }
}
