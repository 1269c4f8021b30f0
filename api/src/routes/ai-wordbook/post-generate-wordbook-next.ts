import type { ServerRoute } from '@hapi/hapi';
import { ZGenerateWordbookNextQuery, ZGenerateWordbookNextRequest } from '@wordbook/core/contract/ai-wordbook';
import type { z } from 'zod';
import { answerWordbookOutcome, startWordbookGeneration, streamWordbookOutcome } from '../../services/ai-wordbooks.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/ai/generate-wordbook-next[?stream=1] {wordbook_ids, count, prompt, timezone}: drafts
 * `count` words related to the reference wordbooks and the prompt at the learner's level (2
 * points a word). Stream: progress {total, emitted}, result {words, saved: false, wordbook{id}},
 * error {message} (x-job-id names the job). Plain: {wordbook{id, words}, saved: false, provider,
 * aiLimits}. 400 count/prompt messages or 'Complete your Level Test first.', 403 prompt without
 * Pro or a fourth device, 404 a wordbook that is not the learner's, 402 'AI usage limit exceeded.'
 */
export const postGenerateWordbookNext: ServerRoute = {
  method: 'POST',
  path: '/api/ai/generate-wordbook-next',
  options: { validate: { payload: zodValidator(ZGenerateWordbookNextRequest), query: zodValidator(ZGenerateWordbookNextQuery) } },
  handler: async (request, h) => {
    const outcome = await startWordbookGeneration(request, request.payload as z.output<typeof ZGenerateWordbookNextRequest>);
    if ((request.query as { stream?: string }).stream === '1') return streamWordbookOutcome(request, h, outcome);
    return answerWordbookOutcome(request, outcome);
  },
};
