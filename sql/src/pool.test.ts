import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseUrl } from '../../test/test-databases.ts';
import { createDbPool, type DatabasePool } from './pool.ts';
import { sql } from './sql-tag.ts';

/**
 * Connections that die under running queries (a Postgres restart, a dropped network) fail those
 * queries and nothing else: the pool keeps its full size and still ends. slonik 47 kept each such
 * connection as a slot that was never freed (patches/@slonik+driver+47.3.2.patch).
 */
const POOL_SIZE = 3;
const clientSockets = new Set<net.Socket>();
let proxy: net.Server;
let pool: DatabasePool;

beforeAll(async () => {
  const target = new URL(testDatabaseUrl());
  // A TCP relay in front of the test database, so a test can cut connections without a FATAL from the server.
  proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) socket.on('error', () => {});
    client.on('close', () => upstream.destroy());
    clientSockets.add(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const viaProxy = new URL(target);
  viaProxy.port = String((proxy.address() as net.AddressInfo).port);
  pool = await createDbPool(viaProxy.toString(), { maximumPoolSize: POOL_SIZE });
});
afterAll(() => new Promise((resolve) => proxy.close(resolve)));

const sleepQuery = () => pool.oneFirst(sql.type(z.object({ done: z.boolean() }))`select pg_sleep(2) is not null as done`);

describe('the database pool', () => {
  it('serves a full pool again after every connection dies mid-query, and ends cleanly', async () => {
    const running = Array.from({ length: POOL_SIZE }, () => sleepQuery().then(() => 'finished', (error: Error) => error.message));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const socket of clientSockets) socket.destroy();
    expect(await Promise.all(running)).toEqual(Array(POOL_SIZE).fill('Backend has been terminated unexpectedly.'));

    expect(pool.state()).toMatchObject({ pendingDestroyConnections: 0, acquiredConnections: 0 });
    const again = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.oneFirst(sql.type(z.object({ one: z.number() }))`select 1 as one`)));
    expect(again).toEqual(Array(POOL_SIZE).fill(1));
    await expect(pool.end()).resolves.toBeUndefined();
  }, 20_000);
});
