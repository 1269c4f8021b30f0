import { aiGenerateWordJob } from '@wordbook/core/contract/jobs/ai-generate-word';
import type { DatabasePool } from '@wordbook/sql/pool';
import { slonikExecutor } from '@wordbook/sql/pg-boss-executor';
import { QUEUE_WAKE_CHANNEL, sendOnlyBoss } from '@wordbook/sql/queue';
import { sql } from '@wordbook/sql/sql-tag';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * The AI queue under a backlog: `jobs` single-word definition jobs, each exactly as the API
 * sends it (a job run, a running generation request, the pg-boss job, the wake-up NOTIFY), drained
 * by 1, 2 and 4 worker processes serving `ai-*` with the built-in lexicon provider. The backlog
 * is made for each run in bulk (set-based SQL and pg-boss inserts of 1 000) in one transaction
 * while the workers wait, and the clock (Postgres's) runs from its commit until the last request
 * is done or failed; the enqueue's own time is reported beside it.
 * Target: ≥ 1000 jobs/s with 4 processes.
 */
export type TAiDrainOptions = {
  pool: DatabasePool;
  userId: string;
  /** Starts `processes` worker processes serving ai-* and resolves once each is ready; the returned function stops them. */
  startWorkers: (processes: number) => Promise<() => Promise<void>>;
  jobs?: number;
  processCounts?: number[];
  log?: (line: string) => void;
};
export type TAiDrainRun = { processes: number; jobs: number; enqueueSeconds: number; seconds: number; jobsPerSecond: number; failed: number };

const WORDS_PER_WORDBOOK = 250;

/** `count` words for `userId` in fresh wordbooks, their texts the most frequent lexicon lemmas. */
function makeWords(pool: DatabasePool, userId: string, count: number) {
  const books = Math.ceil(count / WORDS_PER_WORDBOOK);
  return pool.any(sql.type(z.object({ id: z.string(), text: z.string() }))`
    with lemmas as (
      select lemma, row_number() over (order by rank) - 1 as n from lexicon_lemmas
      where rank is not null and sample_pos is not null and not offensive order by rank limit ${count}
    ), inserted as (
      insert into wordbooks (user_id, name) select ${userId}, 'AI drain ' || g || ' ' || ${randomUUID().slice(0, 8)}
      from generate_series(1, ${books}) g returning id
    ), books as (
      select id, row_number() over (order by id) - 1 as k from inserted
    )
    insert into words (wordbook_id, user_id, text, meaning, meaning_origin)
    select b.id, ${userId}, l.lemma, '', 'user' from lemmas l join books b on b.k = l.n / ${WORDS_PER_WORDBOOK}
    returning id, text`);
}

async function drainOnce(options: TAiDrainOptions, processes: number, jobs: number): Promise<TAiDrainRun> {
  const { pool, userId } = options;
  const words = await makeWords(pool, userId, jobs);
  if (words.length < jobs) throw new Error(`the lexicon has only ${words.length} ranked words for ${jobs} jobs`);
  // Each run starts from tables as autovacuum keeps them, not from the dead rows of the run before
  // (this machine's own Postgres runs with autovacuum off).
  for (const table of ['pgboss.job', 'job_runs', 'job_events', 'ai_generation_requests', 'ai_word_results', 'words']) {
    await pool.query(sql.typeAlias('void')`vacuum (analyze) ${sql.identifier(table.split('.'))}`);
  }
  const stop = await options.startWorkers(processes);
  const jobIds = words.map(() => randomUUID());
  try {
    // The backlog is made in one transaction, so the workers first see it whole at the commit:
    // what is timed is their drain, not the bench's enqueue competing with them for the cores.
    const t0 = performance.now();
    const startedAt = await pool.transaction(async (tx) => {
      for (let i = 0; i < jobs; i += 1000) {
        const ids = jobIds.slice(i, i + 1000);
        const batch = words.slice(i, i + 1000);
        await tx.query(sql.typeAlias('void')`
          with runs as (
            insert into job_runs (id, queue, user_id) select unnest(${sql.array(ids, 'uuid')}), ${aiGenerateWordJob.name}, ${userId}
          )
          insert into ai_generation_requests (job_id, user_id, word_id, type, points)
          select j, ${userId}, w, 'definition', 0 from unnest(${sql.array(ids, 'uuid')}, ${sql.array(batch.map((w) => w.id), 'uuid')}) as t(j, w)`);
        await sendOnlyBoss(pool).insert(
          ids.map((id, k) => ({
            id,
            name: aiGenerateWordJob.name,
            data: aiGenerateWordJob.payload.parse({ userId, wordId: batch[k]!.id, type: 'definition', word: batch[k]!.text, force: 'regenerate' }),
            retryLimit: aiGenerateWordJob.retryLimit,
            expireInSeconds: aiGenerateWordJob.expireInSeconds,
          })),
          { db: slonikExecutor(tx) },
        );
      }
      await tx.query(sql.typeAlias('void')`select from pg_notify(${QUEUE_WAKE_CHANNEL}, ${aiGenerateWordJob.name})`);
      // Just before the commit: the drain's clock starts no later than the backlog becomes visible.
      return tx.oneFirst(sql.type(z.object({ now: z.string() }))`select clock_timestamp() as now`);
    });
    const enqueueSeconds = (performance.now() - t0) / 1000;
    // Waiting is a cheap check of one index entry a poll: counting the run's requests every 50 ms
    // cost Postgres more CPU than some of the work measured. The time is read from the requests.
    const deadline = performance.now() + 600_000;
    const anyRunning = () =>
      pool.oneFirst(sql.type(z.object({ running: z.boolean() }))`
        select exists (select from ai_generation_requests where status = 'running' and user_id = ${userId}) as running`);
    while (await anyRunning()) {
      // A drain that stops making progress (no worker, a broken job) ends the bench instead of hanging it.
      if (performance.now() > deadline) throw new Error(`the AI queue still had jobs running after 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const { seconds, failed } = await pool.one(sql.type(z.object({ seconds: z.number(), failed: z.number() }))`
      select extract(epoch from max(finished_at) - ${startedAt}::timestamptz)::float8 as seconds,
             count(*) filter (where status = 'failed')::int as failed
      from ai_generation_requests where job_id = any(${sql.array(jobIds, 'uuid')})`);
    return { processes, jobs, enqueueSeconds, seconds, jobsPerSecond: Math.round(jobs / seconds), failed };
  } finally {
    await stop();
  }
}

export async function benchAiQueueDrain(options: TAiDrainOptions): Promise<TAiDrainRun[]> {
  const jobs = options.jobs ?? 10_000;
  const runs: TAiDrainRun[] = [];
  for (const processes of options.processCounts ?? (process.env.BENCH_AI_PROCESSES ?? '1,2,4').split(',').map(Number)) {
    options.log?.(`AI queue drain: ${jobs} single-word jobs, ${processes} worker process${processes === 1 ? '' : 'es'}`);
    runs.push(await drainOnce(options, processes, jobs));
  }
  return runs;
}

export function formatAiQueueDrain(runs: TAiDrainRun[]): string[] {
  const one = runs.find((r) => r.processes === 1);
  return [
    `AI queue: single-word definition jobs (lexicon provider) drained from a backlog`,
    ...runs.map(
      (r) =>
        `  ${r.processes} process${r.processes === 1 ? ' ' : 'es'}  ${r.jobs} jobs drained in ${r.seconds.toFixed(2)} s = ${r.jobsPerSecond} jobs/s` +
        `${one ? `  ${(r.jobsPerSecond / one.jobsPerSecond).toFixed(2)}× one process` : ''}${r.failed ? `  ${r.failed} failed` : ''}  (backlog made in ${r.enqueueSeconds.toFixed(2)} s)`,
    ),
    `  target ≥ 1000 jobs/s with 4 processes`,
  ];
}
