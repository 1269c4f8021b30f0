import { defineRoute } from '../define-route.ts';

/** Readiness: this process takes traffic (false while shutting down or before the job listener is up). */
export const getReady = defineRoute({
  method: 'GET',
  path: '/api/ready',
  auth: 'public',
  handler: ({ request, jobEvents, h }) => {
    const ready = !request.server.app.shuttingDown && jobEvents.listening;
    return h.response({ ready }).code(ready ? 200 : 503);
  },
});
