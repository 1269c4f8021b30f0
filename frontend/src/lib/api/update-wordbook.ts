import { ZUpdateWordbookResponse, type TUpdateWordbookRequest } from '@wordbook/core/contract/wordbooks';
import { api } from '../api-client';

/** PATCH /api/wordbooks/{id} with one of name, isMain, favorite, ai_reuse_behavior → {success, wordbook}. */
export async function updateWordbook(id: string, changes: TUpdateWordbookRequest): Promise<void> {
  await api.patch(`/api/wordbooks/${encodeURIComponent(id)}`, changes, ZUpdateWordbookResponse);
}
