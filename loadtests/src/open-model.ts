import { needsLearners, runJourney, setupLearners, type TSeed } from '../scenarios/lib/journeys.ts';
import { profilePlan, thresholdsFor, type TJourney, type TProfile, type TProfilePlan } from '../scenarios/lib/options.ts';
import { buildReport, type TLoadReport } from './load-report.ts';
import { nodeClient, RunRecorder } from './node-client.ts';

/** The arrival rate (iterations/s) at `t` seconds into the plan: linear within each stage, as k6's ramping-arrival-rate. */
export function rateAt(plan: TProfilePlan, t: number): number {
  let from = plan.startRate;
  let elapsed = 0;
  for (const stage of plan.stages) {
    if (t < elapsed + stage.seconds) return from + ((stage.target - from) * (t - elapsed)) / stage.seconds;
    elapsed += stage.seconds;
    from = stage.target;
  }
  return 0;
}

export const planSeconds = (plan: TProfilePlan): number => plan.stages.reduce((a, s) => a + s.seconds, 0);

export type TRunOptions = {
  journey: TJourney;
  profile: TProfile;
  baseUrl: string;
  seed: TSeed;
  /** The journey's base rate (journeys/s) the profile is a multiple of; default its `average`. */
  baseRate?: number;
  /** Asked about once a second with the run so far: true ends the arrivals early (a knee search past saturation). */
  shouldStop?: (recorder: RunRecorder, droppedAt: readonly number[], startedAt: number) => boolean;
};

/** What a run leaves besides its report: every request, and when arrivals were dropped. */
export type TRunResult = { report: TLoadReport; recorder: RunRecorder; startedAt: number; droppedAt: number[] };

/**
 * Runs a journey under its profile as an open model: iterations start on the schedule whatever
 * the system does; at most `maxVUs` run at once and arrivals beyond that are dropped (counted as
 * k6 counts dropped_iterations). Setup (signing learners in) is not measured.
 */
export async function runOpenModel(options: TRunOptions): Promise<TRunResult> {
  const plan = profilePlan(options.journey, options.profile, options.baseRate);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const setupRecorder = new RunRecorder();
  const data = needsLearners(options.journey) ? await setupLearners(nodeClient(baseUrl, setupRecorder), options.seed) : { learners: [] };
  const recorder = new RunRecorder();
  const client = nodeClient(baseUrl, recorder);
  const total = planSeconds(plan);
  const running = new Set<Promise<void>>();
  // Free virtual-user slots, lowest first: an iteration holds one, as a k6 VU runs one at a time.
  const freeSlots = Array.from({ length: plan.maxVUs }, (_v, i) => i);
  let iterations = 0;
  const droppedAt: number[] = [];
  let due = 1; // k6 starts the first iteration at once
  const started = performance.now();
  const startedAt = Date.now();
  let last = 0;
  let lastAsked = 0;
  // Every 5 ms: integrate the arrival rate and start the iterations that became due.
  while (true) {
    const t = (performance.now() - started) / 1000;
    if (t >= total) break;
    if (options.shouldStop && t - lastAsked >= 1) {
      lastAsked = t;
      if (options.shouldStop(recorder, droppedAt, startedAt)) break;
    }
    due += rateAt(plan, t) * (t - last);
    last = t;
    while (due >= 1) {
      due -= 1;
      const slot = freeSlots.shift();
      if (slot === undefined) {
        droppedAt.push(Date.now());
        continue;
      }
      const iteration = iterations++;
      const work = runJourney(options.journey, client, options.seed, data, iteration, slot).catch((error: Error) => recorder.error(error.message));
      running.add(work);
      void work.finally(() => {
        running.delete(work);
        freeSlots.push(slot);
        freeSlots.sort((a, b) => a - b);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  const report = buildReport({ journey: options.journey, profile: options.profile, baseUrl, seconds, iterations, droppedIterations: droppedAt.length }, recorder, thresholdsFor(options.profile));
  return { report, recorder, startedAt, droppedAt };
}
