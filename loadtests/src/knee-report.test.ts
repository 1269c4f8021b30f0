import { describe, expect, it } from 'vitest';
import { KNEE_HOLD_SECONDS, kneeSteps, profilePlan, thresholdsFor } from '../scenarios/lib/options.ts';
import { analyseKnee, formatMemory, GOAL_MS, pastSaturation } from './knee-report.ts';
import type { TSample } from './node-client.ts';
import { rateAt } from './open-model.ts';
import { ProcessSampler, summariseRoles } from './process-sampler.ts';

const startedAt = 1_000_000;
/** `count` requests of `ms` each, ending evenly over a step's hold. */
function requestsIn(step: { from: number; to: number }, count: number, ms: number, failed = 0, name = 'GET /api/x'): TSample[] {
  return Array.from({ length: count }, (_v, i) => ({
    name,
    ms,
    failed: i < failed,
    at: startedAt + step.from * 1000 + ((i + 0.5) * (step.to - step.from) * 1000) / count,
  }));
}

describe('the knee profile', () => {
  it('is a staircase of distinct rates, each held where kneeSteps says', () => {
    const steps = kneeSteps(20);
    expect(steps.map((s) => s.rate)).toEqual([5, 10, 20, 30, 40, 60, 80, 120, 160, 240, 320, 480, 640]);
    const plan = profilePlan('browse-wordbooks', 'knee', 20);
    for (const step of steps) {
      expect(step.to - step.from).toBe(KNEE_HOLD_SECONDS);
      expect(rateAt(plan, step.from + 1)).toBe(step.rate);
      expect(rateAt(plan, step.to - 1)).toBe(step.rate);
    }
    // a low base rate does not repeat a step
    expect(kneeSteps(1).map((s) => s.rate)).toEqual([1, 2, 3, 4, 6, 8, 12, 16, 24, 32]);
    // it goes past saturation on purpose: no pass/fail thresholds, the step table is the verdict
    expect(thresholdsFor('knee')).toEqual({});
    expect(thresholdsFor('stress').http_req_duration).toEqual(['p(95)<250', 'p(99)<500']);
  });
});

describe('reading a knee run', () => {
  const steps = kneeSteps(4); // 1, 2, 4, 6, 8, 12, … journeys/s

  it('sustains the highest step that meets the goal, calls the next one the knee, and reports a lower miss as a blip', () => {
    const samples = [
      ...requestsIn(steps[0]!, 100, 5),
      ...requestsIn(steps[1]!, 200, 8),
      ...requestsIn(steps[2]!, 400, 12),
      // p95 over the goal once, at a rate the next step meets again: a blip
      ...requestsIn(steps[3]!, 500, 10),
      ...requestsIn(steps[3]!, 100, GOAL_MS + 30, 0, 'GET /api/slow'),
      ...requestsIn(steps[4]!, 800, 9),
      ...requestsIn(steps[5]!, 1200, GOAL_MS * 3),
    ];
    const knee = analyseKnee(steps, startedAt, samples, [], []);
    expect(knee.steps.map((s) => s.meetsGoal)).toEqual([true, true, true, false, true, false]);
    expect(knee.sustainedRate).toBe(8);
    expect(knee.kneeRate).toBe(12);
    expect(knee.blipRates).toEqual([6]);
    expect(knee.steps[2]!.requestsPerSecond).toBe(20);
    expect(knee.steps[3]!.slowest).toEqual({ name: 'GET /api/slow', p95: GOAL_MS + 30 });
  });

  it('counts failed requests and dropped arrivals against a step', () => {
    const failing = analyseKnee(steps, startedAt, [...requestsIn(steps[0]!, 100, 5), ...requestsIn(steps[1]!, 100, 5, 1)], [], []);
    expect([failing.sustainedRate, failing.kneeRate, failing.steps[1]!.failed]).toEqual([1, 2, 1]);
    expect(failing.blipRates).toEqual([]);
    const dropped = analyseKnee(steps, startedAt, requestsIn(steps[0]!, 100, 5), [startedAt + steps[0]!.from * 1000 + 10], []);
    expect([dropped.sustainedRate, dropped.kneeRate, dropped.steps[0]!.dropped]).toEqual([null, 1, 1]);
  });

  it('has no knee when every step meets the goal, and stops a run only past saturation', () => {
    const calm = steps.slice(0, 2).flatMap((s) => requestsIn(s, 100, 5));
    expect(analyseKnee(steps, startedAt, calm, [], [])).toMatchObject({ sustainedRate: 2, kneeRate: null, blipRates: [] });
    const inStep = (i: number) => startedAt + (steps[i]!.from + 5) * 1000;
    expect(pastSaturation(steps, startedAt, requestsIn(steps[1]!, 100, 200), [], inStep(1))).toBe(false);
    expect(pastSaturation(steps, startedAt, requestsIn(steps[1]!, 100, 20 * GOAL_MS + 1), [], inStep(1))).toBe(true);
    expect(pastSaturation(steps, startedAt, calm, [inStep(1) - 1000], inStep(1))).toBe(true);
  });
});

describe('sampling the product processes', () => {
  it('finds this host’s Postgres processes and reads their CPU and memory', async () => {
    // the tests' own Postgres (embedded or the machine's) runs on this host
    const sampler = new ProcessSampler();
    sampler.start(0.2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    sampler.stop();
    const postgres = sampler.samples.flatMap((s) => s.processes.filter((p) => p.role === 'postgres'));
    expect(postgres.length).toBeGreaterThan(0);
    // a backend forked a moment ago may own less than the 0.1 MB a reading shows; together they own more
    expect(postgres.every((p) => Number.isFinite(p.memoryMb) && p.memoryMb >= 0 && p.cpuPercent >= 0)).toBe(true);
    expect(summariseRoles(sampler.samples).postgres.memoryMb).toBeGreaterThan(0);
    // and this process, the load generator, which shares the machine with the product
    expect(summariseRoles(sampler.samples).generator.memoryMb).toBeGreaterThan(0);
    const table = formatMemory(sampler.samples, sampler.samples[0]!.at).split('\n');
    expect(table[0]).toContain('postgres');
    expect(table).toHaveLength(sampler.samples.length + 1);
    // readings before the run's start (setup) are left out
    expect(formatMemory(sampler.samples, sampler.samples[1]!.at).split('\n')).toHaveLength(sampler.samples.length);
  });
});
