import type { Server } from '@hapi/hapi';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from '@wordbook/sql/sql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, signInAs } from '../../../test/accounts.ts';
import { startTestApi } from '../../../test/harness.ts';

// A build of two files, one with the gzip copy the build writes beside it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wordbook-dist-'));
const script = `console.log(${JSON.stringify('a script '.repeat(300))});\n`;
let server: Server;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wordbook</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync(script, { level: 9 }));
  server = await startTestApi({ SERVE_FRONTEND: 'true', FRONTEND_DIST: dist });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends small API answers as they are and compresses large ones', async () => {
    const userId = await createTestUser(server, {});
    const cookie = await signInAs(server, userId);
    const gzip = { cookie, 'accept-encoding': 'gzip, deflate' };
    const wordbookWith = async (name: string, words: number) => {
      const book = await server.inject({ method: 'POST', url: '/api/wordbooks', headers: { cookie }, payload: { name } });
      const wordbookId = (book.result as { id: string }).id;
      await server.app.pool.query(sql.typeAlias('void')`
        insert into words (wordbook_id, user_id, text, meaning)
        select ${wordbookId}, ${userId}, 'word' || g, 'a meaning of some length, number ' || g from generate_series(1, ${words}) g`);
      return server.inject({ method: 'GET', url: `/api/words/${wordbookId}`, headers: gzip });
    };
    // Above the old threshold of 1 KB, where gzip cost more time than the bytes it saved.
    const small = await wordbookWith('Small', 10);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeGreaterThan(1024);

    const large = await wordbookWith('Large', 300);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(large.rawPayload).toString()).toContain('"word300"');
  });

  it("serves a front-end file's gzip copy from the build to a browser that accepts it, and the file itself otherwise", async () => {
    const zipped = await server.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(script);
    const plain = await server.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
  });
});
