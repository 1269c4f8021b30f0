import Hapi from '@hapi/hapi';
import { createDbPool } from '@wordbook/sql/pool';
import { ZUserRow, userColumns } from '@wordbook/sql/queries/users';
import { sql } from '@wordbook/sql/sql-tag';

/**
 * The benchmark's baseline: bare Hapi, no plugins, with one route that answers at once and one
 * that reads the same single user row the session-checked route reads.
 */
const pool = await createDbPool(process.env.DATABASE_URL!, { maximumPoolSize: 10 });
const userId = process.env.BENCH_USER_ID!;
const server = Hapi.server({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.route({ method: 'GET', path: '/bare/empty', handler: () => ({ ok: true }) });
server.route({
  method: 'GET',
  path: '/bare/user',
  handler: () => pool.one(sql.type(ZUserRow)`select ${userColumns()} from users where id = ${userId}`),
});
await server.start();
console.log('bare server ready');
process.on('SIGTERM', () => void server.stop().then(() => pool.end()).then(() => process.exit(0)));
