import { ZSelectExampleRequest } from '@wordbook/core/contract/wordbooks';
import { selectAlternativeRoute } from './select-alternative-route.ts';

/** PATCH /api/words/{id}/select-example {selectedExampleIndex} → {success, word}. */
export const patchSelectExample = selectAlternativeRoute('/api/words/{id}/select-example', 'example', ZSelectExampleRequest, (input) => input.selectedExampleIndex);
