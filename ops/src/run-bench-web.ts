import { resolveDatabase } from '@wordbook/sql/database-url';
import { freePort } from '@wordbook/sql/embedded-postgres';
import { repoRoot, ZServerEnv } from '@wordbook/sql/server-env';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type InitialScripts, initialScripts, medianRun, type PageScores, runLighthouse } from './bench/lighthouse-run.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * `npm run bench:web`: builds the front end, serves the product (the API with the built files,
 * on the embedded Postgres under .data/bench or DATABASE_URL), runs Lighthouse (default mobile
 * simulation, Debian Chromium) on `/`, `/login` and `/signup` BENCH_WEB_RUNS times each (median
 * by performance), measures the JavaScript each page needs before it runs, prints it all and writes it
 * into docs/benchmarks.md between the bench:web markers.
 */
const PAGES = ['/', '/login', '/signup'];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOC = path.join(repoRoot, 'docs', 'benchmarks.md');
const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

const env = ZServerEnv.parse({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'bench'), LOG_LEVEL: 'warn' });
let api: ChildProcess | undefined;
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

function writeReport(block: string) {
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next = start >= 0 && end > start ? `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}` : `${doc.trimEnd()}\n\n## First load, as \`npm run bench:web\` measures it\n\n${block}\n`;
  fs.writeFileSync(DOC, next);
}

try {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const pageScripts: PageScripts[] = PAGES.map((page) => ({ page, scripts: initialScripts(path.join(repoRoot, 'frontend', 'dist'), page) }));

  const database = await resolveDatabase(env, () => {});
  release = database.release;
  await prepareDatabase(database.url, () => {});
  const port = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`${origin}/api/health`);

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
  console.log(`Written to ${path.relative(repoRoot, DOC)}`);
} finally {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api?.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await release();
}
