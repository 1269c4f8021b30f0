import { expect, test, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, bookName, createWordbook } from './support/practice.ts';
import { shot } from './support/product.ts';

/**
 * The practice setup page (document 2, §2.4, §4): which words can be practised, the exercise
 * types and their answers needed, the advanced settings and their messages. Each test has its
 * own wordbook of four full words, one without an example and one with nothing to ask.
 */

let learner: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await signInOnce(browser, await createLearner('prs', 'free'));
});

/** A wordbook of WORDS and its setup page, as the signed-in learner. */
async function openSetup(page: Page): Promise<string> {
  const wordbookId = await createWordbook(page, bookName('Household'), WORDS);
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Setup' })).toBeVisible();
  return wordbookId;
}

const startButton = (page: Page) => page.getByRole('button', { name: 'Start Practice' });
const summary = (page: Page) => page.locator('.pr-start__summary');

test("the wordbook page's Practice link opens the setup for that wordbook", async ({ browser }) => {
  const page = await openAs(browser, learner);
  const name = bookName('Household');
  const wordbookId = await createWordbook(page, name, WORDS);
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${wordbookId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Setup' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', `/dashboard/${wordbookId}`);
  await page.context().close();
});

test('a word with nothing to ask is excluded, and one without an example is partly usable', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
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
  await page.context().close();
});

test('with no word selected, Start Practice is disabled and says why', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByText('0 of 6 words selected')).toBeVisible();
  await expect(startButton(page)).toBeDisabled();
  await expect(page.locator('#pr-start-problem')).toHaveText('Please select at least one word.');
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByText('5 of 6 words selected')).toBeVisible();
  await expect(startButton(page)).toBeEnabled();
  await page.context().close();
});

test('the default exercise types are the three multiple-choice ones', async ({ browser }) => {
  const page = await openAs(browser, learner);
  const wordbookId = await createWordbook(page, bookName('Short list'), WORDS.slice(0, 4));
  await page.goto(`/practice/${wordbookId}`);
  // 4 words × 3 modes × 1 right answer each.
  await expect(summary(page)).toContainText('4 words · 3 exercise types · 12 correct answers to finish');
  for (const mode of ['Multiple-choice Meaning to Word', 'Multiple-choice Word to Meaning', 'Multiple-choice Fill in the Blank']) {
    await expect(page.getByLabel(mode, { exact: true })).toBeChecked();
  }
  await page.context().close();
});

test('Make a Sentence is Pro only, and with no exercise type Start Practice is disabled', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
  await expect(page.getByLabel('Make a Sentence')).toBeDisabled();
  await expect(page.locator('.pr-mode--locked')).toContainText('Pro Only');
  for (const mode of ['Multiple-choice Meaning to Word', 'Multiple-choice Word to Meaning', 'Multiple-choice Fill in the Blank']) {
    await page.getByLabel(mode, { exact: true }).uncheck();
  }
  await expect(page.getByText('Please select at least one exercise.').first()).toBeVisible();
  await expect(startButton(page)).toBeDisabled();
  await page.context().close();
});

test('the correct answers needed per exercise type (1 to 3) set the answers to finish', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
  for (const mode of ['Multiple-choice Word to Meaning', 'Multiple-choice Fill in the Blank']) await page.getByLabel(mode, { exact: true }).uncheck();
  await page.getByLabel('Short-answer Meaning to Word', { exact: true }).check();
  await page.getByLabel('Short Fill in the Blank', { exact: true }).check();
  const slider = page.getByRole('slider', { name: 'Correct answers needed for Multiple-choice Meaning to Word' });
  await expect(slider).toHaveAttribute('aria-valuemax', '3');
  await slider.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  // 5 words × 2 + 5 typed + 4 blanks (whisper has no example).
  await expect(summary(page)).toContainText('5 words · 3 exercise types · 19 correct answers to finish');
  await shot(page, test.info(), 'setup-1280');
  await page.context().close();
});

test('advanced settings: progress shown, AI data off, and the number of choices kept between 2 and 6', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
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
  await page.context().close();
});

test('chunking is off below 20 words; its size runs from 1 to one less than the usable words, with the spec’s messages', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(page.getByLabel('Chunking')).not.toBeChecked();
  await page.getByLabel('Chunking').check();
  const chunkSize = page.getByLabel('Questions per chunk');
  const feedback = page.locator('#pr-chunk-size-feedback');
  await expect(chunkSize).toHaveValue('3');
  await expect(page.locator('#pr-chunk-range')).toHaveText('1 to 4');
  await chunkSize.fill('9');
  await expect(feedback).toHaveText('Enter an integer between 1 and 4.');
  await expect(startButton(page)).toBeDisabled();
  await chunkSize.fill('x');
  await expect(feedback).toHaveText('Please enter a valid chunk size.');
  await chunkSize.fill('40');
  await chunkSize.blur();
  await expect(chunkSize).toHaveValue('4');
  await expect(feedback).toHaveText('');

  await startButton(page).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  // 5 words × 2 multiple-choice modes + 4 blanks, in chunks of 4.
  await expect(page.getByText('Chunk 1 of 4')).toBeVisible();
  await page.context().close();
});

test('the setup remembers the exercise types and settings of the last started session on this device', async ({ browser }) => {
  const page = await openAs(browser, learner);
  await openSetup(page);
  await page.getByLabel('Multiple-choice Fill in the Blank', { exact: true }).uncheck();
  await page.getByLabel('Short-answer Meaning to Word', { exact: true }).check();
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await page.getByLabel('Show progress').uncheck();
  await startButton(page).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  // Another wordbook's setup starts from those choices.
  await openSetup(page);
  await expect(page.getByLabel('Multiple-choice Fill in the Blank', { exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Short-answer Meaning to Word', { exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(page.getByLabel('Show progress')).not.toBeChecked();
  await page.context().close();
});
