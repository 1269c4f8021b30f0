import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi({ SERVE_FRONTEND: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

describe('security headers', () => {
  it('every answer carries the content security policy, a permissions policy and its own browsing context', async () => {
    for (const url of ['/', '/api/health', '/api/no-such-call']) {
      const res = await server.inject(url);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  });

  it('personal API answers are never stored', async () => {
    const cookie = await signInAs(server, await createTestUser(server));
    const res = await server.inject({ url: '/api/account', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a missing script or source map is a 404, not the app page', async () => {
    for (const url of ['/assets/missing-1234.js', '/assets/index.js.map', '/nothing-here.png']) {
      const res = await server.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.payload).not.toContain('<div id="root">');
    }
  });
});
