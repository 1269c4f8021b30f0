import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runLighthouse } from './lighthouse-run.ts';

/**
 * Time to interactive per route, the current build against an earlier one, in one run: both
 * builds are served by this API on the same database (a second API process serves the earlier
 * build through FRONTEND_DIST), and Lighthouse loads each route from one and then the other, so
 * the machine's load weighs on both alike. Signed-in routes are loaded with a learner's cookie.
 */

export type TRoute = { path: string; cookie?: string };
export type TRouteInteractive = { path: string; baseMs: number; currentMs: number; baseRuns: number[]; currentRuns: number[] };

/** The earlier build: `ref` checked out under .data/bench-base, installed and built once (kept for the next run). */
export function prepareBaseBuild(repoRoot: string, ref: string): { dist: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dir = path.join(repoRoot, '.data', 'bench-base', commit);
  if (!fs.existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: repoRoot, stdio: 'inherit' });
  if (!fs.existsSync(path.join(dir, 'node_modules'))) execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  const dist = path.join(dir, 'frontend', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  return { dist, commit };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One load's time to interactive; a run Lighthouse could not record (NO_NAVSTART now and then) is run again, once. */
async function interactiveMs(url: string, chromePath: string, headers: Record<string, string> | undefined): Promise<number> {
  try {
    return (await runLighthouse(url, chromePath, headers)).interactiveMs;
  } catch (error) {
    console.warn(`${url}: ${(error as Error).message}; running it again`);
    return (await runLighthouse(url, chromePath, headers)).interactiveMs;
  }
}

export async function compareInteractive(args: { baseOrigin: string; currentOrigin: string; routes: TRoute[]; runs: number; chromePath: string }): Promise<TRouteInteractive[]> {
  const results: TRouteInteractive[] = [];
  for (const route of args.routes) {
    const headers = route.cookie ? { Cookie: route.cookie } : undefined;
    const baseRuns: number[] = [];
    const currentRuns: number[] = [];
    for (let i = 0; i < args.runs; i++) {
      baseRuns.push(await interactiveMs(`${args.baseOrigin}${route.path}`, args.chromePath, headers));
      currentRuns.push(await interactiveMs(`${args.currentOrigin}${route.path}`, args.chromePath, headers));
    }
    const result = { path: route.path, baseMs: median(baseRuns), currentMs: median(currentRuns), baseRuns, currentRuns };
    console.log(`${route.path.padEnd(24)} interactive: before ${(result.baseMs / 1000).toFixed(2)} s, now ${(result.currentMs / 1000).toFixed(2)} s`);
    results.push(result);
  }
  return results;
}

/** The comparison as a Markdown table; a route slower now is marked. */
export function interactiveTable(results: TRouteInteractive[], baseCommit: string, currentCommit: string, label: (path: string) => string): string[] {
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `Time to interactive (Lighthouse, default mobile simulation, median of ${results[0]?.baseRuns.length ?? 0} runs each, the two builds loaded in turn in one run): \`${baseCommit}\` (before) and \`${currentCommit}\` (now).`,
    '',
    '| route | before | now | change |',
    '|---|---|---|---|',
    ...results.map((r) => {
      const change = r.currentMs - r.baseMs;
      const mark = change > 0 ? ' (slower)' : '';
      return `| ${label(r.path)} | ${sec(r.baseMs)} | ${sec(r.currentMs)} | ${change >= 0 ? '+' : '−'}${sec(Math.abs(change))}${mark} |`;
    }),
  ];
}
