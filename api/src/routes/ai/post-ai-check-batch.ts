import { ZAiCheckBatchRequest, type ZAiCheckBatchResponse } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { checkExistingAiBatch } from '../../services/ai-generation.ts';
import { defineRoute } from '../define-route.ts';

/** POST /api/ai/check-batch {word_ids, type} → {existing_word_ids, can_generate_new}: Bulk Generate's "Load Previous / Regenerate All" check. */
export const postAiCheckBatch = defineRoute({
  method: 'POST',
  path: '/api/ai/check-batch',
  payload: ZAiCheckBatchRequest,
  handler: (context): Promise<z.infer<typeof ZAiCheckBatchResponse>> => checkExistingAiBatch(context, context.payload),
});
