import { ZUpdateWordResponse, type TAiType } from '@wordbook/core/contract/wordbooks';
import { api } from '../../../lib/api-client';

/**
 * PATCH /api/words/{id}/select-meaning {selectedMeaningIndex} or
 * PATCH /api/words/{id}/select-example {selectedExampleIndex} → {success, word}: which AI alternative is shown.
 */
export async function selectAlternative(wordId: string, type: TAiType, index: number): Promise<void> {
  const id = encodeURIComponent(wordId);
  if (type === 'definition') await api.patch(`/api/words/${id}/select-meaning`, { selectedMeaningIndex: index }, ZUpdateWordResponse);
  else await api.patch(`/api/words/${id}/select-example`, { selectedExampleIndex: index }, ZUpdateWordResponse);
}
