import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, signInAs } from '../../../../test/accounts.ts';
import { testApi as server, useTestApi } from '../../../../test/harness.ts';

useTestApi();

type TCall = { method?: string; url: string; payload?: object };

async function superadmin() {
  const id = await createTestUser(server, { role: 'superadmin' });
  const cookie = await signInAs(server, id);
  const call = async <T = Record<string, unknown>>({ method = 'GET', url, payload }: TCall) => {
    const res = await server.inject({ method, url, payload, headers: { cookie } });
    return { status: res.statusCode, body: res.result as T };
  };
  return { id, cookie, call };
}

const ZAudit = z.object({ action: z.string(), actorUserId: z.string().nullable(), targetId: z.string().nullable(), details: z.record(z.unknown()) });
const auditOf = (targetId: string) =>
  server.app.pool.any(sql.type(ZAudit)`
    select action, actor_user_id as "actorUserId", target_id as "targetId", details from audit_log where target_id = ${targetId} order by id`);

async function usersTagged(count: number) {
  const tag = randomUUID().slice(0, 6);
  for (let i = 0; i < count; i++) {
    await server.app.pool.query(sql.typeAlias('void')`
      insert into users (email, username, full_name, plan, created_at)
      values (${`${tag}${i}@example.com`}, ${`${tag}_${i}`}, ${`Tagged ${tag} ${i}`}, ${i % 2 === 0 ? 'pro' : 'free'}, now() - make_interval(days => ${i}))`);
  }
  return tag;
}

