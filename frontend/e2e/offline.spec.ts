import { expect, test } from '@playwright/test';
import { createLearner, type Learner, type LearnerSession, openAs, signInOnce } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { serviceWorkerReady } from './support/service-worker.ts';
import { apiOf, sidebar, wordCard } from './support/wordbooks.ts';

/**
 * The app offline (document 3, §2.2; document 1, §2 and §4 "Offline"): the service worker at
 * /sw.js serves the app with the network switched off, pages that need a connection say so, write
 * actions and the items that need a connection are disabled, a wordbook read earlier opens from the
 * copy saved on the device, and everything comes back when the connection does, without a reload.
 */

const OFFLINE_TEXT = 'You are currently offline. This page is only available when you are online.';
const ONLINE_ONLY = ['/study', '/basic-tools', '/level-test', '/studyplan-setup', '/account', '/billing', '/help', '/upgrade'];

const run = runTag();
let learner: Learner;
let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await createLearner('off', 'free');
  session = await signInOnce(browser, learner);
});

test('the service worker is registered at /sw.js with scope / and the web manifest makes the app installable', async ({ page, baseURL }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();

  const worker = await serviceWorkerReady(page);
  expect(worker.scope).toBe(`${baseURL}/`);
  expect(worker.script).toBe(`${baseURL}/sw.js`);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Wordbook', display: 'standalone', scope: '/' });
  const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
});

test('offline, the app opens from the service worker and a wordbook read earlier opens from this device; an unread one says so', async ({ browser }) => {
  const page = await openAs(browser, session);
  const api = apiOf(page, learner);
  const readId = await api.createWordbook(`Rivers ${run}`);
  await api.addWords(readId, ['river', 'stream']);
  await api.createWordbook(`Hills ${run}`);
  await page.goto(`/dashboard/${readId}`);
  await expect(wordCard(page, 'stream')).toBeVisible();
  await serviceWorkerReady(page);

  await page.context().setOffline(true);
  await page.goto(`/dashboard/${readId}`);
  await expect(page.getByText('Showing the copy saved on this device.')).toBeVisible();
  await expect(wordCard(page, 'river')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: new RegExp(`^Hills ${run}`) }).click();
  await expect(page.getByText('The words of this wordbook are not saved on this device, so it cannot be opened offline.')).toBeVisible();
  await page.context().close();
});

test('offline, each page that needs a connection shows the offline message instead of itself', async ({ browser }) => {
  const page = await openAs(browser, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Wordbooks' })).toBeVisible();
  await serviceWorkerReady(page);

  await page.context().setOffline(true);
  for (const path of ONLINE_ONLY) {
    await page.goto(path);
    await expect(page.getByText(OFFLINE_TEXT), path).toBeVisible();
  }
  await page.context().close();
});

test('offline, the top bar says so and disables what needs a connection; back online it all works without a reload', async ({ browser }) => {
  const page = await openAs(browser, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Wordbooks' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  await page.context().setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Study Plan' })).toHaveCount(0);
  await expect(nav.getByText('Study Plan')).toBeVisible();
  await expect(nav.getByText('Unavailable offline').first()).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Add wordbook (Unavailable offline)' })).toBeDisabled();

  await page.context().setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Add wordbook' })).toBeEnabled();
  await nav.getByRole('link', { name: 'Study Plan' }).click();
  await expect(page).toHaveURL(/\/study$/);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await page.context().close();
});

test('offline, logout shows the offline message and that logging out needs a connection; back online it logs out', async ({ browser }) => {
  const own = await createLearner('offout', 'free');
  const page = await openAs(browser, await signInOnce(browser, own));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Wordbooks' })).toBeVisible();
  await serviceWorkerReady(page);

  await page.context().setOffline(true);
  await page.goto('/logout');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByText('Logging out needs an online connection. Please reconnect and try again.').first()).toBeVisible();

  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.context().close();
});
