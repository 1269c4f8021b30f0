import type { TUpdateWordbookRequest } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/** PATCH /api/wordbooks/{id} with one of isMain, favorite or ai_reuse_behavior (the history screen's settings). */
export async function updateWordbook(id: string, changes: Omit<TUpdateWordbookRequest, 'name'>): Promise<void> {
  await api.patch(`/api/wordbooks/${encodeURIComponent(id)}`, changes);
}
