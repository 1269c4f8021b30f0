import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { seedFromEnv } from '../scenarios/lib/journeys.ts';
import { baseRateOf, JOURNEYS, kneeSteps, parseProfile, PROFILES, type TJourney } from '../scenarios/lib/options.ts';
import { analyseKnee, formatKnee, formatMemory, pastSaturation } from './knee-report.ts';
import { formatReport } from './load-report.ts';
import { runOpenModel } from './open-model.ts';
import { ProcessSampler } from './process-sampler.ts';

/**
 * `npm run loadtest -- <scenario> [--profile smoke|average|stress|spike|soak|knee] [--rate N] [--sample] [--json file]`:
 * the k6 scenarios' journeys, profiles and thresholds on machines without k6. The target is
 * BASE_URL; learners come from `npm run ops -- loadtest seed` (LEARNERS, LEARNER_PREFIX,
 * LEARNER_PASSWORD, LOGINS as for k6). `--rate` (or RATE) sets the journey's base rate, so
 * `--profile soak --rate <knee>` soaks at half the knee. `--sample` reads the CPU and memory of
 * the product's processes on this host (every 5 s, every minute in a soak). Exits 99 when a
 * threshold fails, as k6 does.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { profile: { type: 'string' }, rate: { type: 'string' }, sample: { type: 'boolean' }, json: { type: 'string' } },
});
const journey = positionals[0];
if (!journey || !(JOURNEYS as readonly string[]).includes(journey)) {
  console.error(`usage: npm run loadtest -- <${JOURNEYS.join('|')}> [--profile ${PROFILES.join('|')}] [--rate journeys/s] [--sample] [--json report.json]`);
  process.exit(2);
}
try {
  const profile = parseProfile(values.profile ?? process.env.PROFILE);
  const baseRate = baseRateOf(journey as TJourney, values.rate ?? process.env.RATE);
  const steps = profile === 'knee' ? kneeSteps(baseRate) : [];
  const sampler = values.sample && ProcessSampler.available() ? new ProcessSampler() : undefined;
  sampler?.start(profile === 'soak' ? 60 : 5);
  const run = await runOpenModel({
    journey: journey as TJourney,
    profile,
    baseRate,
    baseUrl: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    seed: seedFromEnv(process.env),
    shouldStop: profile === 'knee' ? (recorder, droppedAt, startedAt) => pastSaturation(steps, startedAt, recorder.samples, droppedAt) : undefined,
  });
  sampler?.stop();
  console.log(formatReport(run.report));
  const knee = profile === 'knee' ? analyseKnee(steps, run.startedAt, run.recorder.samples, run.droppedAt, sampler?.samples ?? []) : undefined;
  if (knee) console.log(`\n${formatKnee(knee)}`);
  if (sampler && profile === 'soak') console.log(`\n${formatMemory(sampler.samples, run.startedAt)}`);
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify({ ...run.report, knee, processes: sampler?.samples }, null, 2)}\n`);
  process.exit(run.report.passed ? 0 : 99);
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
