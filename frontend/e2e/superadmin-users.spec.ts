import { expect, test } from '@playwright/test';
import { createAccountWithRole, logIn, runTag, shot } from './support/product.ts';

/** Document 1 §2, §6: the superadmin finds a user by server-side search; others are sent to login. */
const run = runTag();

test('a superadmin finds a learner by search in the users table', async ({ page }, testInfo) => {
  const chief = await createAccountWithRole('superadmin', { username: `chf_${run}`, email: `chf.${run}@example.com`, password: 'chief-pass-1', fullName: 'Chief Admin' });
  const learner = await createAccountWithRole('user', { username: `usr_${run}`, email: `usr.${run}@example.com`, password: 'learner-pass-1', fullName: 'Found Learner' });

  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/superadmin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Sessions' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill(learner.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: learner.email })).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await shot(page, testInfo, 'users-1366');
  await expect(page.getByTestId('ad-slot')).toHaveCount(0); // staff pages carry no ad, whatever the account's plan

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'users-390');
  // On a phone the rows stack: neither the page nor the table scrolls sideways, long e-mails wrap.
  const table = page.locator('.superadmin-table .p-datatable-wrapper');
  await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test('a superadmin sorts the users table by a column and narrows it to a created range', async ({ page }) => {
  const chief = await createAccountWithRole('superadmin', { username: `chs_${run}`, email: `chs.${run}@example.com`, password: 'chief-pass-1', fullName: 'Chief Sorter' });
  for (const letter of ['a', 'b']) {
    await createAccountWithRole('user', { username: `srt_${run}_${letter}`, email: `srt.${run}.${letter}@example.com`, password: 'learner-pass-1', fullName: `Sorted ${letter}` });
  }
  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/superadmin/users');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(`srt_${run}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const firstRow = page.getByRole('row').nth(1);
  await expect(page.getByRole('row')).toHaveCount(3);

  await page.getByRole('columnheader', { name: 'Username' }).click();
  await expect(firstRow).toContainText(`srt_${run}_a`);
  await page.getByRole('columnheader', { name: 'Username' }).click();
  await expect(firstRow).toContainText(`srt_${run}_b`);

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Created from').fill(tomorrow);
  await expect(page.getByText('No users match.')).toBeVisible();
  await page.getByLabel('Created from').fill('');
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('the statistics totals lead to the users and sessions tabs, and the dashboard\'s recent issues to the logs', async ({ page }) => {
  const chief = await createAccountWithRole('superadmin', { username: `cht_${run}`, email: `cht.${run}@example.com`, password: 'chief-pass-1', fullName: 'Chief Counter' });
  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.getByRole('region', { name: 'Recent issues' }).getByRole('link', { name: 'Open the logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();

  await page.goto('/superadmin/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Statistics' })).toBeVisible();
  await page.getByRole('link', { name: /Banned accounts$/ }).click();
  await expect(page).toHaveURL(/\/superadmin\/users\?tab=users&status=banned$/);
  await expect(page.locator('.p-dropdown:has(#users-status)')).toContainText('banned');
  await page.goBack();
  await page.getByRole('link', { name: /Active sessions$/ }).click();
  await expect(page).toHaveURL(/\/superadmin\/users\?tab=sessions$/);
  await expect(page.getByLabel('Search sessions')).toBeVisible();
});

test('a learner opening /superadmin/users is sent to login', async ({ page }) => {
  const learner = await createAccountWithRole('user', { username: `lrn_${run}`, email: `lrn.${run}@example.com`, password: 'learner-pass-1', fullName: 'Plain Learner' });
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/superadmin/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsuperadmin%2Fusers$/);
});
