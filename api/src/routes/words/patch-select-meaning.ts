import { ZSelectMeaningRequest } from '@wordbook/core/contract/wordbooks';
import { selectAlternativeRoute } from './select-alternative-route.ts';

/** PATCH /api/words/{id}/select-meaning {selectedMeaningIndex} → {success, word}. */
export const patchSelectMeaning = selectAlternativeRoute('/api/words/{id}/select-meaning', 'definition', ZSelectMeaningRequest, (input) => input.selectedMeaningIndex);
