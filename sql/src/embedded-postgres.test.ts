import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

describe('embedded Postgres', () => {
  it.runIf(process.getuid?.() === 0)('runs as root by moving its data out of a folder the postgres user cannot reach', async () => {
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordbook-private-'));
    fs.chmodSync(privateDir, 0o700);
    const messages: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir: path.join(privateDir, 'data'), log: (m) => messages.push(m) });
    try {
      expect(server.dataDir.startsWith('/var/tmp/')).toBe(true);
      expect(messages.join('\n')).toContain('cannot reach');
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ user: string }>('select current_user as user');
      await client.end();
      expect(rows[0]?.user).toBe('postgres');
    } finally {
      await server.stop();
      fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });
});
