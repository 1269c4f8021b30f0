import type { Request } from '@hapi/hapi';

/**
 * The caller's address. Behind a load balancer every request comes from the balancer, so with
 * TRUST_PROXY the left-most X-Forwarded-For address (the one the balancer saw) is used instead.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || request.info.remoteAddress || 'unknown';
}
