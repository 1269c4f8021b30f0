import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApi } from '../../../test/harness.ts';
import { zodMessage } from './error-responses.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
  server.route({ method: 'GET', path: '/api/test/explode', options: { auth: false }, handler: () => { throw new Error('secret internal detail'); } });
});
afterAll(async () => {
  await server.stop();
});

describe('error responses', () => {
  it('answers invalid input with 400 and a readable message naming the field', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/system/selftest', payload: { steps: 'many', delayMs: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.result).toMatchObject({ statusCode: 400, message: 'steps must be a number.', field: 'steps' });
  });

  it("uses a schema's own required message over the generic one", () => {
    const schema = z.object({ name: z.string({ required_error: 'Name cannot be empty.' }), steps: z.number() });
    expect(zodMessage(schema.safeParse({ steps: 1 }).error!)).toEqual({ message: 'Name cannot be empty.', field: 'name' });
    expect(zodMessage(schema.safeParse({ name: 'a' }).error!)).toEqual({ message: 'steps is required.', field: 'steps' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/system/selftest', payload: '{"steps":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect((res.result as { message: string }).message).toMatch(/invalid/i);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await server.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.result).toMatchObject({ message: 'Not found.' });
  });

  it('never leaks an internal error', async () => {
    const res = await server.inject('/api/test/explode');
    expect(res.statusCode).toBe(500);
    expect(res.payload).not.toContain('secret internal detail');
    expect(res.payload).not.toContain('at ');
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await server.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    const crossSite = await server.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('reports the database and the queue in /api/health', async () => {
    const res = await server.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.result).toEqual({ status: 'ok', checks: { database: true, queue: true } });
  });
});
