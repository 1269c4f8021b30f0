import type { RunRecorder, TSample } from './node-client.ts';

/** Percentiles, rates and threshold verdicts of a run, in k6's terms. */
export type TLatency = { count: number; p50: number; p95: number; p99: number; max: number };
export type TThresholdVerdict = { metric: string; expression: string; actual: number; ok: boolean };
export type TLoadReport = {
  journey: string;
  profile: string;
  baseUrl: string;
  seconds: number;
  iterations: number;
  droppedIterations: number;
  requests: number;
  requestsPerSecond: number;
  duration: TLatency;
  byName: Record<string, TLatency & { failed: number }>;
  failedRequests: number;
  failedRate: number;
  checks: Record<string, { passes: number; fails: number }>;
  checkRate: number;
  errors: Record<string, number>;
  thresholds: TThresholdVerdict[];
  passed: boolean;
};

const round = (n: number) => Math.round(n * 100) / 100;

export function latencyOf(samples: TSample[]): TLatency {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted[sorted.length - 1] ?? 0) };
}

/** Evaluates one k6 threshold expression: `rate<0.01`, `rate==0`, `p(95)<250`, `avg<100`, `max<1000`. */
export function evaluateThreshold(expression: string, values: { rate?: number; samples?: number[] }): { actual: number; ok: boolean } {
  const match = /^\s*(rate|avg|max|min|med|p\((\d+(?:\.\d+)?)\))\s*(<=|>=|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/.exec(expression);
  if (!match) throw new Error(`threshold "${expression}" is not understood by the Node runner`);
  const [, agg, pct, op, limitText] = match;
  const sorted = [...(values.samples ?? [])].sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  const actual =
    agg === 'rate' ? (values.rate ?? 0)
    : agg === 'avg' ? sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)
    : agg === 'max' ? (sorted[sorted.length - 1] ?? 0)
    : agg === 'min' ? (sorted[0] ?? 0)
    : agg === 'med' ? percentile(50)
    : percentile(Number(pct));
  const limit = Number(limitText);
  const ok = { '<': actual < limit, '<=': actual <= limit, '>': actual > limit, '>=': actual >= limit, '==': actual === limit, '!=': actual !== limit }[op as '<'];
  return { actual: round(actual), ok };
}

export function buildReport(
  run: { journey: string; profile: string; baseUrl: string; seconds: number; iterations: number; droppedIterations: number },
  recorder: RunRecorder,
  thresholds: Record<string, string[]>,
): TLoadReport {
  const { samples } = recorder;
  const failedRequests = samples.filter((s) => s.failed).length;
  const failedRate = samples.length ? failedRequests / samples.length : 0;
  const names = [...new Set(samples.map((s) => s.name))].sort();
  const byName = Object.fromEntries(
    names.map((name) => {
      const own = samples.filter((s) => s.name === name);
      return [name, { ...latencyOf(own), failed: own.filter((s) => s.failed).length }];
    }),
  );
  const checks = Object.fromEntries(recorder.checks);
  const passes = [...recorder.checks.values()].reduce((a, c) => a + c.passes, 0);
  const fails = [...recorder.checks.values()].reduce((a, c) => a + c.fails, 0);
  const checkRate = passes + fails ? passes / (passes + fails) : 1;
  const metricValues: Record<string, { rate?: number; samples?: number[] }> = {
    http_req_failed: { rate: failedRate },
    http_req_duration: { samples: samples.map((s) => s.ms) },
    checks: { rate: checkRate },
  };
  const verdicts: TThresholdVerdict[] = [];
  for (const [metric, expressions] of Object.entries(thresholds)) {
    for (const expression of expressions) verdicts.push({ metric, expression, ...evaluateThreshold(expression, metricValues[metric] ?? {}) });
  }
  return {
    ...run,
    requests: samples.length,
    requestsPerSecond: round(samples.length / Math.max(0.001, run.seconds)),
    duration: latencyOf(samples),
    byName,
    failedRequests,
    failedRate: round(failedRate * 10_000) / 10_000,
    checks,
    checkRate: round(checkRate * 10_000) / 10_000,
    errors: Object.fromEntries(recorder.errors),
    thresholds: verdicts,
    passed: verdicts.every((v) => v.ok),
  };
}

/** The report as text, in the order a load tester reads it. */
export function formatReport(r: TLoadReport): string {
  const lines = [
    `${r.journey} · ${r.profile} · ${r.baseUrl} · ${r.seconds.toFixed(1)} s`,
    `iterations ${r.iterations} (dropped ${r.droppedIterations})   requests ${r.requests} (${r.requestsPerSecond} req/s)`,
    `http_req_duration  p50 ${r.duration.p50} ms  p95 ${r.duration.p95} ms  p99 ${r.duration.p99} ms  max ${r.duration.max} ms`,
    `http_req_failed    ${r.failedRequests} (${(r.failedRate * 100).toFixed(2)} %)   checks ${(r.checkRate * 100).toFixed(2)} %`,
    '',
    ...Object.entries(r.byName).map(([name, l]) => `  ${name.padEnd(44)} n=${String(l.count).padStart(6)}  p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99}  failed ${l.failed}`),
    '',
    ...Object.entries(r.checks).map(([name, c]) => `  ${c.fails === 0 ? '✓' : '✗'} ${name}  (${c.passes} passed, ${c.fails} failed)`),
    ...Object.entries(r.errors).map(([message, n]) => `  error ×${n}: ${message}`),
    '',
    ...r.thresholds.map((t) => `  ${t.ok ? '✓' : '✗'} ${t.metric} ${t.expression} (actual ${t.actual})`),
    r.passed ? 'thresholds passed' : 'THRESHOLDS FAILED',
  ];
  return lines.join('\n');
}
