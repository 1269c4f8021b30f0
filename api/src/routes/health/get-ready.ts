import type { ServerRoute } from '@hapi/hapi';

/** Readiness: this process takes traffic (false while shutting down or before the job listener is up). */
export const getReady: ServerRoute = {
  method: 'GET',
  path: '/api/ready',
  options: { auth: false },
  handler: (request, h) => {
    const ready = !request.server.app.shuttingDown && request.server.app.jobEvents.listening;
    return h.response({ ready }).code(ready ? 200 : 503);
  },
};
