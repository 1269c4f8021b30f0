import { expect, test, type Browser, type Page } from '@playwright/test';
import { createLearner, createWordbookWithWords, signInLearner, wordTexts } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * AI Tools through the real UI (document 2, §2.2, §4, §5; document 1, §4, §5): a Pro learner with
 * a level generates a wordbook from a reference wordbook and a prompt, watches the progress,
 * deletes words in review and saves; every prompt rule shows its message; the count bounds; a
 * cut stream falls back to the plain call; 'Please keep at least one word.'; the level warning;
 * a Free learner is sent to /upgrade.
 */

test.setTimeout(180_000);
test.use({ actionTimeout: 15_000 });

const generatorDialog = (page: Page) => page.getByRole('dialog', { name: /Generate New Wordbook/ });
const progressDialog = (page: Page) => page.getByRole('dialog', { name: 'Generating your wordbook' });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review Generated Wordbook' });

const REFERENCE_WORDS = ['airport', 'ticket', 'luggage', 'passport', 'flight', 'hotel'];

/** The AI Tools page's generator card, for a Pro learner with a level. */
const generatorCard = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Generate New Wordbook/ }) });

/** AI Tools with the generator open, as a new Pro learner of level 6 (with a wordbook of `reference` words). */
async function openGenerator(browser: Browser, reference?: { name: string; words: string[] }) {
  const learner = await createLearner('aipro', 'pro', 6);
  const page = await signInLearner(browser, learner);
  if (reference) await createWordbookWithWords(page, learner, reference.name, reference.words);
  await page.goto('/ai-tools');
  await generatorCard(page).getByRole('button', { name: 'Open Generator' }).click();
  await expect(generatorDialog(page)).toBeVisible();
  return { page, learner, dialog: generatorDialog(page) };
}

test('AI Tools shows a Pro learner with a level the generator card, marked PRO, with the level', async ({ browser }, testInfo) => {
  const page = await signInLearner(browser, await createLearner('aicard', 'pro', 6));
  await page.goto('/ai-tools');
  await expect(page.getByRole('heading', { name: 'AI Tools', level: 1 })).toBeVisible();
  await expect(generatorCard(page).getByText('PRO', { exact: true })).toBeVisible();
  await expect(generatorCard(page)).toContainText('Level 6 / 14');
  await expect(page.getByText('Complete your Level Test first')).toHaveCount(0);
  await shot(page, testInfo, 'ai-tools-1280');
  await page.context().close();
});

