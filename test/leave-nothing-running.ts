import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Runs a test command (`tsx test/leave-nothing-running.ts vitest run`) and then checks that
 * nothing it started is still running: the product Playwright starts, its workers, the embedded
 * Postgres of the browser tests (.data/e2e) or of Vitest (.data/test), programs a test spawned.
 * Every process the command starts inherits a marker in its environment (Postgres too: pg_ctl
 * passes its environment on), so a leftover is found even after it was re-parented to init.
 * A leftover is reported, stopped, and fails the run.
 */
const MARKER = 'WORDBOOK_TEST_RUN';
const runId = `${process.pid}-${Date.now()}`;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx test/leave-nothing-running.ts <command> [args…]');
  process.exit(2);
}

/** Processes whose environment carries this run's marker, with their command lines. */
function markedProcesses(): { pid: number; args: string }[] {
  const found: { pid: number; args: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(`${MARKER}=${runId}`)) continue;
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      if (args) found.push({ pid, args });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for the marked processes to end; returns those still there. */
async function settle(ms: number): Promise<{ pid: number; args: string }[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = markedProcesses();
    if (left.length === 0 || Date.now() > deadline) return left;
    await pause(250);
  }
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  }
}

// Ctrl-C reaches the command too (same process group); this process stays to check what it leaves.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, [MARKER]: runId } });
const status = await new Promise<number>((resolve) => {
  child.on('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`);
    resolve(127);
  });
});

// Programs that are stopping when the command ends (a worker finishing its job) get a few seconds.
const left = await settle(10_000);
if (left.length === 0) process.exit(status);

console.error(`\n${command} ${args.join(' ')} left ${left.length} process(es) running:`);
for (const p of left) console.error(`  ${p.pid} ${p.args}`);
// SIGINT is Postgres's fast shutdown and Ctrl-C for the product; whatever ignores it is killed.
signal(
  left.map((p) => p.pid),
  'SIGINT',
);
const stubborn = await settle(15_000);
signal(
  stubborn.map((p) => p.pid),
  'SIGKILL',
);
console.error('They are stopped now; the run fails so the leak gets fixed.');
process.exit(status === 0 ? 1 : status);
