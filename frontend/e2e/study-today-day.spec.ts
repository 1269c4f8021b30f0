import { expect, test, type Page } from '@playwright/test';
import { EVERY_DAY_OF_WEEK } from '@wordbook/core/rules/study-plan-rules';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { bookName, createWordbook, playSession, startSession, WORDS } from './support/practice.ts';
import { shot } from './support/product.ts';

/**
 * The today page's day (document 3, §2.4, §4.2, §5.2): today's wordbook linked and studied with
 * the counts, to-dos, calendar and streak following; the 'Counts don't match' dialog and Sync
 * goal; a rest day turned into a study day and back; Quick Edit by key Q; Quick Generate.
 * Each test has its own learner, since each owns today's plan.
 */


const TZ = 'Asia/Seoul';

async function withPlan(browser: Parameters<typeof signInOnce>[0], prefix: string, plan: object, level: number | null = null): Promise<{ session: LearnerSession; page: Page }> {
  const session = await signInOnce(browser, await createLearner(prefix, 'free', level));
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await page.goto('/dashboard');
  const created = await page.request.post('/api/study-plans', { data: { startNow: true, timezone: TZ, ...plan } });
  expect(created.status(), await created.text()).toBe(200);
  return { session, page };
}

const openToday = async (page: Page) => {
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Plan — Today' })).toBeVisible();
};
const wordbookCard = (page: Page) => page.getByRole('region', { name: "Today's Wordbook" });
const todo = (page: Page) => page.getByRole('region', { name: "Today's To-Do" });

test("linking and studying today's wordbook moves the counts, the to-dos, the calendar and the streak", async ({ browser }, testInfo) => {
  const { page } = await withPlan(browser, 'stw', { daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 4, testAfterStudy: 'none' });
  const name = bookName('Four words');
  const bookId = await createWordbook(page, name, WORDS.slice(0, 4));
  await openToday(page);
  await expect(wordbookCard(page).getByText('Not generated')).toBeVisible();
  await expect(todo(page).getByText('Learn 4 new words')).toBeVisible();
  await expect(todo(page)).toContainText('0% · ~3 min');
  await shot(page, testInfo, 'today-unlinked-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-unlinked-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await wordbookCard(page).getByRole('button', { name: /Link an Existing Wordbook/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Link an Existing Wordbook' });
  await expect(dialog.getByRole('button', { name: 'Link' })).toBeDisabled();
  await dialog.getByText(name).hover();
  await expect(dialog.getByRole('region', { name: 'Word preview' })).toContainText('apple');
  await dialog.getByText(name).click();
  await shot(page, testInfo, 'today-link-dialog-1280');
  await dialog.getByRole('button', { name: 'Link' }).click();
  await expect(dialog).toBeHidden();
  await expect(wordbookCard(page).getByText('Linked', { exact: true })).toBeVisible();
  await expect(wordbookCard(page).getByText(name)).toBeVisible();
  await expect(wordbookCard(page).getByRole('group', { name: 'Next Reviews' })).toBeVisible();

  // Studied through practice: the day is complete, and the calendar and streak count it.
  const sessionId = await startSession(page, bookId, { modes: { wtmObj: { required: 1 } } });
  await playSession(page, sessionId);
  await openToday(page);
  await expect(wordbookCard(page).getByText('Completed')).toBeVisible();
  await expect(todo(page).locator('.study-todo__row--completed')).toContainText('Learn 4 new words');
  await expect(todo(page)).toContainText('100%');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  await expect(page.locator(`.study-calendar__day[data-date="${today}"]`)).toHaveAttribute('data-kind', 'done');
  await expect(page.getByRole('region', { name: 'Streak & Insights' })).toContainText('1current streak');
  await expect(page.getByRole('region', { name: 'Recent Wordbooks' })).toContainText(name);
  await shot(page, testInfo, 'today-completed-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-completed-390');
  await page.close();
});

