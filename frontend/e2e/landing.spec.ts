import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the navbar, the hero, the three plans and six key features', async ({ page }) => {
    await page.goto('/');

    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Wordbook home' })).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    await expect(page.getByRole('heading', { level: 1, name: /Keep the words you meet/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');

    const plans = page.locator('#plans');
    for (const plan of ['Free', 'Pro', 'For School']) {
      await expect(plans.getByRole('heading', { level: 3, name: plan, exact: true })).toBeVisible();
    }
    await expect(plans.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    await expect(plans.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/upgrade');

    const features = page.getByRole('region', { name: 'Everything between meeting a word and owning it' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByRole('heading', { name: 'Vocabulary level test' })).toBeVisible();

    await expect(page.getByRole('region', { name: /A notebook for new words/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('Get Started leads to the sign-up page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  });

  test('Contact Sales opens a dialog with the sales e-mail and closes it', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'Contact Sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'sales@wordbook.app' })).toHaveAttribute('href', /^mailto:sales@wordbook\.app/);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the FAQ has seven questions that expand', async ({ page }) => {
    await page.goto('/');

    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(7);

    for (let i = 0; i < 7; i += 1) {
      const question = questions.nth(i);
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(faq.getByText(/20–30 multiple-choice questions/)).toBeVisible();
    await expect(faq.getByText(/wordbook of 50 words/)).toBeVisible();

    await questions.first().click();
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the footer opens each legal page', async ({ page }) => {
    const legalPages = [
      { link: 'Terms of Service', path: '/terms-of-service', heading: 'Terms of Service' },
      { link: 'Privacy Policy', path: '/privacy-policy', heading: 'Privacy Policy' },
      { link: 'Business Information', path: '/business-info', heading: 'Business Information' },
    ];
    for (const legal of legalPages) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: legal.link }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    }
  });

  test('on a phone the navbar folds into a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Log In' })).toBeHidden();
    await navbar.getByRole('button', { name: 'Open menu' }).click();
    await expect(navbar.getByRole('link', { name: 'Log In' })).toBeVisible();
    await navbar.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('routing', () => {
  test('a protected page sends a visitor to the login page with the original path', async ({ page }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
