import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { testApi as server, useTestApi } from '../../../../test/harness.ts';

useTestApi();

const ZRow = z.object({
  actorUserId: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.object({ before: z.unknown(), after: z.unknown(), requestId: z.string().nullable() }),
});

/** The audit rows a request wrote, found by the request's own id. */
const rowsOfRequest = (requestId: string) =>
  server.app.pool.any(sql.type(ZRow)`
    select actor_user_id as "actorUserId", action, target_type as "targetType", target_id as "targetId", details
    from audit_log where details->>'requestId' = ${requestId} order by id`);

describe('the audit log of staff actions', () => {
  it('names who, what, the target, the values before and after and the request id for every staff action on users and sessions', async () => {
    const adminId = await createTestUser(server, { role: 'superadmin' });
    const cookie = await signInAs(server, adminId);
    const target = await createTestUser(server);
    await signInAs(server, target);
    await signInAs(server, target);
    const sessions = await server.inject({ url: `/api/superadmin/sessions/active?userId=${target}`, headers: { cookie } });
    const sessionId = (sessions.result as { items: { id: string }[] }).items[0]!.id;
    const expireDate = '2099-06-30';

    const actions: [method: string, url: string, payload: object | undefined, expected: z.infer<typeof ZRow>][] = [
      ['PATCH', `/api/superadmin/users/${target}`, { level: 2 }, row('user.edit', 'user', target, { level: null }, { level: 2 })],
      ['PATCH', `/api/superadmin/users/${target}/plan`, { newPlan: 'pro', reason: 'promo', note: 'spring', expireDate }, row('plan.pro', 'user', target,
        { plan: 'free', pro_expires_on: null }, { plan: 'pro', pro_expires_on: expireDate, reason: 'promo', note: 'spring' })],
      ['PATCH', `/api/superadmin/roles/${target}`, { newRole: 'moderator' }, row('user.role', 'user', target, { role: 'user' }, { role: 'moderator' })],
      ['PATCH', `/api/superadmin/users/${target}/suspend`, undefined, row('user.suspend', 'user', target, { status: 'active' }, { status: 'suspended' })],
      ['PATCH', `/api/superadmin/users/${target}/ban`, undefined, row('user.ban', 'user', target, { status: 'suspended' }, { status: 'banned' })],
      ['DELETE', `/api/superadmin/sessions/${sessionId}`, undefined, row('session.invalidate', 'session', sessionId, { valid: true, userId: target }, { valid: false })],
      ['DELETE', `/api/superadmin/sessions/by-user/${target}`, undefined, row('session.invalidate-all', 'user', target, { validSessions: 1 }, { validSessions: 0 })],
      ['GET', `/api/superadmin/users/export?q=${target}`, undefined, row('users.export', 'users', null, null, { filter: { q: target, sort: 'created_at', order: 'desc' } })],
    ];
    for (const [method, url, payload, expected] of actions) {
      const res = await server.inject({ method, url, payload, headers: { cookie } });
      expect([method, url, res.statusCode]).toEqual([method, url, 200]);
      const requestId = res.request.info.id;
      expect([url, await rowsOfRequest(requestId)]).toEqual([url, [{ ...expected, details: { ...expected.details, requestId } }]]);
    }

    function row(action: string, targetType: string, targetId: string | null, before: unknown, after: unknown): z.infer<typeof ZRow> {
      return { actorUserId: adminId, action, targetType, targetId, details: { before, after, requestId: null } };
    }
  });

  it('writes nothing for a call that was refused', async () => {
    const cookie = await signInAs(server, await createTestUser(server, { role: 'superadmin' }));
    const target = await createTestUser(server);
    const refused = await server.inject({ method: 'PATCH', url: `/api/superadmin/users/${target}`, payload: { level: -1 }, headers: { cookie } });
    expect(refused.statusCode).toBe(400);
    expect(await rowsOfRequest(refused.request.info.id)).toEqual([]);
  });
});
