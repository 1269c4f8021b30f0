import { expect, test, type Page } from '@playwright/test';
import { signInAtGoogleAs } from './support/mock-google.ts';
import { createAccountWithRole, runOps, runTag } from './support/product.ts';

/**
 * Google sign-in through the real UI: the button is a full-page link to /auth/google, the
 * product redirects to the OpenID provider (oauth2-mock-server on E2E_PORT + 1, which approves
 * at once), exchanges the code with PKCE, verifies the ID token and signs the account in.
 */
const run = runTag();

const profileValue = (page: Page, term: string) => page.locator('.profile-list div').filter({ has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition');

test('a new Google account: Continue with Google creates it, signs it in on /dashboard, and /account marks the e-mail (Google)', async ({ page, context }) => {
  const identity = { sub: `google-new-${run}`, email: `gwen.${run}@gmail.example`, email_verified: true, name: 'Gwen  Stacy' };
  await signInAtGoogleAs(context, identity);

  await page.goto('/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toHaveAttribute('href', /^\/auth\/google\?device_id=[^&]+&returnTo=%2Fdashboard$/);
  await google.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Profile menu for Gwen Stacy' })).toBeVisible();

  await page.goto('/account');
  await expect(profileValue(page, 'Email')).toHaveText(`${identity.email} (Google)`);
  await expect(profileValue(page, 'Username')).toHaveText(`gwen.${run}`);
  await expect(profileValue(page, 'Full name')).toHaveText('Gwen Stacy');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveCount(0);

  // Signing in again with the same Google account, from the sign-up page, opens the same account.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account');
  await expect(profileValue(page, 'Username')).toHaveText(`gwen.${run}`);
});

test('an existing account is linked by its verified e-mail, and Google returns to the page that asked for the login', async ({ page, context }) => {
  const learner = await createAccountWithRole('user', { username: `link_${run}`, email: `linda.${run}@example.com`, password: 'linda-pass-1', fullName: 'Linda Park' });
  await signInAtGoogleAs(context, { sub: `google-link-${run}`, email: learner.email, email_verified: true, name: 'Someone Else' });

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(profileValue(page, 'Username')).toHaveText(learner.username);
  await expect(profileValue(page, 'Full name')).toHaveText('Linda Park');
  await expect(profileValue(page, 'Email')).toHaveText(`${learner.email} (Google)`);
});

test('a Google account without a verified e-mail is refused on /login with a readable message', async ({ page, context }) => {
  await signInAtGoogleAs(context, { sub: `google-unverified-${run}`, email: `unverified.${run}@example.com`, email_verified: false });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toHaveText('Your Google account has no verified email address.');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('a banned account that signs in with Google is sent to /status-error, which explains the ban', async ({ page, context }) => {
  const learner = await createAccountWithRole('user', { username: `bang_${run}`, email: `bango.${run}@example.com`, password: 'bango-pass-1', fullName: 'Bo Bango' });
  runOps('users', 'set-status', '--username', learner.username, '--status', 'banned');
  await signInAtGoogleAs(context, { sub: `google-banned-${run}`, email: learner.email, email_verified: true });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/status-error/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been banned' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Log In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});
