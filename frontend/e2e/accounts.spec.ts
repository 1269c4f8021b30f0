import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Accounts through the real UI: sign-up with the live field messages of document 1 §5, the
 * e-mailed code, login by username and by e-mail, role routing, account settings, password
 * reset and account deletion. The tests share one learner, in order: each step starts from
 * what the previous one left (the account, and its current password).
 */
test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

const learner = {
  fullName: 'Ana Lima',
  username: `ana_${run}`,
  email: `ana.${run}@example.com`,
  password: 'first-pass-1',
};
const chief = { username: `chief_${run}`, email: `chief.${run}@example.com`, password: 'chief-pass-1' };

/** The database the product under test uses, as frontend/playwright.config.ts chooses it. */
function productDatabaseEnv(): Record<string, string> {
  if (process.env.DATABASE_URL && process.env.E2E_DB_NAME) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${process.env.E2E_DB_NAME}`;
    return { DATABASE_URL: url.toString() };
  }
  return { DATA_DIR: path.join(repoRoot, '.data', 'e2e') };
}

test.beforeAll(() => {
  // A superadmin is made by the operators' CLI, never through sign-up.
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'ops/src/cli.ts', 'users', 'create-superadmin', '--email', chief.email, '--username', chief.username, '--password', chief.password],
    { cwd: repoRoot, env: { ...process.env, ...productDatabaseEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn' }, stdio: 'pipe', timeout: 60_000 },
  );
});

/** Ticks the ALTCHA widget and waits until the browser has solved its proof of work. */
async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

/** The newest e-mail of `kind` sent to `to`, from the development mailbox. */
async function latestMail(request: APIRequestContext, to: string, kind: string) {
  let found: { text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/mailbox', { params: { to, limit: 10 } });
        const body = (await res.json()) as { messages: { kind: string; text: string }[] };
        found = body.messages.find((m) => m.kind === kind);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!.text;
}

async function logIn(page: Page, credential: string, password: string, options: { remember?: boolean } = {}) {
  await page.getByLabel('Username or email').fill(credential);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

const feedback = (page: Page, inputId: string) => page.locator(`#${inputId}-feedback`);

test('sign-up shows the document 1 §5 message for each bad value, and blocks submit while one is invalid', async ({ page, request }) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

  await page.getByLabel('Full name').fill('R2 D2');
  await expect(feedback(page, 'signup-full-name')).toHaveText('Full name can only contain letters and spaces (2–50 chars).');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Full name').fill('Moderator Bob');
  await expect(feedback(page, 'signup-full-name')).toHaveText('This full name is not allowed.');
  await page.getByLabel('Full name').fill('Ana Lima');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');

  const username = page.getByLabel('Username');
  await username.fill('ab');
  await expect(feedback(page, 'signup-username')).toHaveText('Invalid username format.');
  await username.fill(chief.username);
  await expect(feedback(page, 'signup-username')).toHaveText('This username is already taken.');
  await username.fill('support');
  await expect(feedback(page, 'signup-username')).toHaveText('This username is reserved or may be misleading.');
  await username.fill(`free_${run}`);
  await expect(feedback(page, 'signup-username')).toHaveText('Username is available.');

  const email = page.getByLabel('Email');
  await email.fill('ana@example');
  await expect(feedback(page, 'signup-email')).toHaveText('Invalid email format. Please check again.');
  await email.fill(chief.email);
  await expect(feedback(page, 'signup-email')).toHaveText('This email is already in use.');
  await email.fill(`free.${run}@example.com`);
  await expect(feedback(page, 'signup-email')).toHaveText('Email is available.');

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('12345');
  await expect(feedback(page, 'signup-password')).toHaveText('Password must be at least 6 characters.');
  await password.fill('x'.repeat(51));
  await expect(feedback(page, 'signup-password')).toHaveText('Password is too long. (max 50 chars)');
  await password.fill('secret-1');
  await expect(feedback(page, 'signup-password')).toHaveText('Password length is OK.');

  const confirm = page.getByLabel('Confirm password');
  await confirm.fill('secret-2');
  await expect(feedback(page, 'signup-confirm')).toHaveText('Passwords do not match.');
  await expect(submit).toBeDisabled();
  await confirm.fill('secret-1');
  await expect(feedback(page, 'signup-confirm')).toHaveText('Passwords match.');

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.locator('#signup-terms-feedback')).toHaveText('You must accept the terms and conditions.');
  await expect(page.locator('#captcha-feedback')).toHaveText('Please complete the captcha verification.');
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms-of-service');
  // The Google button follows the server: a link when Google is configured (as for these tests,
  // see google-sign-in.spec.ts), else disabled with its note. The second provider is always disabled.
  const providers = (await (await request.get('/api/auth/providers')).json()) as { google: boolean };
  if (providers.google) {
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', /^\/auth\/google\?device_id=/);
  } else {
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
  }
  await expect(page.getByRole('button', { name: 'Sign up with Apple' })).toBeDisabled();
});

