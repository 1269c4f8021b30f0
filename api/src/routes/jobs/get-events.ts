import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { zodValidator } from '../../validate.ts';
import { requireJobRun, resumeAfter, streamJobEvents } from '../../services/job-streams.ts';

/** GET /api/jobs/{id}/events: a job's events as server-sent events, resuming after Last-Event-ID. */
export const getJobEvents: ServerRoute = {
  method: 'GET',
  path: '/api/jobs/{id}/events',
  options: {
    auth: { mode: 'try' },
    validate: { params: zodValidator(z.object({ id: z.string().uuid('Job not found.') })) },
  },
  handler: async (request, h) => {
    const { id } = request.params as { id: string };
    await requireJobRun(request, id);
    return streamJobEvents(request, h, id, resumeAfter(request));
  },
};
