/**
 * One source for every journey's load profiles and pass/fail thresholds, read by the k6 scripts
 * (`options`) and by the Node runner (`npm run loadtest`). Plain data: no k6 or Node imports.
 * Every profile is an open model (ramping-arrival-rate): arrivals do not wait for the system, so
 * latency goals are measured as a visitor meets them, not hidden by a slowed-down closed loop.
 */

export const PROFILES = ['smoke', 'average', 'stress', 'spike', 'soak', 'knee'] as const;
export type TProfile = (typeof PROFILES)[number];

export const JOURNEYS = ['landing', 'signup-login', 'browse-wordbooks', 'edit-words', 'practice', 'level-test', 'study-plan-day', 'checkout'] as const;
export type TJourney = (typeof JOURNEYS)[number];

/** A stage: reach `target` journeys per second over `seconds`. */
export type TStage = { target: number; seconds: number };
export type TProfilePlan = { startRate: number; stages: TStage[]; preAllocatedVUs: number; maxVUs: number };

/**
 * Journeys per second at the `average` profile. A journey is several requests (landing 3,
 * browsing 4, practice ~12), so the request rates differ; heavy journeys (sign-up hashes a
 * password, the level test and word editing run jobs) start lower.
 */
const BASE_RATE: Record<TJourney, number> = {
  landing: 40,
  'signup-login': 2,
  'browse-wordbooks': 20,
  'edit-words': 4,
  practice: 6,
  'level-test': 2,
  'study-plan-day': 4,
  checkout: 1,
};

/**
 * The knee profile: a staircase of constant arrival rates (multiples of the base rate, up to 32×),
 * each reached in KNEE_RAMP_SECONDS and held for KNEE_HOLD_SECONDS, so each step's latency can be
 * read on its own (the Node runner reports them and ends the run once a step is past saturation;
 * `kneeSteps` says where they are).
 */
export const KNEE_MULTIPLES = [0.25, 0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32] as const;
export const KNEE_RAMP_SECONDS = 3;
export const KNEE_HOLD_SECONDS = 20;

/** A held step of the knee profile: its rate and when it starts and ends, in seconds into the run. */
export type TKneeStep = { rate: number; from: number; to: number };

function kneeRates(base: number): number[] {
  const rates = KNEE_MULTIPLES.map((x) => Math.max(1, Math.round(base * x)));
  return rates.filter((rate, i) => i === 0 || rate > rates[i - 1]!);
}

export function kneeSteps(base: number): TKneeStep[] {
  return kneeRates(base).map((rate, i) => {
    const from = i * (KNEE_RAMP_SECONDS + KNEE_HOLD_SECONDS) + KNEE_RAMP_SECONDS;
    return { rate, from, to: from + KNEE_HOLD_SECONDS };
  });
}

/** Profile shapes as multiples of the journey's base rate. */
function planFor(base: number, profile: TProfile): TProfilePlan {
  const r = (x: number) => Math.max(1, Math.round(base * x));
  switch (profile) {
    case 'smoke':
      return { startRate: 1, stages: [{ target: 1, seconds: 5 }], preAllocatedVUs: 2, maxVUs: 10 };
    case 'average':
      return { startRate: r(0.2), stages: [{ target: r(1), seconds: 30 }, { target: r(1), seconds: 120 }, { target: 0, seconds: 10 }], preAllocatedVUs: r(1), maxVUs: r(5) };
    case 'stress':
      return {
        startRate: r(0.5),
        stages: [{ target: r(1), seconds: 20 }, { target: r(2), seconds: 30 }, { target: r(3), seconds: 30 }, { target: r(4), seconds: 30 }, { target: 0, seconds: 10 }],
        preAllocatedVUs: r(2),
        maxVUs: r(20),
      };
    case 'spike':
      return { startRate: r(0.5), stages: [{ target: r(0.5), seconds: 20 }, { target: r(5), seconds: 5 }, { target: r(5), seconds: 30 }, { target: r(0.5), seconds: 5 }, { target: r(0.5), seconds: 20 }], preAllocatedVUs: r(5), maxVUs: r(30) };
    case 'soak':
      return { startRate: r(0.5), stages: [{ target: r(0.5), seconds: 60 }, { target: r(0.5), seconds: 30 * 60 }, { target: 0, seconds: 10 }], preAllocatedVUs: r(1), maxVUs: r(5) };
    case 'knee': {
      const rates = kneeRates(base);
      const stages = rates.flatMap((target) => [{ target, seconds: KNEE_RAMP_SECONDS }, { target, seconds: KNEE_HOLD_SECONDS }]);
      return { startRate: rates[0]!, stages: [...stages, { target: 0, seconds: 5 }], preAllocatedVUs: r(2), maxVUs: r(40) };
    }
  }
}

/** The journey's base rate (its `average`), or the one a load tester gives (`RATE`, `--rate`). */
export function baseRateOf(journey: TJourney, rate?: string | number): number {
  if (rate === undefined || rate === '') return BASE_RATE[journey];
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`rate must be a positive number of journeys per second, not "${rate}"`);
  return value;
}

export function profilePlan(journey: TJourney, profile: TProfile, baseRate = BASE_RATE[journey]): TProfilePlan {
  return planFor(baseRate, profile);
}

/**
 * Pass/fail, in k6's threshold syntax (the Node runner evaluates the same expressions):
 * no failed requests (a smoke run must be spotless; heavier profiles allow 1 %), p95/p99 of
 * request time, and every check. Smoke proves the journeys work on a cold, shared machine (its
 * first requests compile routes and fill pools), so its latency bound is loose; the latency
 * goals belong to the loaded profiles. A knee run has none: it goes past saturation on purpose,
 * and its verdict is the Node runner's step table (k6 runs the same staircase; reading it by step
 * needs k6's time-series output).
 */
export function thresholdsFor(profile: TProfile): Record<string, string[]> {
  if (profile === 'knee') return {};
  const loaded = profile !== 'smoke';
  return {
    http_req_failed: [loaded ? 'rate<0.01' : 'rate==0'],
    http_req_duration: loaded ? ['p(95)<250', 'p(99)<500'] : ['p(95)<2000', 'p(99)<4000'],
    checks: [loaded ? 'rate>0.99' : 'rate==1'],
  };
}

export function parseProfile(value: string | undefined): TProfile {
  const profile = value ?? 'smoke';
  if (!(PROFILES as readonly string[]).includes(profile)) throw new Error(`unknown profile "${profile}" (one of ${PROFILES.join(', ')})`);
  return profile as TProfile;
}

/** The k6 `options` for a journey: one open-model scenario and the shared thresholds. */
export function k6OptionsFor(journey: TJourney, profileName: string | undefined, rate?: string) {
  const profile = parseProfile(profileName);
  const plan = profilePlan(journey, profile, baseRateOf(journey, rate));
  return {
    scenarios: {
      [journey]: {
        executor: 'ramping-arrival-rate' as const,
        startRate: plan.startRate,
        timeUnit: '1s',
        preAllocatedVUs: plan.preAllocatedVUs,
        maxVUs: plan.maxVUs,
        stages: plan.stages.map((s) => ({ target: s.target, duration: `${s.seconds}s` })),
      },
    },
    thresholds: thresholdsFor(profile),
    setupTimeout: '120s',
  };
}
