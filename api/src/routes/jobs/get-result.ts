import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { zodValidator } from '../../validate.ts';
import { requireJobRun, waitForJobResult } from '../../services/job-streams.ts';

/** GET /api/jobs/{id}/result: waits (up to 35 s) for a job's result; the plain fallback of a stream. */
export const getJobResult: ServerRoute = {
  method: 'GET',
  path: '/api/jobs/{id}/result',
  options: {
    auth: { mode: 'try' },
    validate: { params: zodValidator(z.object({ id: z.string().uuid('Job not found.') })) },
  },
  handler: async (request) => {
    const { id } = request.params as { id: string };
    await requireJobRun(request, id);
    return { result: await waitForJobResult(request, id, 35_000) };
  },
};
