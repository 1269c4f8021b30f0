import { expect, test } from '@playwright/test';
import { createAccountWithRole, logIn, runTag, type TAccount } from './support/product.ts';

/**
 * Document 1 §2: after login each role goes to its own home — admin /admin, support /support,
 * moderator /moderator — whatever page asked for the login; a learner goes back to that page.
 * (accounts.spec.ts covers the superadmin, signup.spec.ts the learner who signed up.)
 */
const run = runTag();
const staff = [
  { role: 'admin', home: '/admin', heading: 'Admin Dashboard' },
  { role: 'support', home: '/support', heading: 'Support Dashboard' },
  { role: 'moderator', home: '/moderator', heading: 'Moderator Dashboard' },
] as const;

const accountFor = (role: string): TAccount => ({
  username: `${role.slice(0, 4)}_${run}`,
  email: `${role}.${run}@example.com`,
  password: `${role}-pass-1`,
  fullName: `Staff ${role[0]!.toUpperCase()}${role.slice(1)}`,
});

for (const { role, home, heading } of staff) {
  test(`the ${role} logs in through the form and lands on ${home}, even when another page asked for the login`, async ({ page }) => {
    const account = await createAccountWithRole(role, accountFor(role));

    await page.goto('/login');
    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: `Profile menu for ${account.fullName}` })).toBeVisible();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
}

test('a learner goes to the page that asked for the login, and is refused the staff dashboards', async ({ page }) => {
  const learner = await createAccountWithRole('user', { username: `lrn_${run}`, email: `learner.${run}@example.com`, password: 'learner-pass-1', fullName: 'Lea Learner' });

  await page.goto('/study');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstudy$/);
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/study$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Study Plan' })).toBeVisible();

  for (const { home } of staff) {
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  }
});
