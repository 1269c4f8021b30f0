import { expect, test } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { createAccountWithRole, logIn, runTag, shot } from './support/product.ts';

/**
 * Maintenance mode (DESIGN "Pages the spec only names", /superadmin/system): while it is on a
 * signed-in learner sees the maintenance page and the API refuses their calls; the superadmin
 * keeps working and switches it off again, and the audit log keeps both switches.
 * Runs in the `alone` project, after every other spec: it refuses every learner's call.
 */
const run = runTag();

test('a superadmin turns maintenance on and off; the learner sees the maintenance page meanwhile', async ({ browser, page }, testInfo) => {
  const chief = await createAccountWithRole('superadmin', { username: `mnt_${run}`, email: `mnt.${run}@example.com`, password: 'chief-pass-1', fullName: 'Maint Chief' });
  const learner = await createLearner('mntl', 'free');
  const learnerPage = await signInLearner(browser, learner);

  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/superadmin/system');
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await page.getByLabel('Message learners see').fill('Back in ten minutes.');
  await page.getByRole('button', { name: 'Enable Maintenance Mode' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Maintenance mode: on' })).toBeVisible();

  await learnerPage.reload();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
  await expect(learnerPage.getByText('Back in ten minutes.')).toBeVisible();
  const refused = await learnerPage.request.get('/api/wordbooks');
  expect([refused.status(), (await refused.json()).message]).toEqual([503, 'Back in ten minutes.']);
  await shot(learnerPage, testInfo, 'maintenance-1280');
  await learnerPage.setViewportSize({ width: 390, height: 844 });
  await shot(learnerPage, testInfo, 'maintenance-390');
  await learnerPage.setViewportSize({ width: 1280, height: 900 });

  // staff keep working meanwhile
  await page.goto('/superadmin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Sessions' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.goto('/superadmin');
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance mode is on' })).toBeVisible();
  await page.getByRole('button', { name: 'Disable Maintenance Mode' }).click();
  await page.getByRole('dialog', { name: 'Disable maintenance mode' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable Maintenance Mode' })).toBeVisible();

  await learnerPage.getByRole('button', { name: 'Check again' }).click();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeHidden();
  await learnerPage.goto('/dashboard');
  await expect(learnerPage.getByRole('button', { name: /^Profile menu for/ })).toBeVisible();
  await expect(learnerPage.getByRole('button', { name: 'Add wordbook' })).toBeVisible();
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toHaveCount(0);

  await page.goto('/superadmin/logs');
  await page.getByLabel('Action').fill('maintenance.');
  await page.getByLabel('By').fill(chief.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Maintenance off' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Maintenance on' })).toContainText('"Back in ten minutes."');
});
