
import { aiMessages, } from '@wordbook/core/rules/ai-points';
import { promptMessages } from '@wordbook/core/rules/wordbook-prompt-rules';
import { sql } from '@wordbook/sql/sql-tag';
import { describe, expect, it } from 'vitest';
import { outcomeOf as outcome } from '../../../../test/harness.ts';
import { learner, server, useTestServer } from './ai-wordbook-test-kit.ts';

useTestServer();

describe('what the generator refuses (before any job)', () => {
  it('answers every prompt rule with its message, after sanitising', async () => {
    const me = await learner('pro', 5);
    const cases: [string, string][] = [
      ['x'.repeat(81), promptMessages.tooLong],
      ['words from https://example.com', promptMessages.disallowed],
      ['see www.example.org', promptMessages.disallowed],
      ['mail learner@example.com', promptMessages.disallowed],
      ['porn words', promptMessages.disallowed],
      ['ways to kill', promptMessages.disallowed],
      ['racist jokes', promptMessages.disallowed],
      ['food & drink', promptMessages.unsupported],
      ['colours: red', promptMessages.unsupported],
      ['한국 음식', promptMessages.unsupported],
    ];
    for (const [prompt, expected] of cases) {
      const res = await me.generate({ wordbook_ids: [], count: 20, prompt, timezone: 'UTC' });
      expect(outcome(res), prompt).toEqual([400, expected]);
      expect((res.result as { field?: string }).field).toBe('prompt');
    }
    expect(await me.drafts()).toEqual([]);
    expect(await me.usage()).toBe(0);
  });

  it('bounds the count: 20–150 for Pro, 20–50 for Free, with the numbers in the message', async () => {
    const pro = await learner('pro', 5);
    for (const bad of [19, 151, 20.5, 'many', -1]) {
      expect(outcome(await pro.generate({ wordbook_ids: [], count: bad, prompt: '' })), String(bad)).toEqual([400, 'Enter between 20 and 150 words']);
    }
    const free = await learner('free', 5);
    for (const bad of [19, 51, 150]) {
      expect(outcome(await free.generate({ wordbook_ids: [], count: bad, prompt: '' })), String(bad)).toEqual([400, 'Enter between 20 and 50 words']);
    }
    expect([...(await pro.drafts()), ...(await free.drafts())]).toEqual([]);
  });

  it('keeps the custom prompt for Pro (403 for Free)', async () => {
    const free = await learner('free', 5);
    expect(outcome(await free.generate({ wordbook_ids: [], count: 20, prompt: 'cooking' }))).toEqual([403, 'The custom prompt is a Pro feature.']);
  });

  it('asks a learner without a level to complete the level test first', async () => {
    for (const plan of ['pro', 'free'] as const) {
      const me = await learner(plan, null);
      const res = await me.generate({ wordbook_ids: [], count: 20, prompt: '' });
      expect(outcome(res)).toEqual([400, 'Complete your Level Test first.']);
      expect((res.result as { code?: string }).code).toBe('LEVEL_REQUIRED');
    }
  });

  it('answers 404 for another learner’s wordbook, a deleted one, or an id that is not one', async () => {
    const me = await learner('pro', 5);
    const other = await learner('pro', 5);
    const theirs = await other.newWordbook('Theirs', ['harbor']);
    const mine = await me.newWordbook('Mine', ['harbor']);
    const gone = await me.newWordbook('Gone');
    expect((await me.call('DELETE', `/api/wordbooks/${gone.id}`)).statusCode).toBe(200);
    for (const ids of [[theirs.id], [mine.id, theirs.id], [gone.id], ['not-a-uuid']]) {
      expect(outcome(await me.generate({ wordbook_ids: ids, count: 20, prompt: '' }))).toEqual([404, 'This wordbook does not exist.']);
    }
    expect(outcome(await me.generate({ wordbook_ids: [mine.id], count: 20, prompt: '', timezone: 'Mars/Olympus' }))).toEqual([400, 'Unknown time zone.']);
    expect(await me.drafts()).toEqual([]);
  });

  it('answers 402 when the words’ points (2 each) do not fit the month, and charges nothing', async () => {
    const me = await learner('free', 5);
    await server.app.pool.query(sql.typeAlias('void')`
      update users set monthly_ai_usage_points = 4970, ai_usage_month = (date_trunc('month', now() at time zone 'utc'))::date where id = ${me.id}`);
    expect(outcome(await me.generate({ wordbook_ids: [], count: 20, prompt: '' }))).toEqual([402, aiMessages.limitExceeded]);
    expect(await me.usage()).toBe(4970);
    expect(await me.drafts()).toEqual([]);
  });
});
