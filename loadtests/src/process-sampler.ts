import fs from 'node:fs';

/**
 * CPU and memory of the product's processes on this host, read from /proc while a load test
 * runs (`--sample`): where the time goes at the knee, and whether memory stays flat in a soak.
 * Only a target on the same machine can be sampled; elsewhere the report simply has no samples.
 * Every Postgres on the host counts as the target's: sample on a machine that runs one.
 */

/** The generator is this load test itself: on the same machine it takes CPU from the product. */
export type TProcessRole = 'api' | 'workers' | 'postgres' | 'generator';
/** One reading of one process: CPU since the previous reading (% of one core) and memory (MB). */
export type TProcessReading = { pid: number; role: TProcessRole; cpuPercent: number; memoryMb: number };
export type TProcessSample = { at: number; processes: TProcessReading[] };

const CLOCK_TICKS = 100; // USER_HZ on Linux

function roleOf(pid: string): TProcessRole | undefined {
  if (Number(pid) === process.pid) return 'generator';
  try {
    const comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    if (comm === 'postgres') return 'postgres';
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('api/src/main.ts')) return 'api';
    if (cmdline.includes('workers/src/main.ts')) return 'workers';
  } catch {
    // the process ended while we looked
  }
  return undefined;
}

/** utime + stime in ticks (fields 14 and 15; the command name may hold spaces, so count after its ")"). */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Memory in KB: a Node process's resident set; a Postgres process's share of anonymous memory
 * (Pss_Anon, so pages shared since the fork count once in the sum): what a backend allocates for
 * itself (sorts, caches, kept plans) and could leak. Its resident and proportional sets also count
 * the shared buffers it has touched, which fill up to their fixed size (shared_buffers) as a run
 * reaches more of the data. smaps_rollup needs the right to read another user's process; without
 * it, the resident set.
 */
function memoryKb(pid: number, role: TProcessRole): number {
  if (role === 'postgres') {
    let rollup: string | undefined;
    try {
      rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    } catch {
      // not ours to read (or gone): the resident set below
    }
    if (rollup !== undefined) return kbField(pid, rollup, /^Pss_Anon:\s+(\d+)/m, /^Anonymous:\s+(\d+)/m);
  }
  return kbField(pid, fs.readFileSync(`/proc/${pid}/status`, 'utf8'), /^VmRSS:\s+(\d+)/m);
}

/** The first of `patterns` found in a /proc file; none means the process is exiting (no mappings left), so no reading. */
function kbField(pid: number, text: string, ...patterns: RegExp[]): number {
  for (const pattern of patterns) {
    const kb = pattern.exec(text)?.[1];
    if (kb !== undefined) return Number(kb);
  }
  throw new Error(`process ${pid} is exiting`);
}

export class ProcessSampler {
  readonly samples: TProcessSample[] = [];
  private previous = new Map<number, { ticks: number; at: number }>();
  private timer: NodeJS.Timeout | undefined;

  /** Whether this host shows its processes (Linux /proc); the sampler does nothing otherwise. */
  static available(): boolean {
    return fs.existsSync('/proc/self/stat');
  }

  start(everySeconds: number): void {
    this.read(false);
    this.timer = setInterval(() => this.read(true), everySeconds * 1000);
  }

  stop(): void {
    clearInterval(this.timer);
    this.read(true);
  }

  private read(keep: boolean): void {
    const at = Date.now();
    const processes: TProcessReading[] = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const role = roleOf(entry);
      if (!role) continue;
      const pid = Number(entry);
      try {
        const ticks = cpuTicks(pid);
        const before = this.previous.get(pid);
        this.previous.set(pid, { ticks, at });
        if (!before) continue;
        // at least 0: a pid reused by a new process starts its count again
        const cpuPercent = Math.max(0, ((ticks - before.ticks) / CLOCK_TICKS / ((at - before.at) / 1000)) * 100);
        processes.push({ pid, role, cpuPercent: Math.round(cpuPercent), memoryMb: Math.round(memoryKb(pid, role) / 102.4) / 10 });
      } catch {
        this.previous.delete(pid);
      }
    }
    if (keep) this.samples.push({ at, processes });
  }
}

/** Per role, over the samples taken between `from` and `to` (ms): mean CPU (% of one core, all its processes) and memory. */
export function summariseRoles(samples: readonly TProcessSample[], from = 0, to = Infinity): Record<TProcessRole, { cpuPercent: number; memoryMb: number }> {
  const within = samples.filter((s) => s.at > from && s.at <= to);
  const roles: TProcessRole[] = ['api', 'workers', 'postgres', 'generator'];
  return Object.fromEntries(
    roles.map((role) => {
      const perSample = within.map((s) => s.processes.filter((p) => p.role === role));
      const mean = (f: (ps: TProcessReading[]) => number) => (perSample.length ? perSample.reduce((a, ps) => a + f(ps), 0) / perSample.length : 0);
      return [role, { cpuPercent: Math.round(mean((ps) => ps.reduce((a, p) => a + p.cpuPercent, 0))), memoryMb: Math.round(mean((ps) => ps.reduce((a, p) => a + p.memoryMb, 0))) }];
    }),
  ) as Record<TProcessRole, { cpuPercent: number; memoryMb: number }>;
}
