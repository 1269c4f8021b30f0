
import { aiMessages, PRO_FAIR_USE_POINTS_DEFAULT } from '@wordbook/core/rules/ai-points';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { waitFor, outcomeOf as outcome } from '../../../../test/harness.ts';
import { body, expectedDefinitions, learner, server, useTestServer, } from './ai-generate-test-kit.ts';

useTestServer();

describe('AI points', () => {
  it('answers 402 past Free’s 5000 points, with no job and no charge', async () => {
    const me = await learner();
    await me.setUsage(4995, 'current');
    const res = await me.generate(await me.add('water'));
    expect(outcome(res)).toEqual([402, aiMessages.limitExceeded]);
    expect(await me.jobs()).toBe(0);
    expect(await me.requests()).toEqual([]);
    expect((await me.usage()).points).toBe(4995);
    // At 4990 the last 10 points still buy one generation.
    await me.setUsage(4990, 'current');
    const ok = await me.generate(await me.add('fire'));
    expect(body(ok).aiLimits).toEqual({ maxPoints: 5000, usedPoints: 5000, remaining: 0, percentLeft: 0 });
  });

  it('starts a new month at zero: the session shows 0 used and the charge counts from there', async () => {
    const me = await learner();
    await me.setUsage(4995, 'previous');
    const session = await me.call('GET', '/api/session');
    expect(session.result).toMatchObject({ user: { monthly_ai_usage_points: 0 }, aiLimits: { usedPoints: 0, remaining: 5000, percentLeft: 100 } });
    const res = await me.generate(await me.add('earth'));
    expect(res.statusCode).toBe(200);
    expect(body(res).aiLimits).toMatchObject({ usedPoints: 10 });
    const now = new Date();
    expect(await me.usage()).toEqual({ points: 10, month: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01` });
  });

  it('holds Pro to the fair-use ceiling with the same 402', async () => {
    const me = await learner('pro');
    await me.setUsage(PRO_FAIR_USE_POINTS_DEFAULT - 5, 'current');
    expect(outcome(await me.generate(await me.add('air')))).toEqual([402, aiMessages.limitExceeded]);
  });
});

describe('devices', () => {
  it('refuses a fourth distinct device within 30 days; known devices keep working', async () => {
    const me = await learner();
    const word = await me.add('stone');
    await me.generate(word);
    // device-main made the first call; two more are allowed.
    for (const device of ['device-2', 'device-3']) expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': device })).statusCode).toBe(200);
    const fourth = await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-4' });
    expect(outcome(fourth)).toEqual([403, aiMessages.tooManyDevices]);
    expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-2' })).statusCode).toBe(200);
    // A device unused for more than 30 days no longer counts.
    await server.app.pool.query(sql.typeAlias('void')`update ai_devices set last_seen = now() - interval '31 days' where user_id = ${me.id} and device_id = 'device-3'`);
    expect((await me.generate(word, 'definition', 'auto', { 'x-device-id': 'device-4' })).statusCode).toBe(200);
  });
});

describe('in-flight requests', () => {
  it('runs one job for identical concurrent requests, charged once', async () => {
    const me = await learner();
    const word = await me.add('tree');
    await me.generate(await me.add('leaf')); // the device is known: the three requests differ only from here on
    // Hold the word row so all three requests meet at the insert of their running request (its foreign-key check waits).
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = server.app.pool.transaction(async (tx) => {
      await tx.query(sql.typeAlias('void')`select from words where id = ${word.id} for update`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const pending = Promise.all([1, 2, 3].map(() => me.generate(word, 'definition', 'regenerate')));
    await waitFor(
      () =>
        server.app.pool.oneFirst(sql.type(z.object({ n: z.number() }))`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%insert into ai_generation_requests%'`).then((n) => n >= 3),
      20_000,
      'three requests waiting at the insert',
    );
    release();
    await holding;
    const replies = await pending;
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ definitions: (await expectedDefinitions('tree')).slice(0, 2), meta_total_definitions: 6 });
    }
    expect(await me.jobs()).toBe(2);
    expect(await me.requests()).toEqual([{ status: 'done', points: 10 }, { status: 'done', points: 10 }]);
    expect((await me.usage()).points).toBe(20);
  });

  it('closes and refunds a request its job left running, then starts a new one', async () => {
    const me = await learner();
    const word = await me.add('river');
    // A request whose job ended without marking it (e.g. its worker's last attempt crashed).
    await server.app.pool.query(sql.typeAlias('void')`
      with run as (insert into job_runs (id, queue, user_id, finished_at) values (gen_random_uuid(), 'ai-generate-word', ${me.id}, now()) returning id)
      insert into ai_generation_requests (job_id, user_id, word_id, type, points) select id, ${me.id}, ${word.id}, 'definition', 10 from run`);
    await me.setUsage(10, 'current');
    const res = await me.generate(word, 'definition', 'regenerate');
    expect(res.statusCode).toBe(200);
    expect(await me.requests()).toEqual([{ status: 'failed', points: 10 }, { status: 'done', points: 10 }]);
    expect((await me.usage()).points).toBe(10);
  });
});
