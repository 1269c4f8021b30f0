import type { ServerRoute } from '@hapi/hapi';
import { ZAiCheckBatchRequest, type ZAiCheckBatchResponse } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { checkExistingAiBatch } from '../../services/ai-generation.ts';
import { zodValidator } from '../../validate.ts';

/** POST /api/ai/check-batch {word_ids, type} → {existing_word_ids}: Bulk Generate's "Load Previous / Regenerate All" check. */
export const postAiCheckBatch: ServerRoute = {
  method: 'POST',
  path: '/api/ai/check-batch',
  options: { validate: { payload: zodValidator(ZAiCheckBatchRequest) } },
  handler: async (request): Promise<z.infer<typeof ZAiCheckBatchResponse>> =>
    checkExistingAiBatch(request, request.payload as z.output<typeof ZAiCheckBatchRequest>),
};
