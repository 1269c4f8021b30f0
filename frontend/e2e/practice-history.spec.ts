import { expect, test, type Browser, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, answerOneRight, answerWrong, bookName, createWordbook, playSession, progressBar, settle, shownQuestion, startSession } from './support/practice.ts';
import { shot } from './support/product.ts';

/**
 * Practice history and session detail (document 2, §2.7, §9): finished, active, paused and
 * cancelled sessions, resuming, sorting, refusals, the history's settings and the phone width.
 * Sessions are started and played through the API; the pages are read in the browser.
 */

const WIDE = { width: 1280, height: 900 };
const missing = '00000000-0000-4000-8000-000000000000';

let learner: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await signInOnce(browser, await createLearner('prh', 'free'));
});

const sessionsList = (page: Page) => page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li');
const attempts = (page: Page) => page.getByRole('list', { name: 'Attempts' }).locator(':scope > li');
const resumeDialog = (page: Page) => page.getByRole('dialog', { name: 'Resume previous practice?' });

/** A page, a wordbook of four full words and a session on it with one right answer given. */
async function withActiveSession(browser: Browser) {
  const page = await openAs(browser, learner, WIDE);
  const wordbookId = await createWordbook(page, bookName('Short list'), WORDS.slice(0, 4));
  const sessionId = await startSession(page, wordbookId, { modes: { mtwObj: {}, wtmObj: {}, blankObj: {} } });
  await answerOneRight(page, sessionId);
  return { page, wordbookId, sessionId };
}