test('the number of words is 20 to 150 for Pro; anything not a number becomes 20', async ({ browser }) => {
  const { page, dialog } = await openGenerator(browser);
  await expect(dialog).toContainText('Level 6');
  const count = dialog.getByLabel('Number of words');
  await expect(count).toHaveValue('50');
  await count.fill('151');
  await expect(dialog.getByText('Enter between 20 and 150 words')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await count.fill('abc');
  await expect(count).toHaveValue('20');
  await expect(dialog.getByText('Enter between 20 and 150 words')).toHaveCount(0);
  await page.context().close();
});

test("the custom prompt counts to 80 characters and shows each rule's message as it is typed", async ({ browser }, testInfo) => {
  const { page, dialog } = await openGenerator(browser);
  await dialog.getByRole('button', { name: 'Advanced Settings' }).click();
  const prompt = dialog.getByLabel('Custom prompt');
  const counter = dialog.locator('.ai-gen__counter');
  const message = dialog.locator('#ai-gen-prompt-feedback');
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await prompt.fill('x'.repeat(85));
  await expect(prompt).toHaveValue('x'.repeat(80));
  await expect(counter).toHaveText('80/80');
  await expect(message).toHaveText('Max 80 characters.');
  for (const disallowed of ['words from https://example.com', 'ask learner@example.com', 'words about murder']) {
    await prompt.fill(disallowed);
    await expect(message).toHaveText('Please remove disallowed content.');
    await expect(generate).toBeDisabled();
  }
  await prompt.fill('food & drink');
  await expect(message).toHaveText('Contains unsupported characters.');
  await expect(generate).toBeDisabled();
  // A Korean prompt gets the same message and, beside it, what is allowed.
  await prompt.fill('여행 영어');
  await expect(message).toHaveText('Contains unsupported characters.');
  await expect(dialog.getByText("Write it in English: letters (accents allowed), digits, spaces and , . ' ( ) - only.")).toBeVisible();
  await prompt.fill("travel, airports (and hotels) - it's fun.");
  await expect(message).toHaveText('');
  await expect(counter).toHaveText('41/80');
  await expect(generate).toBeEnabled();
  await shot(page, testInfo, 'generator-1280');
  await page.context().close();
});

test('a Pro learner generates from a reference wordbook and a prompt, past a progress modal that cannot be closed, deletes two words in review and saves', async ({ browser }, testInfo) => {
  const { page, dialog } = await openGenerator(browser, { name: 'Trip words', words: REFERENCE_WORDS });
  await dialog.getByLabel('Trip words').check();
  await dialog.getByLabel('Number of words').fill('30');
  await dialog.getByRole('button', { name: 'Advanced Settings' }).click();
  await dialog.getByLabel('Custom prompt').fill('travel and airports');
  await expect(dialog.locator('.ai-gen__counter')).toHaveText('19/80');
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeEnabled();

  // Hold the stream back until the progress modal has been seen and shown not to close.
  let releaseStream = () => {};
  const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
  await page.route('**/api/ai/generate-wordbook-next?stream=1', async (route) => {
    await streamHeld;
    await route.continue();
  });
  await generate.click();
  await expect(progressDialog(page)).toBeVisible();
  await expect(progressDialog(page).getByRole('progressbar')).toBeVisible();
  await expect(progressDialog(page).getByRole('button')).toHaveCount(0); // no close button
  await shot(page, testInfo, 'progress-1280');
  await page.keyboard.press('Escape');
  await expect(progressDialog(page)).toBeVisible();
  releaseStream();

  const review = reviewDialog(page);
  await expect(review).toBeVisible({ timeout: 60_000 });
  const items = review.locator('.review-item');
  await expect(items).toHaveCount(30);
  await expect(review.locator('.ai-review__topic-note')).toHaveCount(0); // the topic gave all 30 words
  await shot(page, testInfo, 'review-1280');
  const texts = (await review.locator('.review-item__word').allTextContents()).map((t) => t.replace(/\s*(noun|verb|adjective|adverb)$/, ''));
  for (const ref of REFERENCE_WORDS) expect(texts).not.toContain(ref);

  // deleting re-posts the save: two deletions, then Save opens the wordbook
  const saves: string[] = [];
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).pathname === '/api/ai/save-wordbook-next') saves.push(r.postData() ?? '');
  });
  for (const text of texts.slice(0, 2)) await review.getByRole('button', { name: `Delete “${text}”` }).click();
  await expect(items).toHaveCount(28);
  await expect.poll(() => saves.length).toBeGreaterThanOrEqual(2);
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const wordbookId = page.url().split('/').pop()!;
  await expect(page.locator('h1.wb-title')).toContainText('AI: travel and airports (');
  const saved = await wordTexts(page, wordbookId);
  expect(saved.sort()).toEqual(texts.slice(2).sort());
  await page.context().close();
});

