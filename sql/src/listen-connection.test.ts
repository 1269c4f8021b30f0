import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, waitFor } from '../../test/harness.ts';
import { listenWithReconnect } from './listen-connection.ts';

// A role of its own, so its logins can be refused while the test's other connections carry on.
const role = `listen_test_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
let admin: pg.Client;
let roleUrl: string;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`create role ${role} login password '${password}'`);
  const url = new URL(testDatabaseUrl());
  url.username = role;
  url.password = password;
  roleUrl = url.toString();
});
afterAll(async () => {
  await admin.query(`drop role if exists ${role}`);
  await admin.end();
});

const openSockets = () =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith('socket:');
    } catch {
      return false; // the directory listing's own descriptor, closed by now
    }
  }).length;
const dropRoleConnections = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [role]);

describe('a LISTEN connection that reconnects', () => {
  it('retries a refused login one attempt at a time with backoff, then listens again when logins return', async () => {
    const received: string[] = [];
    const errors: string[] = [];
    let connections = 0;
    const connection = await listenWithReconnect({
      databaseUrl: roleUrl,
      channel: 'listen_test',
      onNotification: (payload) => received.push(payload),
      onConnected: () => connections++,
      onError: (message) => errors.push(message),
    });
    expect(connection.listening).toBe(true);
    await admin.query(`notify listen_test, 'first'`);
    await waitFor(() => received.includes('first'), 5000, 'the first notification');

    const socketsBefore = openSockets();
    await admin.query(`alter role ${role} nologin`);
    await dropRoleConnections();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(connection.listening).toBe(false);
    // 250 + 500 + 1000 + 2000 ms of backoff: about four refused logins in four seconds, not thousands
    const refused = errors.filter((message) => message.includes('not permitted to log in')).length;
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(refused).toBeLessThanOrEqual(6);
    expect(openSockets()).toBeLessThanOrEqual(socketsBefore);

    await admin.query(`alter role ${role} login`);
    await waitFor(() => connection.listening, 5000, 'the connection to return');
    expect(connections).toBe(2);
    await admin.query(`notify listen_test, 'second'`);
    await waitFor(() => received.includes('second'), 5000, 'a notification after reconnecting');

    await connection.close();
    expect(connection.listening).toBe(false);
  }, 20_000);
});
