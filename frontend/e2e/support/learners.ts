import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lookupWord, rankOf } from '@wordbook/sql/queries/lexicon';
import { sql } from '@wordbook/sql/sql-tag';
import { cleanGloss } from '@wordbook/core/rules/content-gate';
import { z } from 'zod';
import { createOrResetAccount } from '../../../ops/src/create-account.ts';
import { withProductDatabase } from './database.ts';
import { logIn, runTag } from './product.ts';

/**
 * Learners for the browser tests, made with the operators' account code (ops/src/create-account.ts)
 * on the product's database, and a test-only lookup of the lexicon the product uses, so a
 * scripted learner can answer like someone who knows exactly the words ranked below their
 * vocabulary size.
 */

export type Learner = { username: string; email: string; password: string; plan: 'free' | 'pro'; level: number | null; deviceId: string };

/** A learner account (role user) on `plan`, with `level` already set (null: never took the test). */
export async function createLearner(prefix: string, plan: 'free' | 'pro', level: number | null = null): Promise<Learner> {
  const tag = runTag();
  const learner: Learner = {
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@example.com`,
    password: `${prefix}-pass-1`,
    plan,
    level,
    deviceId: `e2e-${prefix}-${tag}`,
  };
  const account = { email: learner.email, username: learner.username, fullName: 'Level Learner', role: 'user' as const, plan, password: learner.password };
  await withProductDatabase(async (pool) => {
    const id = await createOrResetAccount(pool, account);
    await pool.query(sql.type(z.object({}))`update users set level = ${level} where id = ${id}`);
  });
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

/** Looks the words up in the product's lexicon tables. */
export async function lookUpWords(words: string[]): Promise<WordFacts[]> {
  return withProductDatabase((pool) =>
    Promise.all(
      words.map(async (text) => ({
        text,
        rank: await rankOf(pool, text),
        // as the test's options show them (content-gate.ts cleans WordNet's markup)
        glosses: ((await lookupWord(pool, text))?.senses ?? []).map((s) => cleanGloss(s.gloss)),
      })),
    ),
  );
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