test('signing up sends a code by e-mail; entering it signs the learner in on /dashboard', async ({ page, request }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(learner.fullName);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel(/I accept the/).check();
  await expect(feedback(page, 'signup-email')).toHaveText('Email is available.');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend code \(\d+s\)/ })).toBeDisabled();

  const mail = await latestMail(request, learner.email, 'signup-code');
  const code = /\b(\d{6})\b/.exec(mail)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Verification code').fill(wrong);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.locator('#verify-code-feedback')).not.toBeEmpty();

  await dialog.getByLabel('Verification code').fill(`${code.slice(0, 3)} x${code.slice(3)}`);
  await expect(dialog.getByLabel('Verification code')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Profile menu for ${learner.fullName}` })).toBeVisible();

  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after logging out, a wrong password says Invalid credentials.; the right one logs in by username', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, learner.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials.');
  await expect(page.locator('altcha-widget [data-state]').first()).not.toHaveAttribute('data-state', 'verified');

  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('logging in by e-mail with remember me keeps a persistent session cookie', async ({ page, context }) => {
  await page.goto('/login?error=Google%20sign-in%20is%20not%20available%20yet.');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in is not available yet.');

  await page.getByLabel('Username or email').fill('ana@example');
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(feedback(page, 'login-credential')).toHaveText('Invalid email format.');

  await logIn(page, learner.email, learner.password, { remember: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.httpOnly && cookie.expires > Date.now() / 1000 + 7 * 24 * 3600)).toBe(true);
});

test('a superadmin lands on /superadmin; a learner goes back to the page that asked for login', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test('account settings change the full name, the definition language and the password', async ({ page }) => {
  await page.goto('/login?redirect=%2Faccount');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('No valid changes to save.')).toBeVisible();
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Full name').fill('Ana  Lima');
  await expect(feedback(page, 'account-full-name')).toHaveText('No changes to Full Name.');
  await page.getByLabel('Full name').fill('Ana 9');
  await expect(feedback(page, 'account-full-name')).toHaveText('Full name can only contain letters and spaces (2–50 chars).');
  await page.getByLabel('Full name').fill('Ana Souza');
  await page.locator('.wb-dropdown').click();
  await page.getByRole('option', { name: 'Korean — 한국어' }).click();
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
  await expect(page.locator('.profile-list')).toContainText('Ana Souza');
  await expect(page.locator('.profile-list')).toContainText('Korean — 한국어');
  await expect(page.getByRole('button', { name: 'Profile menu for Ana Souza' })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByLabel('New password', { exact: true }).fill('abc12');
  await expect(feedback(page, 'password-new')).toHaveText('Password must be at least 6 characters.');
  await page.getByLabel('New password', { exact: true }).fill('abc123');
  await expect(feedback(page, 'password-new')).toHaveText('Password length is OK.');
  await page.getByLabel('Confirm new password').fill('abc123');
  await expect(feedback(page, 'password-confirm')).toHaveText('Passwords match.');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(feedback(page, 'password-new')).toHaveText('New password must be at least 8 characters.');

  learner.password = 'second-pass-2';
  await page.getByLabel('New password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm new password').fill(learner.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: the e-mailed link sets a new password that logs in', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account uses that email, we have sent it a link to reset the password.')).toBeVisible();

  const mail = await latestMail(request, learner.email, 'password-reset');
  const token = /\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(`/forgot-password?token=${token}`);
  learner.password = 'third-pass-3';
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(feedback(page, 'reset-password')).toHaveText('Password must be at least 8 characters.');
  await page.getByLabel('New password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm new password').fill(learner.password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Log In' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('deleting the account signs out to the home page, and its login no longer works', async ({ page }) => {
  await page.goto('/login?redirect=%2Faccount');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.locator('#delete-password-feedback')).toHaveText('The password is incorrect.');
  await dialog.getByLabel('Password', { exact: true }).fill(learner.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials.');
});