test.describe('a finished session', () => {
  // 5 words × 2 + 5 typed + 4 blanks = 19 right answers, after 3 wrong ones and one "I don't know".
  const wrongAnswers = 4;
  const name = bookName('Household');
  let wordbookId: string;
  test.beforeAll(async ({ browser }) => {
    const page = await openAs(browser, learner, WIDE);
    wordbookId = await createWordbook(page, name, WORDS);
    const sessionId = await startSession(page, wordbookId, { modes: { mtwObj: { required: 2 }, mtwSub: {}, blankSub: {} } });
    expect(await playSession(page, sessionId, { wrong: 3, skips: 1 })).toBe(19 + wrongAnswers);
    await page.context().close();
  });

  /** The finished session's detail page, opened from the wordbook's history. */
  async function openDetail(page: Page) {
    await page.goto(`/dashboard/practice/${wordbookId}`);
    await sessionsList(page).first().getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/practice\/session\/[0-9a-f-]{36}$/);
  }

  test('the wordbook page links to the history, which lists it as Completed with its incorrect answers', async ({ browser }) => {
    const page = await openAs(browser, learner, WIDE);
    await page.goto(`/dashboard/${wordbookId}`);
    await page.getByRole('link', { name: 'Practice History' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(sessionsList(page)).toHaveCount(1);
    await expect(sessionsList(page).first().locator('.pr-status')).toHaveText('Completed');
    await expect(sessionsList(page).first()).toContainText(`Incorrect${wrongAnswers}`);
    await shot(page, test.info(), 'history-1280');
    await page.context().close();
  });

  test('its detail lists every answer, filters the incorrect ones and cannot be cancelled', async ({ browser }) => {
    const page = await openAs(browser, learner, WIDE);
    await openDetail(page);
    await expect(attempts(page)).toHaveCount(19 + wrongAnswers);
    await page.getByRole('button', { name: 'Incorrect Only' }).click();
    await expect(attempts(page)).toHaveCount(wrongAnswers);
    for (const tag of await attempts(page).locator('.p-tag').allTextContents()) expect(['Incorrect', "I don't know"]).toContain(tag);
    await expect(attempts(page).filter({ hasText: "I don't know" })).toHaveCount(1);
    await shot(page, test.info(), 'detail-incorrect-1280');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(attempts(page)).toHaveCount(19 + wrongAnswers);
    await expect(page.getByRole('button', { name: 'Cancel Session' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
    await page.context().close();
  });

  test('its detail lists the answers in the order they were given, past the tenth', async ({ browser }) => {
    const page = await openAs(browser, learner, WIDE);
    const history = page.waitForResponse((res) => /\/api\/practice\/session\/[0-9a-f-]{36}\/history$/.test(res.url()));
    await openDetail(page);
    const given = ((await (await history).json()) as { attempts: { id: string; wordText: string }[] }).attempts;
    expect(given.length).toBeGreaterThan(10);
    const ids = given.map((a) => Number(a.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    await expect(attempts(page)).toHaveCount(given.length);
    await page.context().close();
  });

  test('Session Word Details lists the words used and the exercise types each mastered', async ({ browser }) => {
    const page = await openAs(browser, learner, WIDE);
    await openDetail(page);
    await page.getByRole('button', { name: 'Session Word Details' }).click();
    const wordsModal = page.getByRole('dialog', { name: 'Session Word Details' });
    const used = wordsModal.getByRole('list', { name: 'Words used' }).locator('.pr-used-word');
    await expect(used).toHaveCount(5);
    await expect(used.filter({ hasText: 'whisper' }).locator('.pr-mode-chip')).toHaveCount(2);
    await expect(used.filter({ hasText: 'apple' }).locator('.pr-mode-chip--mastered')).toHaveCount(3);
    await shot(page, test.info(), 'detail-words-1280', false);
    await wordsModal.getByRole('button', { name: 'Done' }).click();
    await expect(wordsModal).toHaveCount(0);
    await page.context().close();
  });
});

test('a reload of the session page resumes the session where it was', async ({ browser }) => {
  const { page, sessionId } = await withActiveSession(browser);
  await page.goto(`/practice/session/${sessionId}`);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  await page.reload();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  expect(await settle(page)).toBe('question');
  await page.context().close();
});

test('the history lists an unfinished session as Active, and its detail continues it', async ({ browser }) => {
  const { page, wordbookId, sessionId } = await withActiveSession(browser);
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessionsList(page)).toHaveCount(1);
  await expect(sessionsList(page).first().locator('.pr-status')).toHaveText('Active');
  await sessionsList(page).first().getByRole('link', { name: /View Details/ }).click();
  await expect(page.locator('.pr-status')).toHaveText('Active');
  await expect(attempts(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Continue Session' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/session/${sessionId}$`));
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  expect(await settle(page)).toBe('question');
  await page.context().close();
});

test("New Session in the setup's resume dialog starts another session and pauses the first", async ({ browser }) => {
  const { page, wordbookId, sessionId } = await withActiveSession(browser);
  await page.goto(`/practice/${wordbookId}`);
  await expect(resumeDialog(page)).toContainText('Progress1 / 12');
  await resumeDialog(page).getByRole('button', { name: 'New Session' }).click();
  await expect(resumeDialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(sessionId);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');

  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessionsList(page).locator('.pr-status')).toHaveText(['Active', 'Paused']);
  await page.context().close();
});

test('the history lists the newest session first, or the oldest first', async ({ browser }) => {
  const { page, wordbookId } = await withActiveSession(browser);
  await startSession(page, wordbookId, { modes: { mtwObj: {} }, forceNew: true });
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessionsList(page).locator('.pr-status')).toHaveText(['Active', 'Paused']);
  await page.locator('.sort-select__dropdown').click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(sessionsList(page).locator('.pr-status')).toHaveText(['Paused', 'Active']);
  await page.context().close();
});

test('a session cancelled from its detail page shows a danger badge and can no longer be played', async ({ browser }) => {
  const { page, sessionId } = await withActiveSession(browser);
  await page.goto(`/dashboard/practice/session/${sessionId}`);
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  await page.getByRole('dialog', { name: 'Cancel this session?' }).getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.locator('.pr-status')).toHaveText('Cancelled');
  await expect(page.locator('.pr-status')).toHaveClass(/pr-status--danger/);
  await expect(page.getByRole('link', { name: 'Continue Session' })).toHaveCount(0);
  await page.goto(`/practice/session/${sessionId}`);
  await expect(page.getByText('This practice session is no longer active.')).toBeVisible();
  await page.context().close();
});

test('with nothing unfinished, the setup asks nothing', async ({ browser }) => {
  const page = await openAs(browser, learner, WIDE);
  const wordbookId = await createWordbook(page, bookName('Short list'), WORDS.slice(0, 4));
  const sessionId = await startSession(page, wordbookId, { modes: { mtwObj: {} } });
  expect((await page.request.post(`/api/practice/session/${sessionId}/cancel`)).status()).toBe(200);
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  await expect(resumeDialog(page)).toHaveCount(0);
  await page.context().close();
});

test('a session started elsewhere after the setup opened is found at Start, and Continue opens it', async ({ browser }) => {
  const page = await openAs(browser, learner, WIDE);
  const wordbookId = await createWordbook(page, bookName('Short list'), WORDS.slice(0, 4));
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  // Another tab starts one: Start then meets the 409 and asks.
  const elsewhereId = await startSession(page, wordbookId, { modes: { mtwObj: {} } });
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(resumeDialog(page)).toContainText('Progress0 / 4');
  await resumeDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/session/${elsewhereId}$`));
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '4');
  await page.context().close();
});

test('an unknown wordbook: the setup says so and returns to the dashboard; the history says it does not exist', async ({ browser }) => {
  const page = await openAs(browser, learner, WIDE);
  await page.goto(`/practice/${missing}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await page.goto(`/dashboard/practice/${missing}`);
  await expect(page.getByText('This wordbook does not exist.')).toBeVisible();
  await page.context().close();
});

test("another learner's wordbook is refused like an unknown one", async ({ browser }) => {
  const other = await openAs(browser, await signInOnce(browser, await createLearner('prf', 'free')), WIDE);
  const foreignId = await createWordbook(other, 'Not yours', WORDS.slice(0, 2));
  await other.context().close();
  const page = await openAs(browser, learner, WIDE);
  await page.goto(`/practice/${foreignId}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await page.context().close();
});

test("the history's settings mark a favorite and delete the wordbook", async ({ browser }) => {
  const page = await openAs(browser, learner, WIDE);
  const name = bookName('Settings book');
  const wordbookId = await createWordbook(page, name, WORDS.slice(0, 2));
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(page.getByText('No practice sessions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Wordbook settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Wordbook settings' });
  await settings.getByLabel('Favorite').check();
  await expect(page.locator('.wb-badges')).toContainText('Favorite');
  await expect(page.getByRole('navigation', { name: 'Wordbooks' })).toContainText('(favorite)');
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(settings).toContainText(`“${name}” and its 2 words will be deleted.`);
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const listed = await page.request.get('/api/wordbooks');
  expect(((await listed.json()) as { wordbooks: { id: string }[] }).wordbooks.map((w) => w.id)).not.toContain(wordbookId);
  await page.context().close();
});

test('at 390 px the setup, a question, the history and the detail fit the phone screen', async ({ browser }, testInfo) => {
  const page = await openAs(browser, learner, { width: 390, height: 844 });
  const wordbookId = await createWordbook(page, bookName('Pocket words'), WORDS);
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
  await answerWrong(page, await shownQuestion(page), 'mouse');
  await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
  await noSideScroll();
  await shot(page, testInfo, 'session-wrong-390');

  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessionsList(page)).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'history-390');
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(attempts(page)).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'detail-390');
  await page.context().close();
});
