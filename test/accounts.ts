import type { Server } from '@hapi/hapi';
import { randomUUID } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { z } from 'zod';
import { signIn } from '../api/src/plugins/session-auth.ts';

/** A user row made directly in the database (sign-up has its own tests). */
export async function createTestUser(server: Server, overrides: { role?: string; status?: string; plan?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  return server.app.pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name, password_hash, role, status, plan)
    values (${`t${tag}@example.com`}, ${`t_${tag}`}, 'Test Learner', null, ${overrides.role ?? 'user'},
            ${overrides.status ?? 'active'}, ${overrides.plan ?? 'free'})
    returning id`);
}

/** Signs `userId` in through the real session service and returns the Cookie header to send. */
export async function signInAs(server: Server, userId: string, remember = false): Promise<string> {
  if (!server.match('POST', '/api/test/sign-in')) {
    server.route({
      method: 'POST',
      path: '/api/test/sign-in',
      options: { auth: false },
      handler: async (request) => {
        const body = request.payload as { userId: string; remember: boolean };
        await signIn(request, body.userId, { remember: body.remember, deviceId: null });
        return { ok: true };
      },
    });
  }
  const res = await server.inject({ method: 'POST', url: '/api/test/sign-in', payload: { userId, remember } });
  const setCookie = res.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

/** A new signed-in learner and a way to call the API as them (`payload` as an object, or raw text). */
export async function signedInLearner(server: Server) {
  const id = await createTestUser(server, {});
  const cookie = await signInAs(server, id);
  const call = (method: string, url: string, payload?: object | string) => server.inject({ method, url, headers: { cookie }, payload });
  return { id, call };
}
