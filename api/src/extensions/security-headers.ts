import type { Request, ResponseToolkit, Server } from '@hapi/hapi';

/**
 * What the browser may do with our pages: scripts, styles, fonts and connections from this
 * origin only (PrimeReact sets inline styles; ALTCHA solves in a blob: worker), no framing, no
 * sensors or payment APIs, a browsing context of our own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Security headers on every answer; personal API answers are never stored by a browser or a proxy. */
export function registerSecurityHeaders(server: Server): void {
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if (!response || response instanceof Error || !('header' in response)) return h.continue;
    response.header('content-security-policy', CONTENT_SECURITY_POLICY);
    response.header('permissions-policy', PERMISSIONS_POLICY);
    response.header('cross-origin-opener-policy', 'same-origin');
    if (request.path.startsWith('/api/')) {
      const streamed = String(response.headers['cache-control'] ?? '').includes('no-transform');
      response.header('cache-control', streamed ? 'no-store, no-transform' : 'no-store');
    }
    return h.continue;
  });
}
