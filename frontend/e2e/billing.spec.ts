import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createLearner, signInOnce, openAs, type LearnerSession } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * Billing and payments through the real UI with the embedded payment sandbox (document 3, §2.6–2.10,
 * §8.3): buying each pass, a declined card, the 12-month rule, billing history with the refund
 * countdown, a refund back to Free, and the ad slot of Free learners.
 */


const PRICES = { pro_3m: ['Pro 3 Months', '₩16,519'], pro_6m: ['Pro 6 Months', '₩30,388'], pro_12m: ['Pro 12 Months', '₩54,841'] } as const;
type TPlan = keyof typeof PRICES;

const sessions = new Map<string, LearnerSession>();
/** A new Free learner, signed in once (each test that pays has its own, so passes never meet). */
async function freshLearner(browser: Browser, prefix: string, plan: 'free' | 'pro' = 'free'): Promise<LearnerSession> {
  const session = await signInOnce(browser, await createLearner(prefix, plan));
  sessions.set(prefix, session);
  return session;
}

/** Buys `plan` as the page's learner through the same calls the checkout and the sandbox widget make. */
async function buyThroughApi(page: Page, plan: TPlan): Promise<string> {
  const origin = new URL(page.url()).origin;
  const headers = { origin };
  const order = await (await page.request.post('/api/payments/orders', { data: { plan }, headers })).json();
  const widget = await (await page.request.post('/sandbox/toss/widget/pay', { data: { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName }, headers })).json();
  const confirmed = await page.request.post('/api/payments/confirm', { data: { orderId: order.orderId, paymentKey: widget.paymentKey, amount: order.amountKRW }, headers });
  expect(confirmed.status()).toBe(200);
  return order.orderId as string;
}

