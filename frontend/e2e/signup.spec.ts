import { expect, test, type Page } from '@playwright/test';
import { createLearner, signInLearner, type Learner } from './support/learners.ts';
import { feedback, latestMail, runTag, solveCaptcha } from './support/product.ts';

/**
 * Sign-up through the real UI: the live field messages of document 1 §5, what a submit without
 * the terms or the captcha says, the providers, and the e-mailed code that signs the learner in.
 */

const run = runTag();
let existing: Learner;
test.beforeAll(async () => {
  existing = await createLearner('sgx', 'free');
});

const submit = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true });

/** Fills every field with a valid value; `account` for a real sign-up. */
async function fillValidForm(page: Page, account = { fullName: 'Ana Lima', username: `free_${run}`, email: `free.${run}@example.com`, password: 'secret-1' }) {
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await expect(feedback(page, 'signup-username')).toHaveText('Username is available.');
  await expect(feedback(page, 'signup-email')).toHaveText('Email is available.');
}

test('a full name with digits, or a misleading one, gets its message and blocks submit', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('R2 D2');
  await expect(feedback(page, 'signup-full-name')).toHaveText('Full name can only contain letters and spaces (2–50 chars).');
  await expect(submit(page)).toBeDisabled();
  await page.getByLabel('Full name').fill('Moderator Bob');
  await expect(feedback(page, 'signup-full-name')).toHaveText('This full name is not allowed.');
  await page.getByLabel('Full name').fill('Ana Lima');
  await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a username in a bad format, taken or reserved gets its message; a free one is available', async ({ page }) => {
  await page.goto('/signup');
  const username = page.getByLabel('Username');
  await username.fill('ab');
  await expect(feedback(page, 'signup-username')).toHaveText('Invalid username format.');
  // The rule is written under the field, so the message is never a riddle.
  await expect(username).toHaveAccessibleDescription(/3 to 20 characters: letters, digits, dot \(\.\), underscore \(_\) or hyphen \(-\)\./);
  await username.fill(existing.username);
  await expect(feedback(page, 'signup-username')).toHaveText('This username is already taken.');
  await username.fill('support');
  await expect(feedback(page, 'signup-username')).toHaveText('This username is reserved or may be misleading.');
  await username.fill(`free_${run}`);
  await expect(feedback(page, 'signup-username')).toHaveText('Username is available.');
});

test('an e-mail in a bad format or already in use gets its message; a new one is available', async ({ page }) => {
  await page.goto('/signup');
  const email = page.getByLabel('Email');
  await email.fill('ana@example');
  await expect(feedback(page, 'signup-email')).toHaveText('Invalid email format. Please check again.');
  await email.fill(existing.email);
  await expect(feedback(page, 'signup-email')).toHaveText('This email is already in use.');
  await email.fill(`free.${run}@example.com`);
  await expect(feedback(page, 'signup-email')).toHaveText('Email is available.');
});

test('a password too short or too long gets its message, and the confirmation must match', async ({ page }) => {
  await page.goto('/signup');
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
  await expect(submit(page)).toBeDisabled();
  await confirm.fill('secret-1');
  await expect(feedback(page, 'signup-confirm')).toHaveText('Passwords match.');
});

test('a submit without the terms or the captcha says what is missing', async ({ page }) => {
  await page.goto('/signup');
  await fillValidForm(page);
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page.locator('#signup-terms-feedback')).toHaveText('You must accept the terms and conditions.');
  await expect(page.locator('#captcha-feedback')).toHaveText('Please complete the captcha verification.');
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms-of-service');
});

test('the Google button follows the server; Apple is always disabled', async ({ page, request }) => {
  await page.goto('/signup');
  // A link when Google is configured (as for these tests, see google-sign-in.spec.ts), else disabled with its note.
  const providers = (await (await request.get('/api/auth/providers')).json()) as { google: boolean };
  if (providers.google) {
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', /^\/auth\/google\?device_id=/);
  } else {
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toHaveAccessibleDescription('Google sign-in is not configured on this server.');
  }
  await expect(page.getByRole('button', { name: 'Sign up with Apple' })).toBeDisabled();
});

test('signing up e-mails a code; a wrong one is refused, the right one signs the learner in on /dashboard', async ({ page, request }) => {
  const account = { fullName: 'Ana Lima', username: `ana_${run}`, email: `ana.${run}@example.com`, password: 'first-pass-1' };
  await page.goto('/signup');
  await fillValidForm(page, account);
  await page.getByLabel(/I accept the/).check();
  await solveCaptcha(page);
  await submit(page).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend code \(\d+s\)/ })).toBeDisabled();

  const mail = await latestMail(request, account.email, 'signup-code');
  const code = /\b(\d{6})\b/.exec(mail)![1]!;
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.locator('#verify-code-feedback')).not.toBeEmpty();

  // Spaces and letters typed into the code are dropped.
  await dialog.getByLabel('Verification code').fill(`${code.slice(0, 3)} x${code.slice(3)}`);
  await expect(dialog.getByLabel('Verification code')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Profile menu for ${account.fullName}` })).toBeVisible();
});

test('a signed-in learner who opens the sign-up page goes to /dashboard', async ({ browser }) => {
  const page = await signInLearner(browser, existing);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('the password fields are as wide as the other fields', async ({ page }) => {
  await page.goto('/signup');
  const width = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())!.width;
  const email = await width('Email');
  expect(Math.abs((await width('Password')) - email)).toBeLessThan(2);
  expect(Math.abs((await width('Confirm password')) - email)).toBeLessThan(2);
});
