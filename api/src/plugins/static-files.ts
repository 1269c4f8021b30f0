import type { ResponseToolkit, Server } from '@hapi/hapi';
import Inert from '@hapi/inert';
import fs from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGES } from '@wordbook/core/contract/prerendered-pages';
import { SESSION_COOKIE } from './session-auth';

const notFoundFile = (h: ResponseToolkit) => h.response('Not found.').type('text/plain').code(404);

const hasSessionCookie = (cookieHeader: unknown) => typeof cookieHeader === 'string' && cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Serves the built front end; each page of PRERENDERED_PAGES gets its file rendered at build time
 * when the build has it (a visitor's page, `knownVisitor`, only to a browser without a session
 * cookie, which the app would send on at once, and without an `?error=` from a failed Google
 * sign-in, which only the app can draw), and any other GET that is not an API path gets
 * index.html (history-API fallback) so every route of the route map loads directly.
 */
export async function registerStaticFiles(server: Server, distDir: string): Promise<void> {
  const DIST = path.resolve(distDir);
  await server.register(Inert);
  const indexFile = path.join(DIST, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Which pre-rendered pages this build has, read once like the build itself.
  const builtPage = (file: string) => (fs.existsSync(path.join(DIST, file)) ? path.join(DIST, file) : null);
  const prerendered = new Map(PRERENDERED_PAGES.map((p) => [p.pathname as string, { file: builtPage(p.file), knownVisitor: p.knownVisitor }]));
  // The build writes file.gz beside each text file (frontend/vite-plugins/precompress.ts).
  const precompressed = { confine: DIST, lookupCompressed: true, lookupMap: { gzip: '.gz' } };
  server.route({
    method: 'GET',
    path: '/{path*}',
    options: { auth: false },
    handler: (request, h) => {
      if (request.path.startsWith('/api/')) return h.response({ statusCode: 404, error: 'Not found.', message: 'Not found.' }).code(404);
      const rel = path.normalize(decodeURIComponent(request.path)).replace(/^(\.\.(\/|\\|$))+/, '');
      // Source maps stay on the server (they are built for debugging, not published).
      if (rel.endsWith('.map')) return notFoundFile(h);
      const file = path.join(DIST, rel);
      if (hasBuild && file.startsWith(DIST) && rel !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = rel.startsWith('/assets/');
        return h.file(file, precompressed).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      // A missing script or image is a 404, not the app's page (which would be run as the wrong type).
      if (rel.startsWith('/assets/') || path.extname(rel) !== '') return notFoundFile(h);
      if (!hasBuild) {
        return h.response('The front end is not built yet: run `npm run build` (npm start does it for you).').type('text/plain').code(503);
      }
      const ahead = prerendered.get(rel);
      const forCaller = !ahead?.knownVisitor || (!hasSessionCookie(request.headers.cookie) && request.query.error === undefined);
      const page = (forCaller ? ahead?.file : null) ?? indexFile;
      // The answer for /login and /signup depends on the cookie: caches keep one copy per cookie header.
      const response = h.file(page, precompressed).header('cache-control', 'no-cache');
      return ahead?.knownVisitor ? response.vary('cookie') : response;
    },
  });
}
