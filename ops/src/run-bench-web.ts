import { resolveDatabase } from '@wordbook/sql/database-url';
import { freePort } from '@wordbook/sql/embedded-postgres';
import { repoRoot, ZServerEnv } from '@wordbook/sql/server-env';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDbPool } from '@wordbook/sql/pool';
import { compareInteractive, interactiveTable, prepareBaseBuild } from './bench/interactive-compare.ts';
import { type InitialScripts, initialScripts, medianRun, type PageScores, runLighthouse } from './bench/lighthouse-run.ts';
import { makeLearners } from './bench/practice-round-trip.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * `npm run bench:web`: builds the front end, serves the product (the API with the built files,
 * on the embedded Postgres under .data/bench or DATABASE_URL), runs Lighthouse (default mobile
 * simulation, Debian Chromium) on `/`, `/login` and `/signup` BENCH_WEB_RUNS times each (median
 * by performance), measures the JavaScript each page needs before it runs, prints it all and writes it
 * into docs/benchmarks.md between the bench:web markers. With BENCH_WEB_BASE=<git ref> it also
 * builds that commit and compares each route's time to interactive, before and now, in the same
 * run (bench/interactive-compare.ts), between the bench:web:interactive markers.
 */
const PAGES = ['/', '/login', '/signup'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOC = path.join(repoRoot, 'docs', 'benchmarks.md');
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';
const BASE_REF = process.env.BENCH_WEB_BASE;
const INTERACTIVE_START = '<!-- bench:web:interactive:start -->';
const INTERACTIVE_END = '<!-- bench:web:interactive:end -->';

const env = ZServerEnv.parse({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'bench'), LOG_LEVEL: 'warn' });
const apis: ChildProcess[] = [];
const sessionSecret = randomBytes(32).toString('base64url');
let release: () => Promise<void> = async () => {};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function waitForHttp(url: string) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

type PageScripts = { page: string; scripts: InitialScripts };

function report(results: PageScores[], pageScripts: PageScripts[], commit: string): string {
  const date = new Date().toISOString().slice(0, 10);
  const home = results.find((r) => new URL(r.url).pathname === '/')!;
  const scripts = pageScripts.find((p) => p.page === '/')!.scripts;
  return [
    START,
    `Last run: ${date}, commit \`${commit}\`, Lighthouse 12.8.2, median of ${RUNS} runs per page by performance.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | total transfer | JS transferred |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| \`${new URL(r.url).pathname}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${sec(r.fcpMs)} | ${sec(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${kb(r.transferBytes)} | ${kb(r.scriptBytes)} |`,
    ),
    '',
    `Initial JavaScript for \`/\` (entry and preloaded modules, gzip -9): **${kb(scripts.totalGzipBytes)}** (${scripts.files.map((f) => `${f.name} ${kb(f.gzipBytes)}`).join(', ')}); total transfer for \`/\`: **${kb(home.transferBytes)}**.`,
    `Initial JavaScript for ${pageScripts
      .filter((p) => p.page !== '/')
      .map((p) => `\`${p.page}\` ${kb(p.scripts.totalGzipBytes)}`)
      .join(', ')} (the same measure).`,
    END,
  ].join('\n');
}

function writeReport(block: string, start = START, end = END, heading = '## First load, as `npm run bench:web` measures it') {
  const doc = fs.readFileSync(DOC, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next = from >= 0 && to > from ? `${doc.slice(0, from)}${block}${doc.slice(to + end.length)}` : `${doc.trimEnd()}\n\n${heading}\n\n${block}\n`;
  fs.writeFileSync(DOC, next);
}

/** The API serving `dist` on a free port, on the bench's database; resolves to its origin once it answers. */
async function startApi(databaseUrl: string, dist?: string): Promise<string> {
  const port = dist ? await freePort() : Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, NODE_ENV: 'production', SESSION_SECRET: sessionSecret, LOG_LEVEL: 'warn' };
  apis.push(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
      cwd: repoRoot,
      env: dist ? { ...env, FRONTEND_DIST: dist } : env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitForHttp(`${origin}/api/health`);
  return origin;
}

try {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const pageScripts: PageScripts[] = PAGES.map((page) => ({ page, scripts: initialScripts(path.join(repoRoot, 'frontend', 'dist'), page) }));

  const database = await resolveDatabase(env, () => {});
  release = database.release;
  await prepareDatabase(database.url, () => {});
  const origin = await startApi(database.url);

  const results: PageScores[] = [];
  for (const page of PAGES) {
    const runs: PageScores[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${origin}${page}`, CHROME));
    const median = medianRun(runs);
    results.push(median);
    console.log(
      `${page.padEnd(8)} performance ${median.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}, FCP ${sec(median.fcpMs)}, LCP ${sec(median.lcpMs)}, TBT ${Math.round(median.tbtMs)} ms, transfer ${kb(median.transferBytes)}, JS ${kb(median.scriptBytes)}`,
    );
  }
  for (const { page, scripts } of pageScripts) {
    console.log(`Initial JavaScript for ${page}: ${kb(scripts.totalGzipBytes)} gzipped (${scripts.files.map((f) => `${f.name} ${kb(f.gzipBytes)}`).join(', ')})`);
  }

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  writeReport(report(results, pageScripts, commit));
  if (BASE_REF) await compareWithBase(database.url, origin, commit);
  console.log(`Written to ${path.relative(repoRoot, DOC)}`);
} finally {
  await Promise.all(
    apis
      .filter((api) => api.exitCode === null)
      .map((api) => {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        return exited;
      }),
  );
  await release();
}

/** Each route's time to interactive, the build of BENCH_WEB_BASE against this one, in this run. */
async function compareWithBase(databaseUrl: string, currentOrigin: string, commit: string) {
  const base = prepareBaseBuild(repoRoot, BASE_REF!);
  const baseOrigin = await startApi(databaseUrl, base.dist);
  const pool = await createDbPool(databaseUrl, { maximumPoolSize: 2 });
  const [learner] = await makeLearners({ pool, sessionSecret, count: 1, words: 20 }).finally(() => pool.end());
  const cookie = learner!.cookie;
  const routes = [...PAGES.map((p) => ({ path: p })), { path: `/dashboard/${learner!.wordbookId}`, cookie }, { path: `/practice/${learner!.wordbookId}`, cookie }];
  const label = (p: string) => `\`${p.replace(learner!.wordbookId, '{id}')}\`${p.startsWith('/dashboard') || p.startsWith('/practice') ? ' (signed in)' : ''}`;
  const compared = await compareInteractive({ baseOrigin, currentOrigin, routes, runs: RUNS, chromePath: CHROME });
  const block = [INTERACTIVE_START, `Last run: ${new Date().toISOString().slice(0, 10)}.`, '', ...interactiveTable(compared, base.commit, commit, label), INTERACTIVE_END].join('\n');
  writeReport(block, INTERACTIVE_START, INTERACTIVE_END, '## Time to interactive, before and now (`BENCH_WEB_BASE=<ref> npm run bench:web`)');
}
