import type { Server } from '@hapi/hapi';
import { randomUUID } from 'node:crypto';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../../../../test/harness.ts';

let server: Server;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.stop();
});

describe('dev mailbox', () => {
  it('lists outbox e-mails newest first as JSON and as an escaped HTML page', async () => {
    const to = `box-${randomUUID().slice(0, 8)}@example.com`;
    for (const subject of ['first <b>', 'second <script>alert(1)</script>']) {
      await server.app.pool.query(sql.typeAlias('void')`
        insert into mail_outbox (job_id, kind, to_address, subject, text_body, html_body, transport, status)
        values (${randomUUID()}, 'signup-code', ${to}, ${subject}, ${`body of ${subject}`}, '<p>x</p>', 'outbox', 'stored')`);
    }
    const json = (await server.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).result as { messages: { subject: string }[] };
    expect(json.messages.map((m) => m.subject)).toEqual(['second <script>alert(1)</script>', 'first <b>']);
    const page = await server.inject(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.payload).toContain('second &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.payload).not.toContain('<script>alert(1)');
  });

  it('is not there behind a public address, even outside production (it hands out sign-up codes and reset links)', async () => {
    const visible = await startTestApi({ PUBLIC_URL: 'https://wordbook.example.com' });
    try {
      expect((await visible.inject('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await visible.inject('/dev/mailbox')).statusCode).toBe(404);
      // Nor the open self-test route: only superadmins may run it there.
      expect((await visible.inject({ method: 'POST', url: '/api/system/selftest', payload: { steps: 1, delayMs: 0 } })).statusCode).toBe(403);
    } finally {
      await visible.stop();
    }
  });

  it('is not there in production', async () => {
    const prod = await startTestApi({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    try {
      expect((await prod.inject('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await prod.inject('/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await prod.stop();
    }
  });
});
