import { expect, test } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, sidebar } from './support/wordbooks.ts';

/** Small things a new learner noticed: dialogs, names, notices, headers, help, plan buttons, the phone menu and remembered choices. */

const run = runTag();

test('a long unbroken word stays inside the delete dialog', async ({ browser }) => {
  const learner = await createLearner('plw', 'free', 4);
  const page = await signInLearner(browser, learner, { width: 390, height: 844 });
  const api = apiOf(page, learner);
  const wordbookId = await api.createWordbook(`Long ${run}`);
  const long = 'pneumonoultramicroscopicsilicovolcanoconiosis';
  await api.addWords(wordbookId, [long]);
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('button', { name: `Delete “${long}”` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.dialog-text')).toBeVisible();
  // Both edges are read in one frame: the dialog scales in as it opens, so two separate reads can straddle a frame.
  const [textRight, dialogRight] = await dialog.evaluate((element) => [
    element.querySelector('.dialog-text')!.getBoundingClientRect().right,
    element.getBoundingClientRect().right,
  ]);
  expect(textRight).toBeLessThanOrEqual(dialogRight);
});

test('the sidebar shows a cut wordbook name whole on hover', async ({ browser }) => {
  const learner = await createLearner('pln', 'free', 4);
  const page = await signInLearner(browser, learner);
  const name = `Spring term reading list, unit three ${run}`;
  await apiOf(page, learner).createWordbook(name);
  await page.goto('/dashboard');
  await expect(sidebar(page).locator('.wb-nav__name', { hasText: name })).toHaveAttribute('title', name);
});

test('the word order is remembered after a reload', async ({ browser }) => {
  const learner = await createLearner('pls', 'free', 4);
  const page = await signInLearner(browser, learner);
  const api = apiOf(page, learner);
  const wordbookId = await api.createWordbook(`Sort ${run}`);
  await api.addWords(wordbookId, ['pear', 'apple']);
  await page.goto(`/dashboard/${wordbookId}`);
  await page.locator('.sort-select__dropdown').click();
  await page.getByRole('option', { name: 'A to Z' }).click();
  await page.reload();
  await expect(page.locator('.sort-select__dropdown')).toContainText('A to Z');
  await expect(page.locator('.word-card h3').first()).toHaveText('apple');
});

test('Help & Support answers common questions, under the top bar with room to breathe', async ({ page }) => {
  await page.goto('/help');
  const heading = page.getByRole('heading', { level: 1, name: 'Help & Support' });
  const nav = (await page.locator('header.topbar').boundingBox())!;
  expect((await heading.boundingBox())!.y - (nav.y + nav.height)).toBeGreaterThanOrEqual(24);
  const faq = page.getByRole('region', { name: 'Help articles' });
  await expect(faq.getByRole('button').first()).toBeVisible();
  await faq.getByRole('button').first().click();
  await expect(faq.locator('.p-accordion-content').first()).toBeVisible();
});

test('the three plan buttons on the landing page sit on one line', async ({ page }) => {
  await page.goto('/#plans');
  const plans = page.locator('.plan-card__button');
  await expect(plans).toHaveCount(3);
  const tops = await plans.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
});

test('Escape closes the phone menu', async ({ browser }) => {
  const page = await signInLearner(browser, await createLearner('plm', 'free', 4), { width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('complementary', { name: 'Menu' }).or(page.locator('.app-drawer'));
  await expect(menu.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.app-drawer')).toHaveCount(0);
});

test('a notice does not cover the top card of the page', async ({ browser }) => {
  const learner = await createLearner('plt', 'free', 4);
  const page = await signInLearner(browser, learner);
  await page.goto('/dashboard');
  await page.route('**/api/wordbooks', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await sidebar(page).getByRole('button', { name: 'Add wordbook' }).click();
  const form = page.getByRole('dialog', { name: 'New wordbook' });
  await form.getByLabel('Name').fill(`Failing ${run}`);
  await form.getByRole('button', { name: 'Create' }).click();
  const notice = page.locator('.notice').first();
  await expect(notice).toBeVisible();
  const top = (await page.locator('.dashboard__sidebar').boundingBox())!;
  const box = (await notice.boundingBox())!;
  expect(box.y).toBeGreaterThan(top.y + top.height);
});
