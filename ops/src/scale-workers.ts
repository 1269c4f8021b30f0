import { listRecentWorkers, type TWorkerRow } from '@wordbook/sql/queries/worker-heartbeats';
import { repoRoot } from '@wordbook/sql/server-env';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { DatabasePool } from '@wordbook/sql/pool';
import { say, withDatabase, type TOpsCommand } from './ops-context.ts';
import { prepareDatabase } from './prepare-database.ts';
import { isRunning } from './show-workers.ts';

const ZArgs = z.object({
  processes: z.coerce.number().int().min(0, '--processes must be from 0 to 64').max(64, '--processes must be from 0 to 64'),
  queues: z.string().min(1, '--queues must name a queue or a glob such as ai.*'),
  concurrency: z.coerce.number().int().min(1, '--concurrency must be at least 1').max(100),
  timeout: z.coerce.number().int().min(1).max(600),
});

const SETTLE_POLL_MS = 500;

/**
 * `ops workers scale --queues <glob> --processes N [--concurrency C]`: starts or stops worker
 * processes of that queue group on this host until N run. New processes are detached (they
 * outlive this command; their output goes to DATA_DIR/logs); surplus ones get SIGTERM, so their
 * running jobs finish first. Each group scales apart: `--queues 'ai.*'` never touches `email.*`.
 */
export async function scaleWorkers(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      processes: { type: 'string' },
      queues: { type: 'string', default: '*' },
      concurrency: { type: 'string', default: '5' },
      timeout: { type: 'string', default: '60' },
    },
  });
  if (values.processes === undefined) throw new Error('--processes N is required');
  const args = ZArgs.parse(values);
  await withDatabase(async (pool, database) => {
    if (!database.outlivesCaller) {
      throw new Error('no running database: start the product (npm start) or set DATABASE_URL, then scale its workers');
    }
    await prepareDatabase(database.url, () => {});
    const running = await groupOnThisHost(pool, args.queues);
    const deadline = Date.now() + args.timeout * 1000;
    if (running.length < args.processes) {
      const logDir = path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'logs');
      fs.mkdirSync(logDir, { recursive: true });
      const started = Array.from({ length: args.processes - running.length }, () => startDetached(database.url, args, logDir));
      say(`starting ${started.length} worker process(es) for "${args.queues}" (pids ${started.join(', ')}); output in ${logDir}`);
      await settle(pool, args.queues, (rows) => rows.length >= args.processes, deadline);
    } else if (running.length > args.processes) {
      // the newest go first: the oldest have warmed up and hold the longest-running jobs
      const surplus = running.sort((a, b) => b.startedAt.localeCompare(a.startedAt)).slice(0, running.length - args.processes);
      for (const w of surplus) signal(w.pid);
      say(`stopping ${surplus.length} worker process(es) of "${args.queues}" (pids ${surplus.map((w) => w.pid).join(', ')}); their running jobs finish first`);
      await settle(pool, args.queues, () => surplus.every((w) => !alive(w.pid)), deadline);
    }
    const now = await groupOnThisHost(pool, args.queues);
    say(`${now.length} worker process(es) for "${args.queues}" on ${os.hostname()}${now.length === args.processes ? '' : ` (asked for ${args.processes})`}`);
    if (now.length !== args.processes) throw new Error(`the group did not reach ${args.processes} process(es) within ${args.timeout} s`);
  });
}

/** This host's live processes of one queue group: a fresh heartbeat and a process that exists. */
async function groupOnThisHost(pool: DatabasePool, group: string): Promise<TWorkerRow[]> {
  const now = Date.now();
  const rows = await listRecentWorkers(pool, 60);
  return rows.filter((w) => w.host === os.hostname() && w.queueGroup === group && isRunning(w, now) && alive(w.pid));
}

function startDetached(databaseUrl: string, args: z.infer<typeof ZArgs>, logDir: string): number {
  const log = fs.openSync(path.join(logDir, `worker-${args.queues.replace(/[^\w.-]+/g, '_')}-${Date.now()}.log`), 'a');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'workers/src/main.ts'), '--queues', args.queues, '--concurrency', String(args.concurrency)],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, detached: true, stdio: ['ignore', log, log] },
  );
  child.unref();
  fs.closeSync(log);
  return child.pid ?? 0;
}

async function settle(pool: DatabasePool, group: string, done: (rows: TWorkerRow[]) => boolean, deadline: number) {
  while (Date.now() < deadline) {
    if (done(await groupOnThisHost(pool, group))) return;
    await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone: nothing to stop
  }
}

export const scaleWorkersCommand: TOpsCommand = {
  help: "--queues <glob> --processes N [--concurrency C]: start or stop this host's processes of that group",
  run: scaleWorkers,
};
