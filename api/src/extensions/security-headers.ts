import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { adNetworkOrigin } from '../services/ads.ts';

/**
 * What the browser may do with our pages: scripts, styles, fonts and connections from this
 * origin only (PrimeReact sets inline styles; ALTCHA solves in a blob: worker), no framing, no
 * sensors or payment APIs, a browsing context of our own.
 */
export const CONTENT_SECURITY_POLICY: string = [
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

/** The policy with the configured ad network's origin allowed for its script, frames, images and calls. */
export function contentSecurityPolicy(adOrigin: string | null): string {
  if (!adOrigin) return CONTENT_SECURITY_POLICY;
  const extend = ['script-src', 'img-src', 'connect-src'];
  const rules = CONTENT_SECURITY_POLICY.split('; ').map((rule) => (extend.includes(rule.split(' ')[0] ?? '') ? `${rule} ${adOrigin}` : rule));
  return [...rules, `frame-src 'self' ${adOrigin}`].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Security headers on every answer; personal API answers are never stored by a browser or a proxy. */
export function registerSecurityHeaders(server: Server): void {
  const policy = contentSecurityPolicy(adNetworkOrigin(server.app.env));
  server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
    const response = request.response;
    if (!response || response instanceof Error || !('header' in response)) return h.continue;
    response.header('content-security-policy', policy);
    response.header('permissions-policy', PERMISSIONS_POLICY);
    response.header('cross-origin-opener-policy', 'same-origin');
    if (request.path.startsWith('/api/')) {
      const streamed = String(response.headers['cache-control'] ?? '').includes('no-transform');
      response.header('cache-control', streamed ? 'no-store, no-transform' : 'no-store');
    }
    return h.continue;
  });
}
