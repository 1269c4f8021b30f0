import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { seedFromEnv } from '../scenarios/lib/journeys.ts';
import { JOURNEYS, parseProfile, type TJourney } from '../scenarios/lib/options.ts';
import { formatReport } from './load-report.ts';
import { runOpenModel } from './open-model.ts';

/**
 * `npm run loadtest -- <scenario> [--profile smoke|average|stress|spike|soak] [--json file]`:
 * the k6 scenarios' journeys, profiles and thresholds on machines without k6. The target is
 * BASE_URL; learners come from `npm run ops -- loadtest seed` (LEARNERS, LEARNER_PREFIX,
 * LEARNER_PASSWORD, LOGINS as for k6). Exits 99 when a threshold fails, as k6 does.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { profile: { type: 'string' }, json: { type: 'string' } } });
const journey = positionals[0];
if (!journey || !(JOURNEYS as readonly string[]).includes(journey)) {
  console.error(`usage: npm run loadtest -- <${JOURNEYS.join('|')}> [--profile smoke|average|stress|spike|soak] [--json report.json]`);
  process.exit(2);
}
try {
  const report = await runOpenModel({
    journey: journey as TJourney,
    profile: parseProfile(values.profile ?? process.env.PROFILE),
    baseUrl: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    seed: seedFromEnv(process.env),
  });
  console.log(formatReport(report));
  if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.passed ? 0 : 99);
} catch (error) {
  console.error(`error: ${(error as Error).message}`);
  process.exit(1);
}
