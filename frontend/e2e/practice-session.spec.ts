import { expect, test, type Page } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { shot } from './support/product.ts';
import { WORDS, answerRight, answerWrong, breakDialog, createWordbook, expectWrongBanner, finishHeading, progressBar, progressNow, rightAnswer, settle, shownQuestion } from './support/practice.ts';

/**
 * Practice through the real UI (document 2, §2.4–2.7, §4, §5, §8, §9): one learner's session
 * from the setup page to the history, in order.
 */

test.setTimeout(240_000);

test.describe.serial('a practice session from setup to history', () => {
  let page: Page;
  let wordbookId: string;
  let sessionUrl: string;
  let wrongAnswers = 0;

  test.beforeAll(async ({ browser }) => {
    page = await signInLearner(browser, createLearner('prc', 'free'), { width: 1280, height: 900 });
    wordbookId = await createWordbook(page, 'Household', WORDS);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the setup lists the usable words and checks exercise types and advanced settings with their messages', async () => {
    const testInfo = test.info();

  // The wordbook page's Practice link opens the setup.
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${wordbookId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Setup' })).toBeVisible();
  await expect(page.getByText('Household')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', `/dashboard/${wordbookId}`);

  // Select Words: a word with nothing to ask is excluded; with the default modes (all multiple choice) the word without an example is partly usable.
  const words = page.getByRole('list', { name: 'Words' });
  await expect(words.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByLabel('zephyr', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('zephyr', { exact: true })).not.toBeChecked();
  const zephyr = words.getByRole('listitem').filter({ hasText: 'zephyr' });
  await expect(zephyr.locator('.pr-word__mark--none')).toBeVisible();
  await expect(zephyr).toContainText('Excluded: No valid meaning for meaning/word modes. No valid example for fill-in-the-blank.');
  const whisper = words.getByRole('listitem').filter({ hasText: 'whisper' });
  await expect(whisper.locator('.pr-word__mark--partial')).toBeVisible();
  await expect(whisper).toContainText('No valid example for fill-in-the-blank.');
  await expect(page.getByText('5 of 6 words selected · 1 excluded automatically')).toBeVisible();
  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByText('0 of 6 words selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
  await expect(page.locator('#pr-start-problem')).toHaveText('Please select at least one word.');
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByText('5 of 6 words selected')).toBeVisible();

  // Exercise Types: no exercise is invalid; Make a Sentence is Pro Only and disabled.
  await expect(page.getByLabel('Make a Sentence')).toBeDisabled();
  await expect(page.locator('.pr-mode--locked')).toContainText('Pro Only');
  for (const mode of ['Multiple-choice Meaning to Word', 'Multiple-choice Word to Meaning', 'Multiple-choice Fill in the Blank']) {
    await expect(page.getByLabel(mode, { exact: true })).toBeChecked();
    await page.getByLabel(mode, { exact: true }).uncheck();
  }
  await expect(page.getByText('Please select at least one exercise.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();

  // Three modes: meaning to word (choice, 2 right answers each), meaning to word (typed), fill in the blank (typed).
  await page.getByLabel('Multiple-choice Meaning to Word', { exact: true }).check();
  await page.getByLabel('Short-answer Meaning to Word', { exact: true }).check();
  await page.getByLabel('Short Fill in the Blank', { exact: true }).check();
  const slider = page.getByRole('slider', { name: 'Correct answers needed for Multiple-choice Meaning to Word' });
  await expect(slider).toHaveAttribute('aria-valuemax', '3');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  // 5 words × 2 + 5 typed + 4 blanks (whisper has no example).
  await expect(page.locator('.pr-start__summary')).toContainText('5 words · 3 exercise types · 19 correct answers to finish');

  // Advanced Settings: choices 2–6 clamped; chunking off below 20 words, bounds 1..usable-1 with the spec's messages.
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(page.getByLabel('Show progress')).toBeChecked();
  await expect(page.getByLabel('Use AI data')).not.toBeChecked();
  const choices = page.getByLabel('Number of choices');
  await expect(choices).toHaveValue('4');
  await choices.fill('9');
  await choices.blur();
  await expect(choices).toHaveValue('6');
  await choices.fill('4');
  await choices.blur();
  await expect(choices).toHaveValue('4');
  await expect(page.getByLabel('Chunking')).not.toBeChecked();
  await page.getByLabel('Chunking').check();
  const chunkSize = page.getByLabel('Questions per chunk');
  await expect(chunkSize).toHaveValue('3');
  await expect(page.locator('#pr-chunk-range')).toHaveText('1 to 4');
  await chunkSize.fill('9');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('Enter an integer between 1 and 4.');
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
  await chunkSize.fill('x');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('Please enter a valid chunk size.');
  await chunkSize.fill('40');
  await chunkSize.blur();
  await expect(chunkSize).toHaveValue('4');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('');
  await shot(page, testInfo, 'setup-1280');

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  sessionUrl = page.url();
  });

  test('the session takes answers by mouse and keys, waits after a wrong answer, breaks every chunk, resumes after Finish later and ends with Great work', async () => {
    const testInfo = test.info();

  // Progress 0 / 19 with a separator after every 4 steps.
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '19');
  await expect(page.locator('.pr-progress__separator')).toHaveCount(4);
  await expect(page.getByText('Chunk 1 of 5')).toBeVisible();

  // Auto-advance off: a wrong answer waits for the learner.
  const chip = page.getByRole('button', { name: 'Auto-advance' });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  let breaks = 0;
  let finishedLater = false;
  const done = { choiceKey: false, choiceMouse: false, wrongChoiceMouse: false, wrongChoiceKey: false, typedKey: false, typedMouse: false, wrongTyped: false, idk: false, autoWrong: false };

  for (let step = 0; step < 80; step++) {
    const state = await settle(page);
    if (state === 'finish') break;
    if (state === 'break') {
      breaks += 1;
      const before = await progressNow(page);
      expect(before % 4).toBe(0);
      await expect(breakDialog(page)).toContainText(`You finished chunk ${before / 4} of 5`);
      if (breaks === 1) {
        await shot(page, testInfo, 'session-break-1280', false);
        await page.keyboard.press('Enter');
      } else if (breaks === 2 && !finishedLater) {
        // 'Finish later' goes to the dashboard; the setup then offers to resume.
        finishedLater = true;
        await breakDialog(page).getByRole('button', { name: 'Finish later' }).click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));
        await page.goto(`/practice/${wordbookId}`);
        const resume = page.getByRole('dialog', { name: 'Resume previous practice?' });
        await expect(resume).toBeVisible();
        await expect(resume).toContainText(`Progress${before} / 19`);
        await expect(resume).toContainText('Created');
        await shot(page, testInfo, 'setup-resume-1280', false);
        await resume.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(sessionUrl);
        await expect(progressBar(page)).toHaveAttribute('aria-valuenow', String(before));
      } else if (breaks === 3) {
        await page.keyboard.press('1');
      } else {
        await breakDialog(page).getByRole('button', { name: 'Continue now' }).click();
      }
      await expect(breakDialog(page)).toHaveCount(0);
      continue;
    }

    const question = await shownQuestion(page);
    const typed = question.choices.length === 0;
    const before = await progressNow(page);
    if (!typed && !done.choiceKey) {
      done.choiceKey = true;
      await answerRight(page, question, 'key');
    } else if (!typed && !done.choiceMouse) {
      done.choiceMouse = true;
      await answerRight(page, question, 'mouse');
    } else if (!typed && !done.wrongChoiceMouse) {
      // Wrong by mouse, auto-advance off: the answer stays until a digit key.
      done.wrongChoiceMouse = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'mouse');
      await expectWrongBanner(page, right);
      await shot(page, testInfo, 'session-wrong-1280');
      // Nothing to wait for: this shows that nothing happens in the time auto-advance would take.
      await page.waitForTimeout(2500);
      await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
      await page.keyboard.press('7');
    } else if (!typed && !done.wrongChoiceKey) {
      done.wrongChoiceKey = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'key');
      const banner = await expectWrongBanner(page, right);
      await banner.getByRole('button', { name: 'Continue' }).click();
    } else if (typed && !done.typedKey) {
      done.typedKey = true;
      await shot(page, testInfo, 'session-typed-1280');
      await answerRight(page, question, 'key');
    } else if (typed && !done.idk) {
      // "I don't know" by mouse: recorded as 'skip', shown as wrong; Enter goes on.
      done.idk = true;
      wrongAnswers += 1;
      const right = rightAnswer(question).text;
      await page.getByRole('button', { name: "I don't know" }).click();
      const banner = await expectWrongBanner(page, right);
      await expect(banner).toContainText("Your answer: I don't know");
      await page.keyboard.press('Enter');
    } else if (typed && !done.wrongTyped) {
      done.wrongTyped = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'mouse');
      const banner = await expectWrongBanner(page, right);
      await expect(banner).toContainText('Your answer: notaword');
      await page.keyboard.press('0');
    } else if (typed && !done.typedMouse) {
      done.typedMouse = true;
      await answerRight(page, question, 'mouse');
    } else if (!done.autoWrong && done.wrongTyped && done.wrongChoiceKey) {
      // Auto-advance back on: a wrong answer moves on by itself after 2 seconds.
      done.autoWrong = true;
      wrongAnswers += 1;
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const right = await answerWrong(page, question, 'key');
      await expectWrongBanner(page, right);
      await expect(page.locator('.pr-feedback--wrong')).toHaveCount(0, { timeout: 4000 });
      continue;
    } else {
      await answerRight(page, question, step % 2 === 0 ? 'key' : 'mouse');
    }
    // Only a right answer moves the progress.
    const after = await settle(page);
    if (after !== 'finish') {
      const now = await progressNow(page);
      expect(now === before || now === before + 1).toBe(true);
    }
    if (after === 'finish') break;
  }

  await expect(finishHeading(page)).toBeVisible();
  expect(breaks).toBe(4);
  expect(Object.values(done).every(Boolean), JSON.stringify(done)).toBe(true);
  await expect(page.locator('.pr-finish')).toContainText('19 of 19 correct answers');
  await expect(page.locator('.pr-finish')).toContainText(`Answers${19 + wrongAnswers}`);
  await shot(page, testInfo, 'session-finish-1280');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));
  });

  test('the history shows the finished session; its detail filters the incorrect answers and lists the words used', async () => {
    const testInfo = test.info();
  await page.getByRole('link', { name: 'Practice History' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Household' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().locator('.pr-status')).toHaveText('Completed');
  await expect(sessions.first()).toContainText(`Incorrect${wrongAnswers}`);
  await shot(page, testInfo, 'history-1280');
  await sessions.first().getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/practice\/session\/[0-9a-f-]{36}$/);
  const attempts = page.getByRole('list', { name: 'Attempts' }).locator(':scope > li');
  await expect(attempts).toHaveCount(19 + wrongAnswers);
  await page.getByRole('button', { name: 'Incorrect Only' }).click();
  await expect(attempts).toHaveCount(wrongAnswers);
  for (const tag of await attempts.locator('.p-tag').allTextContents()) expect(['Incorrect', "I don't know"]).toContain(tag);
  await expect(attempts.filter({ hasText: "I don't know" })).toHaveCount(1);
  await shot(page, testInfo, 'detail-incorrect-1280');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(attempts).toHaveCount(19 + wrongAnswers);
  await expect(page.getByRole('button', { name: 'Cancel Session' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Session Word Details' }).click();
  const wordsModal = page.getByRole('dialog', { name: 'Session Word Details' });
  const used = wordsModal.getByRole('list', { name: 'Words used' }).locator('.pr-used-word');
  await expect(used).toHaveCount(5);
  await expect(used.filter({ hasText: 'whisper' }).locator('.pr-mode-chip')).toHaveCount(2);
  await expect(used.filter({ hasText: 'apple' }).locator('.pr-mode-chip--mastered')).toHaveCount(3);
  await shot(page, testInfo, 'detail-words-1280', false);
  await wordsModal.getByRole('button', { name: 'Done' }).click();
  await expect(wordsModal).toHaveCount(0);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
});
});