async function shots(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const plan of Object.keys(PRICES) as TPlan[]) {
  test(`a Free learner buys ${PRICES[plan][0]} from the upgrade page and lands on 'Payment Successful' with the order summary`, async ({ browser }, testInfo) => {
    const page = await openAs(browser, await freshLearner(browser, `buy${plan.replace('pro_', '')}`));
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { name: 'Upgrade to Pro', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('5,000 AI points a month');
    if (plan === 'pro_3m') await shots(page, testInfo, 'upgrade');
    await page.getByRole('link', { name: `Choose ${PRICES[plan][0]}` }).click();
    await expect(page).toHaveURL(new RegExp(`/payments/checkout\\?plan=${plan}$`));
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByText(PRICES[plan][1], { exact: false })).toBeVisible();
    await expect(page.getByText('1 USD = 1380 KRW')).toBeVisible();
    await expect(page.getByText(/This order link expires at/)).toBeVisible();
    await expect(page.getByText('First purchase: 14-day full refund guarantee')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay Now' });
    await expect(pay).toBeEnabled();
    if (plan === 'pro_3m') await shots(page, testInfo, 'checkout');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Payment Successful', level: 1 })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(PRICES[plan][0]);
    await expect(summary).toContainText(PRICES[plan][1]);
    await expect(summary).toContainText('paid');
    await expect(page.getByText(/full refund guarantee: you can request a refund within 14 days/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Billing' })).toBeEnabled();
    if (plan === 'pro_3m') await shots(page, testInfo, 'payment-success');
    await page.context().close();
  });
}

test("a declined card lands on 'Payment Failed' with its details, and Copy Error Details shows 'Copied ✓'", async ({ browser }, testInfo) => {
  const page = await openAs(browser, await freshLearner(browser, 'declined'));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/payments/checkout?plan=PRO_6M');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel(/Test card ending 0000/).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed', level: 1 })).toBeVisible();
  const what = page.getByRole('region', { name: 'What happened' });
  await expect(what).toContainText('REJECT_CARD_PAYMENT');
  await expect(what).toContainText('₩30,388');
  await page.getByRole('button', { name: 'Copy Error Details' }).click();
  await expect(page.getByRole('button', { name: 'Copied ✓' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Error code: REJECT_CARD_PAYMENT');
  await expect(page.getByRole('button', { name: 'Copy Error Details' })).toBeVisible({ timeout: 3000 });
  await shots(page, testInfo, 'payment-fail');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/payments\/checkout\?plan=pro_6m$/);
  await page.context().close();
});

test('the fail page falls back to UNKNOWN_ERROR, its default message and a dash for an amount that is not a number', async ({ browser }) => {
  const page = await openAs(browser, sessions.get('declined') ?? (await freshLearner(browser, 'faildefaults')));
  await page.goto('/payments/fail?amount=abc');
  await expect(page.getByRole('heading', { name: 'Payment Failed', level: 1 })).toBeVisible();
  const what = page.getByRole('region', { name: 'What happened' });
  await expect(what).toContainText('UNKNOWN_ERROR');
  await expect(what).toContainText('Payment was canceled or failed.');
  await expect(what.getByText('-', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/upgrade#plans$/);
  await page.context().close();
});

test('a 12-month pass bought while Pro runs long enough is blocked with the date it opens', async ({ browser }, testInfo) => {
  const page = await openAs(browser, await freshLearner(browser, 'blocked'));
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro', level: 1 })).toBeVisible();
  await buyThroughApi(page, 'pro_6m');
  await page.goto('/payments/checkout?plan=pro_12m');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const box = page.getByRole('alert').filter({ hasText: "You can't purchase this plan today" });
  await expect(box).toContainText(/You can buy this plan on or after \d{1,2} \w{3} \d{4}/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await shots(page, testInfo, 'checkout-blocked');
  await box.getByRole('link', { name: 'Choose a shorter plan' }).click();
  await expect(page).toHaveURL(/\/upgrade#plans$/);
  await page.context().close();
});

test("the checkout without a plan says 'Invalid plan - Please go back and choose a plan again.'", async ({ browser }) => {
  const page = await openAs(browser, sessions.get('blocked') ?? (await freshLearner(browser, 'noplan')));
  await page.goto('/payments/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Invalid plan - Please go back and choose a plan again.')).toBeVisible();
  await page.context().close();
});

test('billing shows the order, the plan change and the refund countdown; a refund returns the learner to Free', async ({ browser }, testInfo) => {
  const page = await openAs(browser, await freshLearner(browser, 'refund'));
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('billing-current-plan')).toHaveText('Free');
  const orderId = await buyThroughApi(page, 'pro_3m');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Billing & Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('billing-current-plan')).toHaveText('Pro');
  await expect(page.getByRole('heading', { name: /Refund guarantee: 13 days 23 hours left|Refund guarantee: 14 days 0 hours left/ })).toBeVisible();
  await expect(page.getByRole('table')).toContainText(orderId);
  await expect(page.getByRole('region', { name: 'Activity Timeline' })).toContainText('Purchase: plan changed to Pro');
  await page.getByRole('tab', { name: 'Plan Changes' }).click();
  await expect(page.getByRole('table')).toContainText('Pro 3 Months Pass');
  await shots(page, testInfo, 'billing');

  await page.getByRole('link', { name: 'Request a refund' }).click();
  await expect(page.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await expect(page.getByText(/Your first purchase can be fully refunded until/)).toBeVisible();
  await shots(page, testInfo, 'refund');
  await page.getByLabel('Why are you leaving Pro? (optional)').fill('Trying it out');
  await page.getByRole('button', { name: 'Request a Refund' }).click();
  await page.getByRole('dialog', { name: 'Refund your first purchase?' }).getByRole('button', { name: 'Refund and return to Free' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment was refunded. You are back on the Free plan.' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByTestId('billing-current-plan')).toHaveText('Free');
  await expect(page.getByRole('table')).toContainText('cancelled');
  await expect(page.getByRole('region', { name: 'Activity Timeline' })).toContainText('Refund: plan changed to Free');
  await page.context().close();
});

test('a Free learner sees the ad slot and a Pro learner none', async ({ browser }) => {
  const free = await openAs(browser, sessions.get('declined') ?? (await freshLearner(browser, 'adfree')));
  await free.goto('/dashboard');
  await expect(free.getByRole('complementary', { name: 'Your Wordbooks' })).toBeVisible();
  await expect(free.getByRole('complementary', { name: 'Advertisement' })).toContainText('from USD 3.31 a month'); // USD 39.74 for 12 months (§9.2)
  await free.context().close();
  const pro = await openAs(browser, await freshLearner(browser, 'adpro', 'pro'));
  await pro.goto('/dashboard');
  await expect(pro.getByRole('complementary', { name: 'Your Wordbooks' })).toBeVisible();
  await expect(pro.getByTestId('ad-slot')).toHaveCount(0);
  await pro.context().close();
});

test("a slow provider shows 'Finalizing Payment…' with the buttons disabled, then 'Payment Successful'", async ({ browser }) => {
  const page = await openAs(browser, await freshLearner(browser, 'slowpay'));
  await page.goto('/payments/checkout?plan=pro_3m');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel(/Test card, slow provider/).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizing Payment…', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('processing…');
  await expect(page.getByRole('button', { name: 'View Billing' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Payment Successful', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'View Billing' })).toBeEnabled();
  await page.context().close();
});
