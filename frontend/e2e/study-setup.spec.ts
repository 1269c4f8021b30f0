import { expect, test, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * The study-plan setup wizard through the real UI against the real API (document 3, §2.3, §5.1,
 * §8.1): a first plan through all six steps and its summary, a second plan forced to a date with
 * other plans' start dates struck through, a conflict refused with the spec's message, and an edit.
 */

test.describe.configure({ mode: 'serial' });

let learner: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await signInOnce(browser, await createLearner('sps', 'free'));
});

const stepHeaders = (page: Page) => page.getByRole('navigation', { name: 'Setup steps' }).getByRole('button');
const alert = (page: Page) => page.locator('.study-step [role="alert"]');

type PlanList = { groups: Record<'active' | 'scheduled' | 'paused' | 'archived', { id: string; start_date: string; words_per_day: number }[]> };
const plans = async (page: Page): Promise<PlanList['groups']> => ((await (await page.request.get('/api/study-plans/all')).json()) as PlanList).groups;

test('a first plan through all six steps, its summary, and save to /study', async ({ browser }, testInfo) => {
  const page = await openAs(browser, learner, { width: 1366, height: 900 });
  await page.goto('/dashboard');
  await page.goto('/study/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Study Plan' })).toBeVisible();
  await expect(stepHeaders(page)).toHaveText(['1 Start', '2 Days', '3 Words', '4 Review', '5 Tests', '6 Extras']);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByLabel('Start now')).toBeChecked();
  await shot(page, testInfo, 'setup-start-1366');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Days: no day chosen is refused; the shortcuts set the week.
  await page.getByRole('button', { name: 'Weekends' }).click();
  await page.getByRole('button', { name: 'Sat' }).click();
  await page.getByRole('button', { name: 'Sun' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(alert(page)).toHaveText('Select at least one day.');
  await page.getByRole('button', { name: 'Weekdays' }).click();
  await expect(page.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Words: blank and 1001 are refused.
  const words = page.getByLabel('Words per day');
  await expect(words).toHaveValue('20');
  await words.fill('1001');
  await expect(page.getByText('Enter 1–1000.')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(alert(page)).toHaveText('Enter 1–1000.');
  await words.fill('15');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: 1, 3, 7 by default; a fourth offset of 91 is refused, 14 is kept.
  await expect(page.getByText('When should we schedule your reviews?')).toBeVisible();
  await expect(page.getByText('SRS-lite')).toBeVisible();
  await page.getByRole('button', { name: '+ Add another' }).click();
  await page.getByLabel('Review 4: after').fill('91');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(alert(page)).toHaveText('1–90');
  await page.getByLabel('Review 4: after').fill('14');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // A step header jumps straight to its step.
  await stepHeaders(page).filter({ hasText: 'Extras' }).click();
  await page.getByText('Daily reminder').click();
  await expect(page.getByLabel('Reminder time')).toHaveValue('09:00');
  await stepHeaders(page).filter({ hasText: 'Tests' }).click();
  await page.getByRole('button', { name: 'No Test' }).first().click();
  await stepHeaders(page).filter({ hasText: 'Extras' }).click();
  await page.getByRole('button', { name: 'Finish Setup' }).click();

  const summary = page.getByRole('dialog');
  for (const section of ['Start & Days', 'New Words', 'Review', 'Tests', 'Extras', 'All set!']) {
    await expect(summary.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(summary).toContainText('All study days: 15 words/day');
  await expect(summary).toContainText('After 1, 3, 7, 14 days');
  await expect(summary).toContainText('After study: No Test');
  await expect(summary).toContainText('Reminder: 09:00');
  await shot(page, testInfo, 'setup-summary-1366');
  await summary.getByRole('button', { name: 'Go to Study' }).click();
  await expect(page).toHaveURL(/\/study$/);

  // The save replaced the wizard in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  const saved = await plans(page);
  expect(saved.active).toHaveLength(1);
  expect(saved.active[0]?.words_per_day).toBe(15);
  await page.close();
});

test('a second plan is forced to a date; taken dates are struck through and a conflict is refused', async ({ browser }, testInfo) => {
  const page = await openAs(browser, learner, { width: 390, height: 844 });
  await page.goto('/study/setup');
  await expect(page.getByLabel('Start now')).toBeDisabled();
  await expect(page.getByText('You already have an active plan. Please pick a date instead.')).toBeVisible();
  await expect(page.getByText('On that date, a new session will start and your current plan will be paused.')).toBeVisible();
  const date = page.getByLabel('Start date');
  const first = await date.inputValue();
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shot(page, testInfo, 'setup-second-plan-390');
  for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to Study' }).click();
  await expect(page).toHaveURL(/\/study$/);

  // The next plan's default moves past the taken day, which the picker strikes through.
  await page.goto('/study/setup');
  await expect(date).not.toHaveValue(first); // the default moves once the learner's plans have loaded
  const second = await date.inputValue();
  expect(second > first).toBe(true);
  await date.click();
  await expect(page.locator('.p-datepicker .study-step__taken').first()).toBeVisible();
  await shot(page, testInfo, 'setup-picker-390', false);
  await page.keyboard.press('Escape');
  // The picker's panel is gone before the wizard is driven on (its "Next Month" button would be in the way).
  await expect(page.locator('.p-datepicker')).toBeHidden();

  // Another plan takes the shown date meanwhile: the save is refused with the spec's message.
  const taken = await page.request.post('/api/study-plans', { data: { startNow: false, scheduledDate: second, timezone: 'UTC', daysOfWeek: { Mon: true } } });
  expect(taken.ok()).toBe(true);
  for (let i = 0; i < 5; i += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to Study' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Another plan is already scheduled to start on this date. Please pick a different date.');
  await expect(page).toHaveURL(/\/study\/setup$/);
  await page.close();
});

test('editing the active plan has five steps and saves the change', async ({ browser }, testInfo) => {
  const page = await openAs(browser, learner, { width: 1366, height: 900 });
  await page.goto('/dashboard');
  const active = (await plans(page)).active[0];
  expect(active).toBeDefined();
  await page.goto(`/study/setup?planId=${active?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Study Plan' })).toBeVisible();
  await expect(stepHeaders(page)).toHaveText(['1 Days', '2 Words', '3 Review', '4 Tests', '5 Extras']);
  await stepHeaders(page).filter({ hasText: 'Words' }).click();
  await page.getByText('Set a different count for each selected day').click();
  await page.getByLabel('Tue').fill('');
  await stepHeaders(page).filter({ hasText: 'Extras' }).click();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(alert(page)).toHaveText('Enter 1–1000.');
  await page.getByLabel('Tue').fill('30');
  await shot(page, testInfo, 'setup-edit-words-1366');
  await stepHeaders(page).filter({ hasText: 'Extras' }).click();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByRole('dialog')).toContainText('Mon: 24, Tue: 30, Wed: 20, Thu: 20, Fri: 16');
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/study$/);
  const plan = (await (await page.request.get(`/api/study-plans/${active?.id}`)).json()) as { plan: { words_per_day_by_day: Record<string, number | null> } };
  expect(plan.plan.words_per_day_by_day.Tue).toBe(30);
  await page.close();
});
