import { expect, test } from '@playwright/test';
import { createAccountWithRole, logIn, runTag, shot } from './support/product.ts';
import { E2E_SQL_CONSOLE_PASSWORD } from './support/sql-console.ts';

/** The database console (/sql-manager): a superadmin with the console password runs a query; a wrong password is refused. */
const run = runTag();

test('a superadmin runs a query in the database console after a wrong password is refused', async ({ page }, testInfo) => {
  const chief = await createAccountWithRole('superadmin', { username: `sql_${run}`, email: `sql.${run}@example.com`, password: 'chief-pass-1', fullName: 'Console Chief' });
  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/sql-manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Database Console' })).toBeVisible();

  await page.getByLabel('SQL statement', { exact: true }).fill(`select username, role, email from users where username = '${chief.username}'`);
  await page.getByLabel('Console password').fill('not-the-password');
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong console password.');
  await expect(page.getByRole('region', { name: 'Result rows' })).toHaveCount(0);

  await page.getByLabel('Console password').fill(E2E_SQL_CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Execute' }).click();
  const table = page.getByRole('region', { name: 'Result rows' });
  await expect(table.getByRole('columnheader')).toHaveText(['username', 'role', 'email']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([chief.username, 'superadmin', chief.email]);
  await expect(page.getByRole('status').filter({ hasText: 'SELECT' })).toContainText('1 row');
  await expect(page.getByRole('status').filter({ hasText: 'SELECT' })).toContainText('read-only');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shot(page, testInfo, 'sql-console-1280');

  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Result as text' })).toContainText(`(1 row)`);
  await expect(page.getByRole('region', { name: 'Result as text' })).toContainText(chief.username);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'sql-console-390');
});

test('a learner opening /sql-manager is told it is not theirs', async ({ page }) => {
  const learner = await createAccountWithRole('user', { username: `sqll_${run}`, email: `sqll.${run}@example.com`, password: 'learner-pass-1', fullName: 'Plain Learner' });
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/sql-manager');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByLabel('SQL statement', { exact: true })).toHaveCount(0);
});
