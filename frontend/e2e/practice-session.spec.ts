import { expect, test, type Browser, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import {
  WORDS,
  answerOneRight,
  answerRight,
  answerWrong,
  bookName,
  breakDialog,
  createWordbook,
  expectWrongBanner,
  finishHeading,
  type KnownWord,
  progressBar,
  rightAnswer,
  type SessionSetup,
  settle,
  shownQuestion,
  startSession,
} from './support/practice.ts';
import { shot } from './support/product.ts';

/**
 * A practice session through the real UI (document 2, §2.5–2.7, §8, §9): answering by mouse and
 * keys, the feedback after a wrong answer with auto-advance off and on, breaks between chunks,
 * Finish later and the end. Each test starts its own session through the API with only the
 * exercise types it needs, and opens it.
 */

let learner: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await signInOnce(browser, await createLearner('prc', 'free'));
});

/**
 * A new wordbook of `words`, a session on it with `setup`, and its page showing the first question.
 * With `clock`, the page's timers are Playwright's, so a test can move time on instead of waiting.
 */
async function openSession(browser: Browser, setup: SessionSetup, options: { words?: KnownWord[]; clock?: boolean } = {}) {
  const page = await openAs(browser, learner, { width: 1280, height: 900 });
  if (options.clock) await page.clock.install();
  const wordbookId = await createWordbook(page, bookName('Household'), options.words ?? WORDS);
  const sessionId = await startSession(page, wordbookId, setup);
  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('question');
  return { page, wordbookId, sessionId };
}

const MULTIPLE_CHOICE: SessionSetup = { modes: { mtwObj: {} } };
const TYPED: SessionSetup = { modes: { mtwSub: {}, blankSub: {} } };
/** Four words, one right answer each, a break after every answer. */
const CHUNKS_OF_ONE: SessionSetup = { modes: { mtwObj: {} }, chunkSize: 1 };

const autoAdvance = (page: Page) => page.getByRole('button', { name: 'Auto-advance' });

async function turnAutoAdvanceOff(page: Page) {
  await expect(autoAdvance(page)).toHaveAttribute('aria-pressed', 'true');
  await autoAdvance(page).click();
  await expect(autoAdvance(page)).toHaveAttribute('aria-pressed', 'false');
}

test('the progress bar counts the answers needed, with a separator after every chunk', async ({ browser }) => {
  // 5 words × 2 + 5 typed + 4 blanks (whisper has no example) = 19, in chunks of 4.
  const { page } = await openSession(browser, { modes: { mtwObj: { required: 2 }, mtwSub: {}, blankSub: {} }, chunkSize: 4 });
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '19');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('.pr-progress__separator')).toHaveCount(4);
  await expect(page.getByText('Chunk 1 of 5')).toBeVisible();
  await page.context().close();
});

test('a right choice, by its number key or by mouse, is praised and moves the progress by one', async ({ browser }) => {
  const { page } = await openSession(browser, MULTIPLE_CHOICE);
  await answerRight(page, await shownQuestion(page), 'key');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  await answerRight(page, await shownQuestion(page), 'mouse');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '2');
  await page.context().close();
});

test('a typed answer counts whatever its case and spaces, sent by Enter or by Check', async ({ browser }) => {
  const { page } = await openSession(browser, TYPED);
  await shot(page, test.info(), 'session-typed-1280');
  await answerRight(page, await shownQuestion(page), 'key');
  expect(await settle(page)).toBe('question');
  await answerRight(page, await shownQuestion(page), 'mouse');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '2');
  await page.context().close();
});

test('with auto-advance off, a wrong choice shows the right one and waits until a key goes on', async ({ browser }) => {
  const { page } = await openSession(browser, MULTIPLE_CHOICE, { clock: true });
  await turnAutoAdvanceOff(page);
  const right = await answerWrong(page, await shownQuestion(page), 'mouse');
  await expectWrongBanner(page, right);
  await shot(page, test.info(), 'session-wrong-1280');
  // Longer than auto-advance would wait (2 s), on the page's own clock: the answer stays.
  await page.clock.runFor(2500);
  await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
  await page.keyboard.press('7');
  expect(await settle(page)).toBe('question');
  // Only a right answer moves the progress.
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await page.context().close();
});

test("a wrong choice by key shows the right one; the banner's Continue goes on", async ({ browser }) => {
  const { page } = await openSession(browser, MULTIPLE_CHOICE);
  await turnAutoAdvanceOff(page);
  const right = await answerWrong(page, await shownQuestion(page), 'key');
  const banner = await expectWrongBanner(page, right);
  await banner.getByRole('button', { name: 'Continue' }).click();
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await page.context().close();
});

