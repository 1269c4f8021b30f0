import type { Server } from '@hapi/hapi';
import Inert from '@hapi/inert';
import { repoRoot } from '@wordbook/sql/server-env';
import fs from 'node:fs';
import path from 'node:path';

const DIST = path.join(repoRoot, 'frontend', 'dist');

/**
 * Serves the built front end; any other GET that is not an API path gets index.html
 * (history-API fallback) so every route of the route map loads directly.
 */
export async function registerStaticFiles(server: Server): Promise<void> {
  await server.register(Inert);
  const indexFile = path.join(DIST, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  server.route({
    method: 'GET',
    path: '/{path*}',
    options: { auth: false },
    handler: (request, h) => {
      if (request.path.startsWith('/api/')) return h.response({ statusCode: 404, error: 'Not found.', message: 'Not found.' }).code(404);
      if (!hasBuild) {
        return h.response('The front end is not built yet: run `npm run build` (npm start does it for you).').type('text/plain').code(503);
      }
      const rel = path.normalize(decodeURIComponent(request.path)).replace(/^(\.\.(\/|\\|$))+/, '');
      const file = path.join(DIST, rel);
      if (file.startsWith(DIST) && rel !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = rel.startsWith('/assets/');
        return h.file(file, { confine: DIST }).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      return h.file(indexFile, { confine: DIST }).header('cache-control', 'no-cache');
    },
  });
}
