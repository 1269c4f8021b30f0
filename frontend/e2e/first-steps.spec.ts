import { expect, test } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf } from './support/wordbooks.ts';

/** A new learner's first steps, and where the dashboard invites a learner to upgrade (and where it does not). */

const run = runTag();
const PHONE = { width: 390, height: 844 };

test('a learner without a level is offered the level test on the dashboard, and it opens', async ({ browser }) => {
  const page = await signInLearner(browser, await createLearner('fs', 'free'));
  await page.goto('/dashboard');
  const start = page.getByRole('region', { name: 'Start with your level' });
  await start.getByRole('link', { name: 'Take the Level Test' }).click();
  await expect(page).toHaveURL(/\/level-test$/);
  await expect(page.getByRole('heading', { name: 'Vocabulary Level Test', level: 1 })).toBeVisible();
});

test('a learner who has a level is not offered the level test again', async ({ browser }) => {
  const page = await signInLearner(browser, await createLearner('fsl', 'free', 4));
  await page.goto('/dashboard');
  await expect(page.getByText('Please select or create a wordbook from the sidebar.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Start with your level' })).toHaveCount(0);
});

test('a Pro learner never sees "Upgrade to Pro" in the top bar; a Free learner does', async ({ browser }) => {
  const pro = await signInLearner(browser, await createLearner('fsp', 'pro', 4));
  await pro.goto('/dashboard');
  await expect(pro.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Basic Tools' })).toBeVisible();
  await expect(pro.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  const free = await signInLearner(browser, await createLearner('fsf', 'free', 4));
  await free.goto('/dashboard');
  await expect(free.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
});

test('on a phone, adding a word comes before the folded wordbook settings, and a Free learner gets no locked Bulk Generate card', async ({ browser }) => {
  const learner = await createLearner('fsm', 'free', 4);
  const page = await signInLearner(browser, learner, PHONE);
  const wordbookId = await apiOf(page, learner).createWordbook(`Phone ${run}`);
  await page.goto(`/dashboard/${wordbookId}`);
  // The add-word form starts in the first screen: its word field needs no scrolling.
  await expect(page.getByLabel('Word', { exact: true })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Bulk Generate' })).toHaveCount(0);
  // The settings are folded under one line; opening it shows them.
  const favorite = page.getByLabel('Favorite');
  await expect(favorite).toBeHidden();
  await page.locator('summary', { hasText: 'Wordbook settings' }).click();
  await expect(favorite).toBeVisible();
});