test('a wrong typed answer shows what was typed and the right answer; 0 goes on', async ({ browser }) => {
  const { page } = await openSession(browser, TYPED);
  await turnAutoAdvanceOff(page);
  const right = await answerWrong(page, await shownQuestion(page), 'mouse');
  const banner = await expectWrongBanner(page, right);
  await expect(banner).toContainText('Your answer: notaword');
  await page.keyboard.press('0');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await page.context().close();
});

test("I don't know counts as a wrong answer and gives the right one without a cheer; Enter goes on", async ({ browser }) => {
  const { page } = await openSession(browser, TYPED);
  await turnAutoAdvanceOff(page);
  const right = rightAnswer(await shownQuestion(page)).text;
  await page.getByRole('button', { name: "I don't know" }).click();
  // No "Almost!" for a word the learner did not know: the banner gives the answer.
  const banner = page.locator('.pr-feedback--wrong');
  await expect(banner.locator('.pr-feedback__phrase')).toHaveText('Here is the answer.');
  await expect(banner.locator('.pr-feedback__answer')).toHaveText(`Correct answer: ${right}`);
  await expect(banner).toContainText("Your answer: I don't know");
  await page.keyboard.press('Enter');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await page.context().close();
});

test('with auto-advance on, a wrong answer moves on by itself after 2 seconds', async ({ browser }) => {
  const { page } = await openSession(browser, MULTIPLE_CHOICE, { clock: true });
  await expect(autoAdvance(page)).toHaveAttribute('aria-pressed', 'true');
  const right = await answerWrong(page, await shownQuestion(page), 'key');
  await expectWrongBanner(page, right);
  await page.clock.runFor(2000);
  await expect(page.locator('.pr-feedback--wrong')).toHaveCount(0);
  expect(await settle(page)).toBe('question');
  await page.context().close();
});

test('a break follows every chunk; Enter, 1 and Continue now each go on', async ({ browser }) => {
  const { page } = await openSession(browser, CHUNKS_OF_ONE, { words: WORDS.slice(0, 4) });
  const goOn = [
    () => page.keyboard.press('Enter'),
    () => page.keyboard.press('1'),
    () => breakDialog(page).getByRole('button', { name: 'Continue now' }).click(),
  ];
  for (const [i, go] of goOn.entries()) {
    await answerRight(page, await shownQuestion(page), 'key');
    expect(await settle(page)).toBe('break');
    await expect(breakDialog(page)).toContainText(`You finished chunk ${i + 1} of 4`);
    if (i === 0) await shot(page, test.info(), 'session-break-1280', false);
    await go();
    await expect(breakDialog(page)).toHaveCount(0);
    expect(await settle(page)).toBe('question');
  }
  await page.context().close();
});

test('Finish later goes to the wordbook; its setup then offers to resume where the session was', async ({ browser }) => {
  const { page, wordbookId } = await openSession(browser, CHUNKS_OF_ONE, { words: WORDS.slice(0, 4) });
  const sessionUrl = page.url();
  await answerRight(page, await shownQuestion(page), 'mouse');
  expect(await settle(page)).toBe('break');
  await breakDialog(page).getByRole('button', { name: 'Finish later' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));

  await page.goto(`/practice/${wordbookId}`);
  const resume = page.getByRole('dialog', { name: 'Resume previous practice?' });
  await expect(resume).toBeVisible();
  await expect(resume).toContainText('Progress1 / 4');
  await expect(resume).toContainText('Created');
  await shot(page, test.info(), 'setup-resume-1280', false);
  await resume.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(sessionUrl);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  await page.context().close();
});

test('the last right answer ends the session with Great work and the count of every answer', async ({ browser }) => {
  const { page, wordbookId, sessionId } = await openSession(browser, MULTIPLE_CHOICE, { words: WORDS.slice(0, 2) });
  // One right answer through the API, one wrong and one right on screen: 3 answers for 2 needed.
  await answerOneRight(page, sessionId);
  await page.reload();
  expect(await settle(page)).toBe('question');
  await turnAutoAdvanceOff(page);
  const right = await answerWrong(page, await shownQuestion(page), 'key');
  await (await expectWrongBanner(page, right)).getByRole('button', { name: 'Continue' }).click();
  expect(await settle(page)).toBe('question');
  await answerRight(page, await shownQuestion(page), 'key');
  expect(await settle(page)).toBe('finish');
  await expect(finishHeading(page)).toBeVisible();
  await expect(page.locator('.pr-finish')).toContainText('2 of 2 correct answers');
  await expect(page.locator('.pr-finish')).toContainText('Answers3');
  // Nothing is left for Auto-advance to steer.
  await expect(autoAdvance(page)).toHaveCount(0);
  await shot(page, test.info(), 'session-finish-1280');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));
  await page.context().close();
});
