import type { TKneeStep } from '../scenarios/lib/options.ts';
import { latencyOf, type TLatency } from './load-report.ts';
import type { TSample } from './node-client.ts';
import { summariseRoles, type TProcessRole, type TProcessSample } from './process-sampler.ts';

/**
 * Reading a knee profile's run step by step (docs/benchmarks.md "Journeys under load"): the
 * latency of the requests that ended while each rate was held, the failures, the dropped
 * arrivals, and where the CPU went. A step meets the goal when p95 and p99 are under
 * GOAL_MS with no failed request and no dropped arrival. The sustained rate is the highest step
 * that meets it and the knee the step after; a lower step that missed (a checkpoint, a cold
 * start) is reported as a blip rather than taken for the knee.
 */
export const GOAL_MS = 50;

export type TKneeStepReport = {
  rate: number;
  requestsPerSecond: number;
  latency: TLatency;
  failed: number;
  dropped: number;
  meetsGoal: boolean;
  /** The request with the highest p95 in the step: where to look first. */
  slowest: { name: string; p95: number };
  cpu: Record<TProcessRole, number>;
};
export type TKneeReport = { steps: TKneeStepReport[]; sustainedRate: number | null; kneeRate: number | null; blipRates: number[] };

/** A step's held window, in ms since the epoch. */
const windowOf = (step: TKneeStep, startedAt: number) => ({ from: startedAt + step.from * 1000, to: startedAt + step.to * 1000 });

export function analyseKnee(steps: readonly TKneeStep[], startedAt: number, samples: readonly TSample[], droppedAt: readonly number[], processes: readonly TProcessSample[]): TKneeReport {
  const reports: TKneeStepReport[] = [];
  for (const step of steps) {
    const { from, to } = windowOf(step, startedAt);
    const own = samples.filter((s) => s.at >= from && s.at < to);
    if (own.length === 0) break; // the run ended before this step
    const failed = own.filter((s) => s.failed).length;
    const dropped = droppedAt.filter((at) => at >= from && at < to).length;
    const latency = latencyOf(own);
    const roles = summariseRoles(processes, from, to);
    const names = [...new Set(own.map((s) => s.name))];
    const slowest = names.map((name) => ({ name, p95: latencyOf(own.filter((s) => s.name === name)).p95 })).sort((a, b) => b.p95 - a.p95)[0]!;
    // over the part of the step that ran: a run stopped past saturation ends mid-step
    const lastAt = own.reduce((last, s) => Math.max(last, s.at), from);
    reports.push({
      rate: step.rate,
      requestsPerSecond: Math.round((own.length / Math.max(1, (lastAt - from) / 1000)) * 10) / 10,
      latency,
      failed,
      dropped,
      meetsGoal: latency.p95 < GOAL_MS && latency.p99 < GOAL_MS && failed === 0 && dropped === 0,
      slowest,
      cpu: Object.fromEntries(Object.entries(roles).map(([role, r]) => [role, r.cpuPercent])) as Record<TProcessRole, number>,
    });
  }
  const lastMet = reports.findLastIndex((s) => s.meetsGoal);
  return {
    steps: reports,
    sustainedRate: lastMet === -1 ? null : reports[lastMet]!.rate,
    kneeRate: reports[lastMet + 1]?.rate ?? null,
    blipRates: reports.slice(0, Math.max(0, lastMet)).filter((s) => !s.meetsGoal).map((s) => s.rate),
  };
}

/** Past saturation nothing more is learnt and the backlog only grows: the knee search ends once a held step is clearly over. */
export function pastSaturation(steps: readonly TKneeStep[], startedAt: number, samples: readonly TSample[], droppedAt: readonly number[], now = Date.now()): boolean {
  const step = steps.map((s) => windowOf(s, startedAt)).find((w) => now >= w.from && now < w.to);
  if (!step) return false;
  const { from } = step;
  if (droppedAt.some((at) => at >= from)) return true;
  const own = samples.filter((s) => s.at >= from);
  return own.length >= 50 && (latencyOf(own).p95 > 20 * GOAL_MS || own.filter((s) => s.failed).length / own.length > 0.05);
}

export function formatKnee(knee: TKneeReport): string {
  const lines = [
    `step  journeys/s  req/s     p50     p95     p99  failed  dropped  CPU % api / workers / postgres / load generator   slowest p95`,
    ...knee.steps.map(
      (s) =>
        `${s.meetsGoal ? '  ✓ ' : '  ✗ '} ${String(s.rate).padStart(10)} ${String(s.requestsPerSecond).padStart(6)} ${String(s.latency.p50).padStart(7)} ${String(s.latency.p95).padStart(7)} ${String(s.latency.p99).padStart(7)} ${String(s.failed).padStart(7)} ${String(s.dropped).padStart(8)}  ${s.cpu.api} / ${s.cpu.workers} / ${s.cpu.postgres} / ${s.cpu.generator}   ${s.slowest.name} ${s.slowest.p95}`,
    ),
    `sustained (p95 and p99 < ${GOAL_MS} ms, nothing failed or dropped): ${knee.sustainedRate ?? 'none'} journeys/s; knee: ${knee.kneeRate ?? `not reached`}${knee.kneeRate === null ? '' : ' journeys/s'}`,
    ...(knee.blipRates.length ? [`lower steps that missed the goal (blips): ${knee.blipRates.join(', ')} journeys/s`] : []),
  ];
  return lines.join('\n');
}

/**
 * A soak's memory, minute by minute: each API and worker process, and Postgres as one column (the
 * sum of its processes' private memory, since backends come and go). Flat memory is the point.
 */
export function formatMemory(samples: readonly TProcessSample[], startedAt: number): string {
  const nodePids = [...new Map(samples.flatMap((s) => s.processes.filter((p) => p.role === 'api' || p.role === 'workers').map((p) => [p.pid, p.role] as const))).entries()];
  const header = `minute${nodePids.map(([pid, role]) => `${role} ${pid}`.padStart(16)).join('')}        postgres   (MB: Node RSS, Postgres private memory summed)`;
  // from the run's start: a reading taken while setup signed learners in is not part of the soak
  const rows = samples.filter((s) => s.at >= startedAt).map((s) => {
    const minute = String(Math.round((s.at - startedAt) / 60_000)).padStart(6);
    const postgres = Math.round(s.processes.filter((p) => p.role === 'postgres').reduce((a, p) => a + p.memoryMb, 0));
    return `${minute}${nodePids.map(([pid]) => String(s.processes.find((p) => p.pid === pid)?.memoryMb ?? '-').padStart(16)).join('')}${String(postgres).padStart(16)}`;
  });
  return [header, ...rows].join('\n');
}
