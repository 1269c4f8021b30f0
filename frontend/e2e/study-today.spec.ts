import { expect, test } from '@playwright/test';
import { createLearner, openAs, signInOnce } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * The today page for a learner with no plan (document 3, §2.4): the 'Study Plan setup required'
 * modal cannot be closed, by Escape or otherwise, and 'Go to Setup' opens the wizard.
 */

test('a learner with no plan meets the setup-required modal and goes to setup', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('stn', 'free'));
  for (const width of [390, 1366]) {
    const page = await openAs(browser, session, { width, height: 844 });
    await page.goto('/study');
    const modal = page.getByRole('dialog', { name: 'Study Plan setup required' });
    await expect(modal).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Study Plan — Today' })).toBeVisible();
    await expect(modal.getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await shot(page, testInfo, `today-setup-required-${width}`);
    await modal.getByRole('button', { name: 'Go to Setup' }).click();
    await expect(page).toHaveURL(/\/study\/setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Study Plan' })).toBeVisible();
    await page.close();
  }
});

test('a learner with an active plan sees today in the plan’s zone, the counts and the to-do list', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('sta', 'free'));
  const page = await openAs(browser, session, { width: 1366, height: 900 });
  await page.goto('/dashboard');
  const every = { Mon: true, Tue: true, Wed: true, Thu: true, Fri: true, Sat: true, Sun: true };
  const created = await page.request.post('/api/study-plans', { data: { startNow: true, timezone: 'Asia/Seoul', daysOfWeek: every, wordsPerDay: 12 } });
  expect(created.ok()).toBe(true);
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Plan — Today' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Study Plan setup required' })).toHaveCount(0);
  const seoulToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  await expect(page.locator('.study-today__date time')).toHaveText(seoulToday);
  await expect(page.getByText('New: 12')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's To-Do" })).toBeVisible();
  await expect(page.locator('.study-todo__row').first()).toBeVisible();
  await shot(page, testInfo, 'today-active-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-active-390');
  await page.close();
});