describe('superadmin users', () => {
  it('pages, searches, filters and sorts on the server', async () => {
    const admin = await superadmin();
    const tag = await usersTagged(7);
    const page1 = await admin.call<{ items: { username: string }[]; total: number }>({ url: `/api/superadmin/users?q=${tag}&limit=5&page=1&sort=created_at&order=desc` });
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(7);
    expect(page1.body.items.map((u) => u.username)).toEqual([0, 1, 2, 3, 4].map((i) => `${tag}_${i}`));
    const page2 = await admin.call<{ items: { username: string }[] }>({ url: `/api/superadmin/users?q=${tag}&limit=5&page=2&sort=created_at&order=desc` });
    expect(page2.body.items.map((u) => u.username)).toEqual([`${tag}_5`, `${tag}_6`]);
    const pro = await admin.call<{ items: { plan: string }[]; total: number }>({ url: `/api/superadmin/users?q=${tag}&plan=pro` });
    expect([pro.body.total, new Set(pro.body.items.map((u) => u.plan))]).toEqual([4, new Set(['pro'])]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await admin.call<{ total: number }>({ url: `/api/superadmin/users?q=${tag}&createdFrom=${today}&createdTo=${today}` });
    expect(recent.body.total).toBe(1);
    const defaults = await admin.call<{ items: unknown[] }>({ url: '/api/superadmin/users' });
    expect(defaults.status).toBe(200);
  });

  it('refuses a page size outside 5, 10, 20, 50, 100 with a 400', async () => {
    const admin = await superadmin();
    const res = await admin.call<{ message: string }>({ url: '/api/superadmin/users?limit=7' });
    expect([res.status, res.body.message]).toEqual([400, 'Must be one of 5, 10, 20, 50, 100.']);
  });

  it('edits a user and writes an audit row with the values before and after', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const res = await admin.call<{ user: { full_name: string; level: number; monthly_ai_usage_points: number } }>({
      method: 'PATCH',
      url: `/api/superadmin/users/${target}`,
      payload: { full_name: 'Edited Person', level: 4, monthly_ai_usage_points: 120, preferred_definition_languages: ['en', 'ko'] },
    });
    expect(res.status).toBe(200);
    expect([res.body.user.full_name, res.body.user.level, res.body.user.monthly_ai_usage_points]).toEqual(['Edited Person', 4, 120]);
    const [row] = await auditOf(target);
    expect(row?.action).toBe('user.edit');
    expect(row?.actorUserId).toBe(admin.id);
    expect(row?.details.before).toMatchObject({ full_name: 'Test Learner', level: null });
    expect(row?.details.after).toMatchObject({ full_name: 'Edited Person', level: 4 });
    expect(typeof row?.details.requestId).toBe('string');
  });

  it('refuses a negative level, a taken e-mail and an unknown user', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const negative = await admin.call<{ message: string }>({ method: 'PATCH', url: `/api/superadmin/users/${target}`, payload: { level: -1 } });
    expect([negative.status, negative.body.message]).toEqual([400, 'level must be a non-negative integer.']);
    const other = (await admin.call<{ user: { email: string } }>({ url: `/api/superadmin/users/${await createTestUser(server)}` })).body.user;
    const taken = await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${target}`, payload: { email: other.email } });
    expect(taken.status).toBe(409);
    expect((await admin.call({ url: `/api/superadmin/users/${randomUUID()}` })).status).toBe(404);
    expect((await admin.call({ url: '/api/superadmin/users/not-a-uuid' })).status).toBe(404);
    expect(await auditOf(target)).toEqual([]);
  });

  it('changes the plan with a reason: pro needs an expiry date, free clears it', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const noReason = await admin.call<{ message: string }>({ method: 'PATCH', url: `/api/superadmin/users/${target}/plan`, payload: { newPlan: 'pro' } });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'A plan change requires a reason.']);
    const noDate = await admin.call<{ message: string }>({ method: 'PATCH', url: `/api/superadmin/users/${target}/plan`, payload: { newPlan: 'pro', reason: 'promo' } });
    expect([noDate.status, noDate.body.message]).toEqual([400, 'A Pro plan needs an expiry date.']);
    const pro = await admin.call<{ user: { plan: string; pro_expires_on: string } }>({
      method: 'PATCH',
      url: `/api/superadmin/users/${target}/plan`,
      payload: { newPlan: 'pro', reason: 'promo', note: 'launch week', expireDate: '2099-12-31' },
    });
    expect([pro.status, pro.body.user.plan, pro.body.user.pro_expires_on]).toEqual([200, 'pro', '2099-12-31']);
    const learnerCookie = await signInAs(server, target);
    const session = await server.inject({ url: '/api/session', headers: { cookie: learnerCookie } });
    expect((session.result as { user: { isProUser: boolean } }).user.isProUser).toBe(true);
    const free = await admin.call<{ user: { plan: string; pro_expires_on: string | null } }>({
      method: 'PATCH',
      url: `/api/superadmin/users/${target}/plan`,
      payload: { newPlan: 'free', reason: 'admin' },
    });
    expect([free.body.user.plan, free.body.user.pro_expires_on]).toEqual(['free', null]);
    const audit = await auditOf(target);
    expect(audit.map((a) => [a.action, a.actorUserId, a.details.before, a.details.after, typeof a.details.requestId])).toEqual([
      ['plan.pro', admin.id, { plan: 'free', pro_expires_on: null }, { plan: 'pro', pro_expires_on: '2099-12-31', reason: 'promo', note: 'launch week' }, 'string'],
      ['plan.free', admin.id, { plan: 'pro', pro_expires_on: '2099-12-31' }, { plan: 'free', pro_expires_on: null, reason: 'admin', note: null }, 'string'],
    ]);

    // a plan log row each, as a purchase or a refund writes: on the learner's Plan Changes and on /superadmin/billing
    const today = new Date().toISOString().slice(0, 10);
    const billing = await server.inject({ url: '/api/billing/overview', headers: { cookie: learnerCookie } });
    const planLogs = (billing.result as { planLogs: { plan: string; reason: string; source_label: string; start_date: string | null; end_date: string | null }[] }).planLogs;
    expect(planLogs.map((l) => [l.plan, l.reason, l.source_label, l.start_date, l.end_date])).toEqual([
      ['free', 'staff', 'Administrative change', null, null],
      ['pro', 'staff', 'Promotion', today, '2099-12-31'],
    ]);
    const username = (await admin.call<{ user: { username: string } }>({ url: `/api/superadmin/users/${target}` })).body.user.username;
    const across = await admin.call<{ items: { username: string; plan: string; reason: string; sourceLabel: string }[] }>({ url: `/api/superadmin/billing/plan-logs?q=${username}` });
    expect(across.body.items.map((l) => [l.username, l.plan, l.reason, l.sourceLabel])).toEqual([
      [username, 'free', 'staff', 'Administrative change'],
      [username, 'pro', 'staff', 'Promotion'],
    ]);
  });

  it('writes no plan log and no audit row when the plan change is refused', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const past = await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${target}/plan`, payload: { newPlan: 'pro', reason: 'promo', expireDate: '2001-01-01' } });
    expect(past.status).toBe(400);
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${randomUUID()}/plan`, payload: { newPlan: 'free', reason: 'admin' } })).status).toBe(404);
    const logs = await server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from plan_logs where user_id = ${target}`);
    expect([logs, await auditOf(target)]).toEqual([0, []]);
  });

  it('bans and suspends as the states allow, and the account\'s open session is refused at its next request', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const cookie = await signInAs(server, target);
    expect((await server.inject({ url: '/api/wordbooks', headers: { cookie } })).statusCode).toBe(200);
    const suspended = await admin.call<{ user: { status: string } }>({ method: 'PATCH', url: `/api/superadmin/users/${target}/suspend` });
    expect([suspended.status, suspended.body.user.status]).toEqual([200, 'suspended']);
    const refused = await server.inject({ url: '/api/wordbooks', headers: { cookie } });
    expect([refused.statusCode, (refused.result as { code: string }).code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    // suspend is offered only to an active account; ban unless already banned
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${target}/suspend` })).status).toBe(409);
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${target}/ban` })).status).toBe(200);
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${target}/ban` })).status).toBe(409);
    expect((await auditOf(target)).map((a) => [a.action, a.details.before, a.details.after])).toEqual([
      ['user.suspend', { status: 'active' }, { status: 'suspended' }],
      ['user.ban', { status: 'suspended' }, { status: 'banned' }],
    ]);
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/users/${admin.id}/ban` })).status).toBe(409);
  });

  it('changes a role, audited, and keeps the caller from dropping their own superadmin role', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const bad = await admin.call<{ message: string }>({ method: 'PATCH', url: `/api/superadmin/roles/${target}`, payload: { newRole: 'owner' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'newRole must be one of user, admin, support, moderator, superadmin.']);
    const res = await admin.call<{ user: { role: string } }>({ method: 'PATCH', url: `/api/superadmin/roles/${target}`, payload: { newRole: 'support' } });
    expect([res.status, res.body.user.role]).toEqual([200, 'support']);
    const username = (await admin.call<{ user: { username: string } }>({ url: `/api/superadmin/users/${target}` })).body.user.username;
    // other files' learners share the database, so find this one by name rather than on the first page
    const roles = await admin.call<{ users: { id: string; role: string }[]; total: number }>({ url: `/api/superadmin/roles?q=${username}` });
    expect(roles.body.users.find((u) => u.id === target)?.role).toBe('support');
    expect((await auditOf(target)).map((a) => [a.action, a.details.before, a.details.after])).toEqual([['user.role', { role: 'user' }, { role: 'support' }]]);
    expect((await admin.call({ method: 'PATCH', url: `/api/superadmin/roles/${admin.id}`, payload: { newRole: 'user' } })).status).toBe(409);
  });
});

