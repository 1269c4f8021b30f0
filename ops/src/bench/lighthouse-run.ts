import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFileOf } from '@wordbook/core/contract/prerendered-pages';

export type PageScores = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes over the wire for the whole load (Lighthouse's total-byte-weight). */
  transferBytes: number;
  /** Bytes of JavaScript over the wire during the load. */
  scriptBytes: number;
  /** Lighthouse's time to interactive (simulated, like the other timings). */
  interactiveMs: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

type NetworkItem = { resourceType?: string; transferSize?: number };

/**
 * One Lighthouse run (default mobile emulation and simulated throttling) of `url` in a fresh
 * headless Chromium, so nothing is cached between runs.
 */
export async function runLighthouse(url: string, chromePath: string, extraHeaders?: Record<string, string>): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...(extraHeaders ? { extraHeaders } : {}) });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    return {
      url,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
      tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
      transferBytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
      interactiveMs: audit('interactive')?.numericValue ?? Number.NaN,
      scriptBytes: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/** The median run by performance score (the runs of one page differ mostly in blocking time). */
export function medianRun(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export type InitialScripts = { files: { name: string; gzipBytes: number }[]; totalGzipBytes: number };

/**
 * The JavaScript a visitor's page loads with its HTML: the entry script and the modules the page
 * preloads (its static imports), each gzipped at level 9, as they are built in `dist`.
 */
export function initialScripts(distDir: string, pathname = '/'): InitialScripts {
  // The file the server answers a visitor's `pathname` with: its pre-rendered page when the build has one, else index.html.
  const prerendered = path.join(distDir, prerenderedFileOf(pathname) ?? 'index.html');
  const html = fs.readFileSync(fs.existsSync(prerendered) ? prerendered : path.join(distDir, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(match[1]!);
  const files = [...refs].map((ref) => {
    const bytes = fs.readFileSync(path.join(distDir, ref.replace(/^\//, '')));
    return { name: path.basename(ref), gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
