import { expect, test, } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { shot } from './support/product.ts';
import { WORDS, answerRight, answerWrong, createWordbook, progressBar, settle, shownQuestion } from './support/practice.ts';

/** Practice history and session detail: continue, new session, sort, cancel, refusals and the phone width. */

test.setTimeout(240_000);

test('practice: continue from the detail page, a new session from the modal, sort, cancel', async ({ browser }) => {
  const learner = createLearner('prd', 'free');
  const page = await signInLearner(browser, learner, { width: 1280, height: 900 });
  const wordbookId = await createWordbook(page, 'Short list', WORDS.slice(0, 4));

  // Default modes: every multiple-choice one, 4 words × 3 = 12.
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.locator('.pr-start__summary')).toContainText('4 words · 3 exercise types · 12 correct answers to finish');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  const firstSession = page.url();
  expect(await settle(page)).toBe('question');
  await answerRight(page, await shownQuestion(page), 'key');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  // A reload resumes the same session where it was.
  await page.reload();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');

  // The history lists it as active; its detail page continues it.
  await page.goto(`/dashboard/practice/${wordbookId}`);
  const sessions = page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().locator('.pr-status')).toHaveText('Active');
  await sessions.first().getByRole('link', { name: /View Details/ }).click();
  await expect(page.locator('.pr-status')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Attempts' }).locator(':scope > li')).toHaveCount(1);
  await page.getByRole('link', { name: 'Continue Session' }).click();
  await expect(page).toHaveURL(firstSession);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  expect(await settle(page)).toBe('question');

  // The setup offers to resume; New Session starts another (forceNew) and sets the first aside.
  await page.goto(`/practice/${wordbookId}`);
  const resume = page.getByRole('dialog', { name: 'Resume previous practice?' });
  await expect(resume).toContainText('Progress1 / 12');
  await resume.getByRole('button', { name: 'New Session' }).click();
  await expect(resume).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(firstSession);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');

  // Newest first by default, then oldest first.
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessions).toHaveCount(2);
  await expect(sessions.locator('.pr-status')).toHaveText(['Active', 'Paused']);
  await page.locator('.pr-sort__dropdown').click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(sessions.locator('.pr-status')).toHaveText(['Paused', 'Active']);

  // Cancel the active one from its detail page: a danger badge, no more Continue.
  await sessions.nth(1).getByRole('link', { name: /View Details/ }).click();
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.locator('.pr-status')).toHaveText('Cancelled');
  await expect(page.locator('.pr-status')).toHaveClass(/pr-status--danger/);
  await expect(page.getByRole('link', { name: 'Continue Session' })).toHaveCount(0);
  // A cancelled session cannot be played.
  await page.goto(page.url().replace('/dashboard/practice/session/', '/practice/session/'));
  await expect(page.getByText('This practice session is no longer active.')).toBeVisible();

  // With nothing unfinished, the setup asks nothing.
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  await expect(resume).toHaveCount(0);

  // A session started elsewhere (another tab) after the setup opened: Start finds it (409) and asks; Continue opens it.
  const elsewhere = await page.request.post('/api/practice/session', { data: { wordbookId, modes: { mtwObj: { enabled: true, required: 1 } } } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  const elsewhereId = ((await elsewhere.json()) as { sessionId: string }).sessionId;
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(resume).toContainText('Progress0 / 4');
  await resume.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/session/${elsewhereId}$`));
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '4');
});

test('practice: an unknown or foreign wordbook is refused and returns to the dashboard; history settings change and delete the wordbook', async ({ browser }) => {
  const learner = createLearner('pre', 'free');
  const page = await signInLearner(browser, learner, { width: 1280, height: 900 });
  const missing = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/practice/${missing}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await page.goto(`/dashboard/practice/${missing}`);
  await expect(page.getByText('This wordbook does not exist.')).toBeVisible();

  // Another learner's wordbook is refused the same way.
  const other = await signInLearner(browser, createLearner('prf', 'free'), { width: 1280, height: 900 });
  const foreignId = await createWordbook(other, 'Not yours', WORDS.slice(0, 2));
  await page.goto(`/practice/${foreignId}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  // The history's settings: favorite shows as a badge and in the sidebar; deleting returns to /dashboard.
  const wordbookId = await createWordbook(page, 'Settings book', WORDS.slice(0, 2));
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(page.getByText('No practice sessions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Wordbook settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Wordbook settings' });
  await settings.getByLabel('Favorite').check();
  await expect(page.locator('.wb-badges')).toContainText('Favorite');
  await expect(page.getByRole('navigation', { name: 'Wordbooks' })).toContainText('(favorite)');
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(settings).toContainText('“Settings book” and its 2 words will be deleted.');
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const listed = await page.request.get('/api/wordbooks');
  expect(((await listed.json()) as { wordbooks: { id: string }[] }).wordbooks.map((w) => w.id)).not.toContain(wordbookId);
});

test('practice at 390 px: setup, a question, history and detail fit the phone screen', async ({ browser }, testInfo) => {
  const learner = createLearner('prp', 'free');
  const page = await signInLearner(browser, learner, { width: 390, height: 844 });
  const wordbookId = await createWordbook(page, 'Pocket words', WORDS);
  const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('list', { name: 'Words' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await page.getByLabel('Chunking').check();
  await noSideScroll();
  await shot(page, testInfo, 'setup-390');
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeInViewport();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\//);
  expect(await settle(page)).toBe('question');
  await noSideScroll();
  await shot(page, testInfo, 'session-390');
  const question = await shownQuestion(page);
  await answerWrong(page, question, 'mouse');
  await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
  await noSideScroll();
  await shot(page, testInfo, 'session-wrong-390');

  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li')).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'history-390');
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('list', { name: 'Attempts' }).locator(':scope > li')).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'detail-390');
});
