import { expect, type Locator, type Page, test } from '@playwright/test';
import { createLearner, type Learner } from './support/learners.ts';
import { feedback, solveCaptcha } from './support/product.ts';

/**
 * The login and sign-up pages are rendered at build time (fast first load): a visitor sees the form
 * and can start typing before any script has run, and nothing typed is lost when the app takes
 * the page over.
 */

let learner: Learner;
test.beforeAll(async () => {
  learner = await createLearner('pre', 'free');
});

test('with JavaScript off, the login and sign-up pages still show their styled forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page).toHaveTitle('Log In · Wordbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(page.getByLabel('Username or email')).toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
  // The house style is there before the app: the brand-coloured submit button.
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toHaveCSS('background-color', 'rgb(79, 70, 229)');

  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up · Wordbook');
  for (const label of ['Full name', 'Username', 'Email', 'Confirm password']) await expect(page.getByLabel(label)).toBeEditable();
  await context.close();
});

/** Keeps the app's code from arriving until the returned function is called. */
async function holdAppBack(page: Page): Promise<() => void> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route('**/assets/mount-app-*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

test('what a visitor typed and ticked before the app started is what logs in', async ({ page, context }) => {
  // Hold the app back until the form has been filled, as on a slow phone.
  const releaseApp = await holdAppBack(page);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Remember me').check();
  await expect(page.locator('altcha-widget').getByRole('checkbox')).toHaveCount(0);

  releaseApp();
  await solveCaptcha(page);
  await expect(page.getByLabel('Username or email')).toHaveValue(learner.email);
  await expect(page.getByLabel('Remember me')).toBeChecked();
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.httpOnly && cookie.expires > Date.now() / 1000 + 7 * 24 * 3600)).toBe(true);
});

test('a press of Log In before the app started is answered once it runs', async ({ page }) => {
  const releaseApp = await holdAppBack(page);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(learner.username);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // The browser did not send the form itself (it would have reloaded the page with the fields in its address).
  await expect(page).toHaveURL(/\/login$/);

  releaseApp();
  await expect(feedback(page, 'login-password')).toHaveText('Please enter your password.');
  await expect(page.getByLabel('Username or email')).toHaveValue(learner.username);
});

/**
 * Opens `/` with the app's code held back, presses `target` (which starts the app), lets the code
 * arrive, holds the press until the app has replaced the markup under it, then releases.
 */
async function holdAcrossTakeover(page: Page, target: (page: Page) => Locator) {
  const releaseApp = await holdAppBack(page);
  await page.goto('/');
  const element = target(page);
  await element.scrollIntoViewIfNeeded();
  const old = await element.elementHandle();
  const box = (await element.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseApp();
  await expect.poll(() => old!.evaluate((node) => node.isConnected)).toBe(false);
  await page.mouse.up();
  await page.unroute('**/assets/mount-app-*.js');
}

test.describe(() => {
  // The app's code must come from the network, where the test holds it, not from a service worker's cache.
  test.use({ serviceWorkers: 'block' });

  test("a press held while the app takes the page over is finished on the app's button or link", async ({ page }) => {
    await holdAcrossTakeover(page, (p) => p.getByRole('button', { name: 'Contact Sales' }));
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();

    await holdAcrossTakeover(page, (p) => p.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }));
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
