import { ZAiCheckQuery, type ZAiCheckResponse } from '@wordbook/core/contract/wordbooks';
import type { z } from 'zod';
import { checkExistingAi } from '../../services/ai-generation.ts';
import { defineRoute } from '../define-route.ts';

/**
 * GET /api/ai/check?wordbook_id&word&type → {foundExisting, wordbook_ai_reuse_behavior, canGenerateNew}: whether
 * "Previous Data Found" applies, and what the wordbook's setting says to do. 404 for a wordbook
 * that is not the learner's.
 */
export const getAiCheck = defineRoute({
  method: 'GET',
  path: '/api/ai/check',
  query: ZAiCheckQuery,
  handler: (context): Promise<z.infer<typeof ZAiCheckResponse>> => checkExistingAi(context, context.query),
});
