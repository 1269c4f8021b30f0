import { expect, test } from '@playwright/test';
import { createLearner } from './support/learners.ts';
import { createAccountWithRole, logIn, runOps, runTag } from './support/product.ts';

/**
 * Banned and suspended accounts (document 1 §2, §6): the operator changes the status with
 * `npm run ops -- users set-status`; the learner's open session is refused from the next page
 * on and lands on /status-error, which explains the state; a login is refused the same way.
 */
const run = runTag();

test('a signed-in learner who gets banned is sent to /status-error at the next page, which explains the ban; logging out leaves it', async ({ page }) => {
  const learner = await createLearner('ban', 'free');
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  runOps('users', 'set-status', '--username', learner.username, '--status', 'banned');
  // An in-app navigation (no page load): the refused API call makes the shell re-read the session.
  await page.getByRole('button', { name: /^Profile menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Account Setting' }).click();
  await expect(page).toHaveURL(/\/status-error$/);
  const explanation = page.getByRole('region', { name: 'Your account has been banned' });
  await expect(explanation.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(explanation.getByText(`The account ${learner.username} was closed for breaking the Terms of Service.`)).toBeVisible();
  await expect(explanation.getByRole('link', { name: 'support@wordbook.app' })).toHaveAttribute('href', /^mailto:support@wordbook\.app$/);
  // Every protected page, not only the one asked for, leads to the same explanation.
  await page.goto('/study');
  await expect(page).toHaveURL(/\/status-error$/);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a banned learner who logs in is sent to /status-error, which leads back to Log In', async ({ page }) => {
  const learner = await createLearner('banl', 'free');
  runOps('users', 'set-status', '--username', learner.username, '--status', 'banned');
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/status-error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been banned' })).toBeVisible();
  await expect(page.getByText('This account was closed for breaking the Terms of Service.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a suspended learner sees why at the next page; once active again the same session works', async ({ page }) => {
  const learner = await createAccountWithRole('user', { username: `sus_${run}`, email: `sus.${run}@example.com`, password: 'paused-pass-1', fullName: 'Sue Spended' });
  await page.goto('/login');
  await logIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  runOps('users', 'set-status', '--username', learner.username, '--status', 'suspended');
  await page.reload();
  await expect(page).toHaveURL(/\/status-error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  await expect(page.getByText(`The account ${learner.username} is paused for now. Your wordbooks are kept safe.`)).toBeVisible();

  runOps('users', 'set-status', '--username', learner.username, '--status', 'active');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Profile menu for Sue Spended' })).toBeVisible();
});

test('a suspended learner who logs in is sent to /status-error', async ({ page }) => {
  const learner = await createLearner('susl', 'free');
  runOps('users', 'set-status', '--username', learner.username, '--status', 'suspended');
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/status-error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
});