describe('superadmin sessions', () => {
  it('lists sessions with their derived status and ends one or all of a user\'s, effective at the next request', async () => {
    const admin = await superadmin();
    const target = await createTestUser(server);
    const first = await signInAs(server, target);
    const second = await signInAs(server, target);
    type TList = { items: { id: string; status: string; is_active: number; user_id: string }[]; total: number };
    const listed = await admin.call<TList>({ url: `/api/superadmin/sessions/active?userId=${target}&pageSize=20` });
    expect([listed.status, listed.body.total, listed.body.items.map((s) => s.status)]).toEqual([200, 2, ['active', 'active']]);
    const [newest] = listed.body.items;
    expect((await admin.call({ method: 'DELETE', url: `/api/superadmin/sessions/${newest?.id}` })).status).toBe(200);
    expect((await server.inject({ url: '/api/wordbooks', headers: { cookie: second } })).statusCode).toBe(401);
    expect((await server.inject({ url: '/api/wordbooks', headers: { cookie: first } })).statusCode).toBe(200);
    const withEnded = await admin.call<TList>({ url: `/api/superadmin/sessions/active?userId=${target}&all=true&sort=createdAt&order=asc` });
    expect(withEnded.body.items.map((s) => s.status)).toEqual(['active', 'expired']);
    const all = await admin.call<{ ended: number }>({ method: 'DELETE', url: `/api/superadmin/sessions/by-user/${target}` });
    expect([all.status, all.body.ended]).toEqual([200, 1]);
    expect((await server.inject({ url: '/api/wordbooks', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await admin.call<TList>({ url: `/api/superadmin/sessions/active?userId=${target}` })).body.total).toBe(0);
    expect((await auditOf(newest?.id ?? '')).map((a) => a.action)).toEqual(['session.invalidate']);
    expect((await auditOf(target)).map((a) => [a.action, a.details.before, a.details.after])).toEqual([['session.invalidate-all', { validSessions: 1 }, { validSessions: 0 }]]);
    expect((await admin.call({ method: 'DELETE', url: `/api/superadmin/sessions/${randomUUID()}` })).status).toBe(404);
    expect((await admin.call({ url: '/api/superadmin/sessions/active?pageSize=7' })).status).toBe(400);
  });

  it('counts users, active and valid sessions and banned accounts', async () => {
    const admin = await superadmin();
    const before = (await admin.call<Record<string, number>>({ url: '/api/superadmin/stats' })).body;
    await createTestUser(server, { status: 'banned' });
    await signInAs(server, await createTestUser(server));
    const after = (await admin.call<Record<string, number>>({ url: '/api/superadmin/stats' })).body;
    expect(after).toEqual({
      totalUsers: (before.totalUsers ?? 0) + 2,
      activeSessions: (before.activeSessions ?? 0) + 1,
      validSessions: (before.validSessions ?? 0) + 1,
      bannedCount: (before.bannedCount ?? 0) + 1,
    });
  });
});
