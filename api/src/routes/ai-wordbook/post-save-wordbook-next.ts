import { ZSaveWordbookNextRequest } from '@wordbook/core/contract/ai-wordbook';
import { saveGeneratedWordbook } from '../../services/ai-wordbooks.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/ai/save-wordbook-next {wordbook_id, words} → {wordbook{id, name}, created}: the
 * generated draft (wordbook_id from the generator) becomes one 'generated' wordbook; posting
 * again updates that wordbook to the posted words. 400 'Please keep at least one word.' or a
 * word that was not generated, 404 not the learner's draft, 409 still generating.
 */
export const postSaveWordbookNext = defineRoute({
  method: 'POST',
  path: '/api/ai/save-wordbook-next',
  payload: ZSaveWordbookNextRequest,
  handler: (context) => saveGeneratedWordbook(context, context.payload),
});
