import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logIn, productDatabaseEnv, runTag } from './product.ts';

/**
 * Learners for the level test and AI Tools browser tests, made with the operators' account code
 * (ops/src/create-account.ts) on the product's database, and a test-only lookup of the lexicon
 * the product uses, so a scripted learner can answer like someone who knows exactly the words
 * ranked below their vocabulary size.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Runs an ES module snippet with the ops helpers against the product's database; returns its stdout. */
export function runWithDatabase(script: string, env: Record<string, string>): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, ...productDatabaseEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: 'pipe',
    timeout: 60_000,
    encoding: 'utf8',
  });
}

export type Learner = { username: string; email: string; password: string; plan: 'free' | 'pro'; level: number | null; deviceId: string };

/** A learner account (role user) on `plan`, with `level` already set (null: never took the test). */
export function createLearner(prefix: string, plan: 'free' | 'pro', level: number | null = null): Learner {
  const tag = runTag();
  const learner: Learner = {
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.com`,
    password: `${prefix}-pass-1`,
    plan,
    level,
    deviceId: `e2e-${prefix}-${tag}`,
  };
  const account = { email: learner.email, username: learner.username, fullName: 'Level Learner', role: 'user', plan, password: learner.password };
  runWithDatabase(
    `
    const { sql } = await import('slonik');
    const { z } = await import('zod');
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    const { createOrResetAccount } = await import('./ops/src/create-account.ts');
    await withDatabase(async (pool) => {
      const id = await createOrResetAccount(pool, JSON.parse(process.env.E2E_ACCOUNT));
      const level = JSON.parse(process.env.E2E_LEVEL);
      await pool.query(sql.type(z.object({}))\`update users set level = \${level} where id = \${id}\`);
    });`,
    { E2E_ACCOUNT: JSON.stringify(account), E2E_LEVEL: JSON.stringify(level) },
  );
  return learner;
}

/** A fresh browser context signed in as `learner` (fixed device id: AI calls count devices). */
export async function signInLearner(browser: Browser, learner: Learner, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript((deviceId) => window.localStorage.setItem('wordbook.device-id', deviceId), learner.deviceId);
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A learner signed in once; `openAs` gives each test its own browser context with that session. */
export type LearnerSession = { learner: Learner; state: Awaited<ReturnType<BrowserContext['storageState']>> };

/** Signs `learner` in through the login form once (a captcha each time is slow) and keeps the cookies. */
export async function signInOnce(browser: Browser, learner: Learner): Promise<LearnerSession> {
  const page = await signInLearner(browser, learner);
  const state = await page.context().storageState();
  await page.context().close();
  return { learner, state };
}

/** A fresh browser context already signed in with `session` (same device id), on a blank page. */
export async function openAs(browser: Browser, session: LearnerSession, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ storageState: session.state, ...(viewport ? { viewport } : {}) });
  await context.addInitScript((deviceId) => window.localStorage.setItem('wordbook.device-id', deviceId), session.learner.deviceId);
  return context.newPage();
}

export type ShownQuestion = { text: string; options: string[] };

/** What the lexicon says about a word shown in the test: its frequency rank and its glosses, first one first. */
export type WordFacts = { text: string; rank: number | null; glosses: string[] };

/** Looks the words up in the product's lexicon tables (one process for the whole list). */
export function lookUpWords(words: string[]): WordFacts[] {
  const out = runWithDatabase(
    `
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    const { lookupWord, rankOf } = await import('./sql/src/queries/lexicon.ts');
    const { cleanGloss } = await import('./core/src/rules/content-gate.ts');
    const facts = await withDatabase(async (pool) =>
      Promise.all(JSON.parse(process.env.E2E_WORDS).map(async (text) => ({
        text,
        rank: await rankOf(pool, text),
        // as the test's options show them (content-gate.ts cleans WordNet's markup)
        glosses: ((await lookupWord(pool, text))?.senses ?? []).map((s) => cleanGloss(s.gloss)),
      }))));
    process.stdout.write('\\n@@' + JSON.stringify(facts));`,
    { E2E_WORDS: JSON.stringify(words) },
  );
  return JSON.parse(out.slice(out.lastIndexOf('\n@@') + 3)) as WordFacts[];
}

/**
 * The answer a learner who knows exactly the words ranked below `size` gives: the option that is
 * the word's first WordNet gloss (else another of its glosses) when the word ranks below `size`,
 * otherwise "I don't know" (-1). Every question must have exactly one option that is a gloss.
 */
export function learnerAnswer(size: number, question: ShownQuestion, facts: WordFacts): number {
  if (facts.rank === null || facts.rank >= size) return -1;
  const first = question.options.indexOf(facts.glosses[0] ?? '');
  if (first >= 0) return first;
  const glosses = new Set(facts.glosses);
  const matching = question.options.map((o, i) => (glosses.has(o) ? i : -1)).filter((i) => i >= 0);
  expect(matching, `exactly one option of “${question.text}” is one of its meanings`).toHaveLength(1);
  return matching[0]!;
}

/** Makes a wordbook holding `texts` through the API, as the signed-in learner on `page`; returns its id. */
export async function createWordbookWithWords(page: Page, learner: Learner, name: string, texts: string[]): Promise<string> {
  const headers = { 'X-Device-Id': learner.deviceId };
  const created = await page.request.post('/api/wordbooks', { data: { name }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const id = ((await created.json()) as { id: string }).id;
  for (const text of texts) {
    const res = await page.request.post('/api/words', { data: { wordbook_id: id, text }, headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  return id;
}

/** The texts of a wordbook's words, through the API. */
export async function wordTexts(page: Page, wordbookId: string): Promise<string[]> {
  const res = await page.request.get(`/api/words/${wordbookId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { words: { text: string }[] }).words.map((w) => w.text);
}