test("a wordbook of another size asks 'Counts don't match'; Ignore leaves the warning, Sync goal follows the wordbook", async ({ browser }, testInfo) => {
  const { page } = await withPlan(browser, 'stm', { daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 20 });
  const name = bookName('Small book');
  await createWordbook(page, name, WORDS.slice(0, 4));
  await openToday(page);
  await expect(page.getByText('New: 20')).toBeVisible();
  await wordbookCard(page).getByRole('button', { name: /Link an Existing Wordbook/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Link an Existing Wordbook' });
  await dialog.getByText(name).click();
  await dialog.getByRole('button', { name: 'Link' }).click();
  const mismatch = page.getByRole('dialog', { name: "Counts don't match" });
  await expect(mismatch).toContainText('has 4 words, but today\'s goal is 20');
  await mismatch.getByRole('button', { name: 'Choose another' }).click();
  await expect(mismatch).toBeHidden();
  await dialog.getByRole('button', { name: 'Link' }).click();
  await mismatch.getByRole('button', { name: 'Ignore' }).click();
  await expect(dialog).toBeHidden();

  const warning = page.getByRole('region', { name: 'Goal mismatch' });
  await expect(warning).toContainText("Today's wordbook has 4 words, but today's goal is 20.");
  await shot(page, testInfo, 'today-mismatch-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-mismatch-390');
  await warning.getByRole('button', { name: 'Sync goal' }).click();
  await expect(page.getByText('New: 4')).toBeVisible();
  await expect(warning).toBeHidden();
  await page.close();
});

test('a rest day turns into a study day and back', async ({ browser }, testInfo) => {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TZ }).format(new Date());
  const days = Object.fromEntries(Object.keys(EVERY_DAY_OF_WEEK).map((d) => [d, d !== weekday]));
  const { page } = await withPlan(browser, 'str', { daysOfWeek: days, wordsPerDay: 9 });
  await openToday(page);
  await expect(wordbookCard(page)).toContainText('Today is a rest day.');
  await expect(page.getByText('New: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick Edit' })).toBeDisabled();
  await shot(page, testInfo, 'today-rest-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, testInfo, 'today-rest-390');
  await wordbookCard(page).getByRole('button', { name: 'Make today a study day' }).click();
  await expect(page.getByText('New: 9')).toBeVisible();
  await expect(wordbookCard(page).getByRole('button', { name: /Quick Generate/ })).toBeVisible();
  await wordbookCard(page).getByRole('button', { name: 'Back to rest day' }).click();
  await expect(wordbookCard(page)).toContainText('Today is a rest day.');
  await expect(page.getByText('New: 0')).toBeVisible();
  await page.close();
});

test('Quick Edit opens with Q, sets today’s words and tests, clamps to 1000, and blank goes back to the plan', async ({ browser }, testInfo) => {
  const { page } = await withPlan(browser, 'stq', { daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 12, testAfterStudy: 'all' });
  await openToday(page);
  await expect(page.getByText('Tests: 1')).toBeVisible();
  await page.keyboard.press('q');
  const quick = page.getByRole('dialog', { name: 'Quick Edit' });
  await expect(quick).toBeVisible();
  // Typing in a field never triggers a shortcut.
  await quick.getByLabel('New words today').fill('5000');
  await quick.getByLabel('New words today').blur();
  await expect(quick.getByLabel('New words today')).toHaveValue('1000');
  await quick.getByLabel('New words today').fill('7');
  await quick.getByLabel('Test after study').selectOption('none');
  await shot(page, testInfo, 'today-quick-edit-1280');
  await quick.getByRole('button', { name: 'Apply' }).click();
  await expect(quick).toBeHidden();
  await expect(page.getByText('New: 7')).toBeVisible();
  await expect(page.getByText('Tests: 0')).toBeVisible();
  await expect(todo(page).getByText('Learn 7 new words')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Quick Edit' }).click();
  await expect(quick.getByLabel('New words today')).toHaveValue('7');
  await shot(page, testInfo, 'today-quick-edit-390');
  await quick.getByLabel('New words today').fill('');
  await quick.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('New: 12')).toBeVisible();
  await page.close();
});

test('Quick Generate makes today’s wordbook with the AI generator and links it, through the staged progress', async ({ browser }, testInfo) => {
  const { page } = await withPlan(browser, 'stg', { daysOfWeek: EVERY_DAY_OF_WEEK, wordsPerDay: 6 }, 5);
  await openToday(page);
  // Every value the bar shows, as the page renders it: with the built-in dictionary the whole
  // generation can end before a polling check sees the bar below 100.
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { generatingBarValues: shown });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Generating today’s wordbook"]');
      const value = bar?.getAttribute('aria-valuenow');
      if (value && shown.at(-1) !== value) shown.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await wordbookCard(page).getByRole('button', { name: /Quick Generate/ }).click();
  await expect(wordbookCard(page).getByRole('progressbar', { name: 'Generating today’s wordbook' })).toBeVisible();
  await shot(page, testInfo, 'today-generating-1280');
  await expect(wordbookCard(page).getByText('Linked', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(wordbookCard(page)).toContainText('6 words');
  // staged: it started below 100 and ended full
  const shown = await page.evaluate(() => (window as unknown as { generatingBarValues: string[] }).generatingBarValues);
  expect(shown[0]).toMatch(/^\d{1,2}$/);
  expect(shown.at(-1)).toBe('100');
  await expect(page.getByRole('region', { name: 'Goal mismatch' })).toHaveCount(0);
  await page.close();
});
