import type { Server } from '@hapi/hapi';
import type { TAdSlot } from '@wordbook/core/contract/ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { startTestApi } from '../../../../test/harness.ts';
import { CONTENT_SECURITY_POLICY } from '../../extensions/security-headers.ts';

/** The ad slot: house ads for Free by default, an ad network's script only when configured, nothing for Pro. */
let plain: Server;
let withNetwork: Server;
const SCRIPT = 'https://ads.example.net/loader.js?v=3';
beforeAll(async () => {
  plain = await startTestApi();
  withNetwork = await startTestApi({ AD_NETWORK_SCRIPT_URL: SCRIPT, AD_NETWORK_CLIENT: 'pub-1234' });
});
afterAll(async () => {
  await plain?.stop();
  await withNetwork?.stop();
});

const slotOf = async (server: Server, plan: 'free' | 'pro', role = 'user') => {
  const cookie = await signInAs(server, await createTestUser(server, { plan, role }));
  const res = await server.inject({ url: '/api/ads', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.result as TAdSlot;
};

describe('GET /api/ads', () => {
  it('gives a Free learner the house ad when no ad network is configured, and loads no outside script', async () => {
    expect(await slotOf(plain, 'free')).toEqual({ slot: 'house' });
    expect((await plain.inject('/api/health')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it("gives a Free learner the configured network's script, and lets only that origin in", async () => {
    expect(await slotOf(withNetwork, 'free')).toEqual({ slot: 'network', scriptUrl: SCRIPT, client: 'pub-1234' });
    const policy = String((await withNetwork.inject('/api/health')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://ads.example.net;");
    expect(policy).toContain("frame-src 'self' https://ads.example.net");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('gives a Pro learner no ad, configured or not', async () => {
    expect(await slotOf(plain, 'pro')).toEqual({ slot: 'none' });
    expect(await slotOf(withNetwork, 'pro')).toEqual({ slot: 'none' });
  });

  it('gives staff on the Free plan no ad: their pages are tools, not a learner\'s', async () => {
    for (const role of ['admin', 'support', 'moderator', 'superadmin']) expect(await slotOf(withNetwork, 'free', role)).toEqual({ slot: 'none' });
  });

  it('refuses an ad network script that is not https', async () => {
    await expect(startTestApi({ AD_NETWORK_SCRIPT_URL: 'http://ads.example.net/loader.js' })).rejects.toThrow(/must be an https:\/\/ address/);
  });
});
