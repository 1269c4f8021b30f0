import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * The study plan's extras through the real UI against the real API: an exam date in the wizard
 * proposes the words per day that finish before the review days and applies it; the today page
 * counts down to the exam; vacation dates picked in a picker that marks public holidays make
 * today a vacation day on the calendar, and the holidays of the next 12 months become rest days.
 */

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today in the browser's own zone, the zone a new plan takes. */
const browserToday = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
/** WCAG 2.1 A/AA on what is on screen: names, roles, contrast. */
async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect.soft(found, what).toEqual([]);
}

test('an exam date proposes the words per day, and vacation dates with holidays show on the calendar', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('spx', 'free'));
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.goto('/study/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up Your Study Plan' })).toBeVisible();
  const today = await browserToday(page);
  await next(page);
  await page.getByRole('button', { name: 'Every Day', exact: true }).click();
  await next(page);

  // 30 days ahead with 7 kept for review leaves 23 study days: 230 words are 10 a day.
  const examDate = addDays(today, 30);
  const examInput = page.getByLabel('Exam date', { exact: true });
  await examInput.fill(examDate);
  await examInput.press('Escape');
  await expect(examInput).toHaveValue(examDate);
  await page.getByLabel('Words to learn', { exact: true }).fill('230');
  await expect(page.getByLabel('Days kept for review before the exam', { exact: true })).toHaveValue('7');
  const proposal = page.locator('.study-exam__proposal');
  await expect(proposal).toContainText('10 words per day on 23 study days');
  await expectNoViolations(page, 'the Words step with an exam');
  await shot(page, testInfo, 'extras-exam-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'extras-exam-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Apply 10 words/day', exact: true }).click();
  await expect(page.getByLabel('Words per day', { exact: true })).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();

  // Review days that leave no study day say so.
  await page.getByLabel('Days kept for review before the exam', { exact: true }).fill('40');
  await expect(proposal).toContainText('The exam is too close');
  await page.getByLabel('Days kept for review before the exam', { exact: true }).fill('7');

  for (let i = 0; i < 3; i++) await next(page);
  await page.getByRole('button', { name: 'Finish Setup', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Your study plan' });
  await expect(summary).toContainText(`Exam on ${examDate}, with 7 days for review`);
  await summary.getByRole('button', { name: 'Go to Study', exact: true }).click();
  await expect(summary).toBeHidden();
  await expect(page).toHaveURL(/\/study$/);
  await expect(page.getByText(`Exam in 30 days (${examDate})`)).toBeVisible();
  await expect(page.getByText('New: 10')).toBeVisible();

  // Vacation dates: the picker marks public holidays; today and tomorrow become vacation.
  await page.getByRole('button', { name: 'More plan actions' }).click();
  await page.getByRole('menuitem', { name: 'Vacation Dates & Holidays…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vacation Dates & Holidays' });
  await expect(dialog.getByText('No vacation ranges yet.')).toBeVisible();
  const holiday = dialog.locator('.p-datepicker-calendar td:not(.p-datepicker-other-month) [data-holiday]').first();
  let moved = 0;
  while ((await holiday.count()) === 0 && moved < 12) {
    await dialog.getByRole('button', { name: 'Next Month', exact: true }).click();
    moved++;
  }
  await expect(holiday).toHaveAttribute('title', /.+/);
  await expectNoViolations(page, 'the vacation dates dialog');
  await shot(page, testInfo, 'extras-vacation-dates-holiday-1280');
  for (let i = 0; i < moved; i++) await dialog.getByRole('button', { name: 'Previous Month', exact: true }).click();
  const dayCell = (date: string) => dialog.locator('.p-datepicker-calendar td:not(.p-datepicker-other-month) > span').getByText(String(Number(date.slice(8))), { exact: true });
  const tomorrow = addDays(today, 1);
  const end = tomorrow.slice(0, 7) === today.slice(0, 7) ? tomorrow : today;
  await dayCell(today).click();
  await dayCell(end).click();
  await expect(dialog.locator('.study-vacation-dates__picked')).toContainText(end === today ? today : `${today} – ${end}`);
  await dialog.getByRole('button', { name: 'Add Range', exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Remove ${end === today ? today : `${today} – ${end}`}`, exact: true })).toBeVisible();

  // Every holiday run of the next 12 months becomes a range; Christmas is always among them.
  await dialog.getByRole('button', { name: 'Make holidays rest days', exact: true }).click();
  await expect(dialog.locator('.study-vacation-dates__list')).toContainText('Christmas Day');
  await shot(page, testInfo, 'extras-vacation-dates-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'extras-vacation-dates-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Today is a vacation day (freeze): the banner names the range and the calendar shows it.
  await expect(page.getByRole('region', { name: 'Vacation' })).toContainText(`Vacation from ${today} to ${end}.`);
  await expect(page.getByText('New: 0')).toBeVisible();
  await expect(page.locator(`.study-calendar li[data-date="${today}"]`)).toHaveAttribute('data-kind', 'vacation');
  await shot(page, testInfo, 'extras-today-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'extras-today-390');
  await page.close();
});
