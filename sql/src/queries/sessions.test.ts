import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/test-databases.ts';
import { z } from 'zod';
import { createDbPool, type DatabasePool } from '../pool.ts';
import { sql } from '../sql-tag.ts';
import { createSession, findActiveSession, invalidateSession } from './sessions.ts';
import { findUserById } from './users.ts';

let pool: DatabasePool;
const userIds: string[] = [];
beforeAll(async () => {
  pool = await createDbPool(testDatabaseUrl(), { maximumPoolSize: 2 });
});
afterAll(async () => {
  await pool.query(sql.typeAlias('void')`delete from users where id = any(${sql.array(userIds, 'uuid')})`);
  await pool.end();
});

/** A user with every column the session reads set away from its default, and a session of theirs. */
async function userWithSession(aiUsageMonth: 'this' | 'last') {
  const tag = randomUUID().slice(0, 8);
  const month = aiUsageMonth === 'this' ? sql.fragment`date_trunc('month', now() at time zone 'utc')::date` : sql.fragment`(date_trunc('month', now() at time zone 'utc') - interval '1 month')::date`;
  const userId = await pool.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into users (email, username, full_name, google_id, role, plan, pro_expires_on, preferred_definition_languages,
                       monthly_ai_usage_points, ai_usage_month, level, last_login_at)
    values (${`s${tag}@example.com`}, ${`S_${tag}`}, 'Session Reader', ${`g${tag}`}, 'support', 'pro', '2027-01-31',
            ${sql.array(['de', 'en'], 'text')}, 420, ${month}, 7, now() - interval '2 hours')
    returning id`);
  userIds.push(userId);
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest();
  const sessionId = await createSession(pool, { tokenHash, userId, remember: true, ipAddress: null, userAgent: null, deviceId: null });
  return { userId, tokenHash, sessionId };
}

describe('the session check (active_session_read)', () => {
  it('reads the same user row as findUserById, with the session and its content version', async () => {
    const { userId, tokenHash, sessionId } = await userWithSession('this');
    await pool.query(sql.typeAlias('void')`insert into wordbooks (user_id, name) values (${userId}, 'Versioned')`);
    const row = await findActiveSession(pool, tokenHash);
    const { sessionId: readId, remember, lastActive, contentVersion, ...user } = row!;
    expect({ readId, remember, contentVersion }).toEqual({ readId: sessionId, remember: true, contentVersion: 1 });
    expect(Date.parse(lastActive)).toBeGreaterThan(Date.now() - 60_000);
    expect(user).toEqual(await findUserById(pool, userId));
    expect(user.monthlyAiUsagePoints).toBe(420);
  });

  it('counts points used in an earlier month as none, as every other user read does', async () => {
    const { userId, tokenHash } = await userWithSession('last');
    const row = await findActiveSession(pool, tokenHash);
    expect(row?.monthlyAiUsagePoints).toBe(0);
    expect((await findUserById(pool, userId))?.monthlyAiUsagePoints).toBe(0);
  });

  it('finds nothing for an ended session, an expired one, a deleted user or an unknown token', async () => {
    const ended = await userWithSession('this');
    await invalidateSession(pool, ended.sessionId);
    const expired = await userWithSession('this');
    await pool.query(sql.typeAlias('void')`update sessions set expires_at = now() - interval '1 second' where id = ${expired.sessionId}`);
    const deleted = await userWithSession('this');
    await pool.query(sql.typeAlias('void')`update users set deleted_at = now() where id = ${deleted.userId}`);
    for (const { tokenHash } of [ended, expired, deleted]) expect(await findActiveSession(pool, tokenHash)).toBeNull();
    expect(await findActiveSession(pool, Buffer.alloc(32, 9))).toBeNull();
  });
});
