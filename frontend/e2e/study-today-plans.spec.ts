import { expect, test, type Page } from '@playwright/test';
import { EVERY_DAY_OF_WEEK } from '@wordbook/core/rules/study-plan-rules';
import { createLearner, openAs, signInOnce } from './support/learners.ts';
import { bookName, createWordbook, WORDS } from './support/practice.ts';
import { shot } from './support/product.ts';

/**
 * The today page's plan actions (document 3, §2.4, §2.5, §5.2): the time zone changed from the
 * Quick Edit menu moves today (and so makes yesterday's words due), Split Settings by key S
 * within the bounds of §5.2, a test started by key T, vacation on and off, and a plan archived
 * and restored from All Study Plans.
 */


const dateIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const openToday = async (page: Page) => {
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Plan — Today' })).toBeVisible();
};
const moreActions = (page: Page) => page.getByRole('button', { name: 'More plan actions' });

test('changing the time zone moves today; the words linked to the plan’s first day come due; S and T open their tools', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('stz', 'free'));
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await page.goto('/dashboard');
  // Started in Pago Pago (UTC−11): its first day is a day or two behind Kiritimati (UTC+14).
  const created = await page.request.post('/api/study-plans', {
    data: { startNow: true, timezone: 'Pacific/Pago_Pago', daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 4, reviewOffsetsGlobal: [1, 2], testAfterReview: 'all' },
  });
  const plan = ((await created.json()) as { plan: { id: string; start_date: string } }).plan;
  const bookId = await createWordbook(page, bookName('First day'), WORDS.slice(0, 4));
  expect((await page.request.post('/api/study-plans/links', { data: { study_plan_id: plan.id, wordbook_id: bookId, bound_on: plan.start_date } })).ok()).toBe(true);

  await openToday(page);
  await expect(page.locator('.study-today__date time')).toHaveText(plan.start_date);
  await expect(page.getByText('Review: 0')).toBeVisible();
  await page.keyboard.press('s');
  await expect(page.getByRole('dialog', { name: 'Split Settings' })).toHaveCount(0);

  await moreActions(page).click();
  await page.getByRole('menuitem', { name: 'Change Timezone…' }).click();
  const zone = page.getByRole('dialog', { name: 'Change Plan Timezone' });
  await zone.getByLabel('Timezone').fill('');
  await expect(zone.getByRole('button', { name: 'Save' })).toBeDisabled();
  await zone.getByLabel('Timezone').fill('Mars/Olympus');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone.getByRole('alert')).toHaveText('Enter a valid IANA time zone.');
  await zone.getByLabel('Timezone').fill('Pacific/Kiritimati');
  await shot(page, testInfo, 'today-timezone-1280');
  await zone.getByRole('button', { name: 'Save' }).click();
  await expect(zone).toBeHidden();
  await expect(page.locator('.study-today__date time')).toHaveText(dateIn('Pacific/Kiritimati'));
  await expect(page.getByText('Review: 4')).toBeVisible();
  await expect(page.getByText('Tests: 2')).toBeVisible();

  // S: Split Settings, held to 10–80 step 5 by chunk size, with its preview.
  await page.keyboard.press('s');
  const split = page.getByRole('dialog', { name: 'Split Settings' });
  await expect(split).toBeVisible();
  const chunk = split.getByLabel(/Chunk size/);
  await expect(chunk).toHaveAttribute('min', '10');
  await expect(chunk).toHaveAttribute('max', '80');
  await expect(chunk).toHaveAttribute('step', '5');
  await expect(chunk).toHaveValue('25');
  await split.getByRole('button', { name: 'By days spread' }).click();
  await expect(split.getByLabel(/Days spread/)).toHaveAttribute('max', '7');
  await expect(split.getByLabel(/Max per day/)).toHaveValue('40');
  await split.getByRole('tab', { name: 'Preview' }).click();
  await expect(split.getByRole('list', { name: 'Chunk preview' })).toContainText('Day 1');
  await shot(page, testInfo, 'today-split-1280');
  await split.getByRole('button', { name: 'Save' }).click();
  await expect(split).toBeHidden();
  await expect(page.getByRole('list', { name: 'Chunks' })).toContainText('Day 1');
  await expect(page.getByRole('list', { name: 'Chunks' })).toContainText('4 words · To do');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-reviews-390');

  // T: the test after review opens its practice session on the due words.
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  await page.close();
});

test('vacation turns on from the Quick Edit menu with its banner, and off again', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('stv', 'free'));
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.request.post('/api/study-plans', { data: { startNow: true, timezone: 'Europe/London', daysOfWeek: EVERY_DAY_OF_WEEK, vacationBehaviorOnEnable: 'light', wordsPerDay: 10 } });
  await openToday(page);
  await moreActions(page).click();
  await page.getByRole('menuitem', { name: 'Vacation: Off' }).click();
  const banner = page.getByRole('region', { name: 'Vacation' });
  await expect(banner).toContainText('Light mode: half the new words and half the reviews.');
  await expect(page.getByText('New: 5')).toBeVisible();
  await shot(page, testInfo, 'today-vacation-1280');
  await moreActions(page).click();
  await expect(page.getByRole('menuitem', { name: 'Vacation: On' })).toBeVisible();
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'Turn off' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByText('New: 10')).toBeVisible();
  await page.close();
});

test('a scheduled plan is archived and restored at a new date from All Study Plans', async ({ browser }, testInfo) => {
  const session = await signInOnce(browser, await createLearner('sta', 'free'));
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await page.goto('/dashboard');
  const zone = 'Asia/Seoul';
  const plus = (days: number) => new Date(Date.parse(`${dateIn(zone)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  await page.request.post('/api/study-plans', { data: { startNow: true, timezone: zone } });
  expect((await page.request.post('/api/study-plans', { data: { scheduledDate: plus(10), timezone: zone } })).ok()).toBe(true);
  await openToday(page);
  await moreActions(page).click();
  await page.getByRole('menuitem', { name: 'View All Study Plans…' }).click();
  const plans = page.getByRole('dialog', { name: 'All Study Plans' });
  await expect(plans.getByRole('region', { name: 'Paused' })).toContainText('No paused plans.');
  await expect(plans.getByRole('region', { name: 'Scheduled' })).toContainText(`Starts ${plus(10)}`);
  await shot(page, testInfo, 'today-all-plans-1280');
  await plans.getByRole('button', { name: `Archive the plan starting ${plus(10)}` }).click();
  await page.getByRole('dialog', { name: 'Archive study plan' }).getByRole('button', { name: 'Archive' }).click();
  await expect(plans.getByRole('region', { name: 'Scheduled' })).toContainText('No scheduled plans.');

  await plans.getByRole('button', { name: 'Archived Study Plans' }).click();
  const archived = page.getByRole('dialog', { name: 'Archived Study Plans' });
  await archived.getByRole('button', { name: `Restore the plan starting ${plus(10)}` }).click();
  const restore = page.getByRole('dialog', { name: 'Restore This Study Plan' });
  await expect(restore.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await restore.getByLabel('Start date').fill(plus(12));
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-restore-390');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore).toBeHidden();
  await expect(archived).toContainText('No archived study plans.');
  await archived.getByRole('button', { name: 'Back to All Study Plans' }).click();
  await expect(page.getByRole('dialog', { name: 'All Study Plans' }).getByRole('region', { name: 'Scheduled' })).toContainText(`Starts ${plus(12)}`);
  await page.close();
});
