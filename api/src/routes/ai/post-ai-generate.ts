import type { ServerRoute } from '@hapi/hapi';
import { ZAiGenerateRequest, type TAiGenerateResponse } from '@wordbook/core/contract/wordbooks';
import { z } from 'zod';
import { answerFromJob, startWordGeneration } from '../../services/ai-generation.ts';
import { streamJobEvents } from '../../services/job-streams.ts';
import { zodValidator } from '../../validate.ts';

/**
 * POST /api/ai/generate[?stream=1] {word_id, word, type, force} → {data, language, note, reused,
 * word, aiLimits}: one word's definitions or examples. 400 with the text check's message, 404 for
 * another learner's word, 403 from a fourth device, 402 'AI usage limit exceeded.', 422 with the
 * job's message ('AI Generation failed.', "No definition found for “…”."). With ?stream=1 a new
 * or joined generation answers with the job's server-sent events instead (x-job-id names it);
 * a reused result needs no job and is answered as JSON either way.
 */
export const postAiGenerate: ServerRoute = {
  method: 'POST',
  path: '/api/ai/generate',
  options: {
    validate: {
      payload: zodValidator(ZAiGenerateRequest),
      query: zodValidator(z.object({ stream: z.enum(['0', '1']).optional() })),
    },
  },
  handler: async (request, h) => {
    const started = await startWordGeneration(request, request.payload as z.output<typeof ZAiGenerateRequest>);
    if (started.kind === 'reused') return started.response;
    if ((request.query as { stream?: string }).stream === '1') return streamJobEvents(request, h, started.jobId, 0);
    const response: TAiGenerateResponse = await answerFromJob(request, started);
    return response;
  },
};
