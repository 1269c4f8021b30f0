import { ZGenerateWordbookNextQuery, ZGenerateWordbookNextRequest } from '@wordbook/core/contract/ai-wordbook';
import { respondToJob } from '../../plugins/job-responses.ts';
import { plainWordbookAnswer, startWordbookGeneration } from '../../services/ai-wordbooks.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /api/ai/generate-wordbook-next[?stream=1] {wordbook_ids, count, prompt, timezone}: drafts
 * `count` words related to the reference wordbooks and the prompt at the learner's level (2
 * points a word). Stream: progress {total, emitted}, result {words, saved: false, wordbook{id}},
 * error {message} (x-job-id names the job). Plain: {wordbook{id, words}, saved: false, provider,
 * aiLimits}. 400 count/prompt messages or 'Complete your Level Test first.', 403 prompt without
 * Pro or a fourth device, 404 a wordbook that is not the learner's, 402 'AI usage limit exceeded.'
 */
export const postGenerateWordbookNext = defineRoute({
  method: 'POST',
  path: '/api/ai/generate-wordbook-next',
  payload: ZGenerateWordbookNextRequest,
  query: ZGenerateWordbookNextQuery,
  handler: async (context) => {
    const outcome = await startWordbookGeneration(context, context.payload);
    return respondToJob(context, outcome, context.query.stream === '1', (result) => plainWordbookAnswer(context, result));
  },
});
