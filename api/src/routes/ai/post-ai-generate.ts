import { ZAiGenerateRequest } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { respondToJob } from '../../plugins/job-responses.ts';
import { answerFromJobResult, startWordGeneration } from '../../services/ai-generation.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/ai/generate[?stream=1] {word_id, word, type, force} → {data, language, note, reused,
 * word, aiLimits}: one word's definitions or examples. 400 with the text check's message, 404 for
 * another learner's word, 403 from a fourth device, 402 'AI usage limit exceeded.', 422 with the
 * job's message ('AI Generation failed.', "No definition found for “…”."). With ?stream=1 a new
 * or joined generation answers with the job's server-sent events instead (x-job-id names it);
 * a reused result needs no job and is answered as JSON either way.
 */
export const postAiGenerate = defineRoute({
  method: 'POST',
  path: '/api/ai/generate',
  payload: ZAiGenerateRequest,
  query: z.object({ stream: z.enum(['0', '1']).optional() }),
  handler: async (context) => {
    const { payload, query } = context;
    const outcome = await startWordGeneration(context, payload);
    if ('now' in outcome) return outcome.now;
    return respondToJob(context, outcome, query.stream === '1', (result) =>
      answerFromJobResult(context, { wordId: payload.word_id, type: payload.type }, result),
    );
  },
});