test('a cut stream falls back to the plain call; the last word cannot be deleted (390 px)', async ({ browser }, testInfo) => {
  const learner = await createLearner('aifb', 'pro', 3);
  const page = await signInLearner(browser, learner, { width: 390, height: 844 });
  await page.goto('/ai-tools');
  await expect(page.getByText('Level 3 / 14')).toBeVisible();
  await shot(page, testInfo, 'ai-tools-390');
  await page.getByRole('button', { name: 'Open Generator' }).click();
  const dialog = generatorDialog(page);
  await expect(dialog.getByText('You have no wordbooks yet')).toBeVisible();
  await dialog.getByLabel('Number of words').fill('20');
  await dialog.getByRole('button', { name: 'Advanced Settings' }).click();
  await shot(page, testInfo, 'generator-390');

  // The stream is cut after one progress event, with no job to reconnect to (NO_RESULT): the plain call answers.
  let plainCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/ai/generate-wordbook-next' && !r.url().includes('stream=1')) plainCalls += 1;
  });
  await page.route('**/api/ai/generate-wordbook-next?stream=1', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'id: 1\nevent: progress\ndata: {"total":20,"emitted":5}\n\n' }),
  );
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const review = reviewDialog(page);
  await expect(review).toBeVisible({ timeout: 60_000 });
  expect(plainCalls).toBe(1);
  const deletes = review.locator('.review-item__delete');
  await expect(deletes).toHaveCount(20);
  await shot(page, testInfo, 'review-390');
  while ((await deletes.count()) > 1) await deletes.first().click();
  await deletes.first().click();
  await expect(review.getByRole('alert')).toHaveText('Please keep at least one word.');
  await expect(deletes).toHaveCount(1);
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  expect(await wordTexts(page, page.url().split('/').pop()!)).toHaveLength(1);
  await page.context().close();
});

test('the generator opens from the dashboard sidebar too, and the new wordbook joins the list', async ({ browser }) => {
  const learner = await createLearner('aidash', 'pro', 4);
  const page = await signInLearner(browser, learner);
  await createWordbookWithWords(page, learner, 'Kitchen words', ['knife', 'spoon', 'oven']);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary', { name: 'Your Wordbooks' });
  await expect(sidebar.getByRole('link', { name: /Kitchen words/ })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Generate with AI' }).click();
  const dialog = generatorDialog(page);
  await expect(dialog).toContainText('Level 4');
  await dialog.getByLabel('Kitchen words').check();
  await dialog.getByLabel('Number of words').fill('20');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const review = reviewDialog(page);
  await expect(review.locator('.review-item')).toHaveCount(20, { timeout: 60_000 });
  await review.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(sidebar.getByRole('link', { name: /^AI: Level 4 words/ })).toBeVisible();
  await page.context().close();
});

test('a Pro learner without a level is asked to take the level test first', async ({ browser }) => {
  const learner = await createLearner('ainolevel', 'pro', null);
  const page = await signInLearner(browser, learner);
  await page.goto('/ai-tools');
  const warning = page.getByRole('alert').filter({ hasText: 'Complete your Level Test first' });
  await expect(warning).toBeVisible();
  await expect(page.getByText('Not set yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Generator' })).toBeDisabled();
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toHaveCount(0);
  await page.reload();
  await page.getByRole('link', { name: 'Go to Level Test' }).click();
  await expect(page).toHaveURL(/\/level-test$/);
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  await page.context().close();
});

test('a Free learner is sent to /upgrade', async ({ browser }) => {
  const learner = await createLearner('aifree', 'free', 4);
  const page = await signInLearner(browser, learner);
  await page.goto('/ai-tools');
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'AI Tools', level: 1 })).toHaveCount(0);
  await page.context().close();
});

test('a Free learner is told the same thing everywhere: Basic Tools names the dashboard generator, whose dialog has no PRO badge but on the custom prompt', async ({ browser }) => {
  const learner = await createLearner('aifree', 'free', 4);
  const page = await signInLearner(browser, learner);
  await page.goto('/basic-tools');
  await expect(page.getByText('On the Free plan, Generate with AI on your dashboard makes a wordbook of 20 to 50 words at your level.')).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('complementary', { name: 'Your Wordbooks' }).getByRole('button', { name: 'Generate with AI' }).click();
  // The dialog's name is the title alone: no PRO badge on a generator the Free plan includes.
  const dialog = page.getByRole('dialog', { name: 'Generate New Wordbook', exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(dialog.getByText('PRO', { exact: true })).toHaveCount(1);
  await expect(dialog.locator('label', { hasText: 'Custom prompt' }).getByText('PRO', { exact: true })).toBeVisible();
  await page.context().close();
});
