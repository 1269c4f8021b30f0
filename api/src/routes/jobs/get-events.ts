import { z } from 'zod';
import { resumeAfter, streamJobEvents } from '../../plugins/job-responses.ts';
import { requireJobRun } from '../../services/jobs.ts';
import { defineRoute } from '../define-route.ts';

/** GET /api/jobs/{id}/events: a job's events as server-sent events, resuming after Last-Event-ID (or ?lastEventId). */
export const getJobEvents = defineRoute({
  method: 'GET',
  path: '/api/jobs/{id}/events',
  auth: 'optional',
  params: z.object({ id: z.string().uuid('Job not found.') }),
  query: z.object({ lastEventId: z.string().max(20).optional() }).passthrough(),
  handler: async ({ db, user, params, query, request, h }) => {
    await requireJobRun(db, params.id, user?.id ?? null);
    return streamJobEvents(request, h, params.id, resumeAfter(request, query.lastEventId));
  },
});
