import { ZSaveLevelWordbookResponse, type TSaveLevelWordbookRequest } from '@wordbook/core/contract/level-test';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Lenient on purpose: an answer without a wordbook id is 'Wordbook saving failed.' (document 2, §8), not a parse error. */
const ZSaveAnswer = z.union([ZSaveLevelWordbookResponse, z.unknown()]);

/** POST /api/ai/save-wordbook {final_level, words, finished_time, tz_offset_min, testId} → the wordbook's id, or null when the answer has none. */
export async function saveLevelWordbook(request: TSaveLevelWordbookRequest): Promise<string | null> {
  const answer = await api.post('/api/ai/save-wordbook', request, ZSaveAnswer);
  const parsed = ZSaveLevelWordbookResponse.safeParse(answer);
  return parsed.success && parsed.data.wordbook.id ? parsed.data.wordbook.id : null;
}
