import { expect, test, type Page } from '@playwright/test';
import { createLearner, signInLearner, type Learner } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, sidebar, wordCard } from './support/wordbooks.ts';

/**
 * Per-word AI on the dashboard (document 1, §4, §5): the lexicon provider, the Free-plan prompts,
 * Previous Data Found, Bulk Generate for Pro, and offline reading of saved words.
 */

const run = runTag();
let free: Learner;
let pro: Learner;
test.beforeAll(async () => {
  free = await createLearner('wbf', 'free');
  pro = await createLearner('wbp', 'pro');
});

/**
 * The checks answer as in a product with an AI model configured, where Generate New can give
 * something new: the server's own answer with that one flag turned on. Generating still goes to
 * this product's server (these tests only ever choose Load Previous).
 */
async function offerGenerateNew(page: Page) {
  await page.route(/\/api\/ai\/check(-batch)?([?#]|$)/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...answer, ...('foundExisting' in answer ? { canGenerateNew: true } : { can_generate_new: true }) } });
  });
}

test('a Free learner confirms each generation, sees 2 alternatives with the hidden note, and picks one', async ({ browser }) => {
  const page = await signInLearner(browser, free);
  const api = apiOf(page, free);
  const wordbookId = await api.createWordbook(`Verbs ${run}`);
  await api.addWords(wordbookId, ['run', 'happy', 'on top of the world']);
  // A learner who prefers Korean definitions is told quietly that the built-in dictionary gives English.
  const languageSet = await page.request.patch('/api/account', { data: { preferred_definition_languages: ['ko'] } });
  expect(languageSet.status(), await languageSet.text()).toBe(200);
  await page.goto(`/dashboard/${wordbookId}`);
  await expect(page.getByRole('progressbar', { name: /AI points left this month/ })).toBeVisible();

  const runCard = wordCard(page, 'run');
  await runCard.getByRole('button', { name: 'Generate definitions for “run”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Free Plan AI Limit' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(runCard).toContainText('No meaning yet.');

  await runCard.getByRole('button', { name: 'Generate definitions for “run”' }).click();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(runCard.getByRole('button', { name: 'AI definitions (2)' })).toBeVisible({ timeout: 20_000 });
  // The hidden note is text on the card; the one invitation to upgrade is above the list.
  await expect(runCard).toContainText(/\d+ more definitions hidden\. Upgrade to Pro/);
  await expect(runCard.getByRole('link', { name: /Upgrade to Pro/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Words/ }).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/upgrade');
  await expect(runCard).toContainText('Definitions are in English');
  await expect(page.getByRole('progressbar', { name: /4,990 of 5,000 AI points left this month/ })).toBeVisible();

  // Pick the second definition: it becomes the displayed meaning and stays after a reload.
  await runCard.getByRole('button', { name: 'AI definitions (2)' }).click();
  const choices = runCard.getByRole('radio');
  await expect(choices).toHaveCount(2);
  const second = (await runCard.locator('.word-part__choice label').nth(1).textContent())!.trim();
  // The card shows the choice at once; the reload waits for the server to have kept it.
  const kept = page.waitForResponse((r) => r.url().endsWith('/select-meaning') && r.request().method() === 'PATCH');
  await choices.nth(1).check();
  await expect(runCard.locator('.word-part--definition .word-part__text')).toHaveText(second);
  expect((await kept).ok()).toBe(true);
  await page.reload();
  await expect(wordCard(page, 'run').locator('.word-part--definition .word-part__text')).toHaveText(second);

  // "Don't show this again today" hides the confirmation for the next generation.
  const happy = wordCard(page, 'happy');
  await happy.getByRole('button', { name: 'Generate examples for “happy”' }).click();
  await confirm.getByLabel("Don't show this again today").check();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(happy.locator('.word-part--example .word-part__text')).toContainText(/happy/i, { timeout: 20_000 });
  await happy.getByRole('button', { name: 'Generate definitions for “happy”' }).click();
  await expect(happy.getByRole('button', { name: 'AI definitions (2)' })).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toBeHidden();

  // The text check runs before any call: three or more spaces, or anything but English letters, are refused.
  await wordCard(page, 'on top of the world').getByRole('button', { name: 'Generate definitions for “on top of the world”' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Full sentences are not supported for AI generation.' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a word' });
  await add.getByLabel('Word', { exact: true }).fill("don't");
  await add.getByRole('button', { name: 'Add word' }).click();
  await wordCard(page, "don't").getByRole('button', { name: "Generate definitions for “don't”" }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'AI generation only supports English text.' })).toBeVisible();
  await page.context().close();
});

test('earlier data is loaded free without asking when only the built-in dictionary could answer; with a model, Previous Data Found asks and remembers', async ({ browser }) => {
  const page = await signInLearner(browser, pro);
  const api = apiOf(page, pro);
  const firstId = await api.createWordbook(`First ${run}`);
  const [went] = await api.addWords(firstId, ['went']);
  await api.generate(went!, 'definition');

  const secondId = await api.createWordbook(`Second ${run}`);
  await api.addWords(secondId, ['went', 'run']);
  await page.goto(`/dashboard/${secondId}`);
  await expect(page.locator('.wb-settings__dropdown')).toContainText('Ask me each time');

  const card = wordCard(page, 'went');
  const modal = page.getByRole('dialog', { name: 'Previous Data Found' });
  // The built-in dictionary would answer “went” as before: its earlier result is loaded, no question asked.
  await card.getByRole('button', { name: 'Generate definitions for “went”' }).click();
  await expect(card).toContainText('Loaded from your earlier result', { timeout: 20_000 });
  await expect(modal).toHaveCount(0);
  await expect(page.locator('.wb-settings__dropdown')).toContainText('Ask me each time');

  await offerGenerateNew(page);
  await card.getByRole('button', { name: 'Generate definitions for “went”' }).click();
  await expect(modal).toContainText('“went”');
  await modal.getByLabel('Remember this choice for this wordbook').check();
  await modal.getByRole('button', { name: 'Load Previous' }).click();
  await expect(card.getByRole('button', { name: /AI definitions \(\d\)/ })).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Loaded from your earlier result');
  await expect(page.locator('.wb-settings__dropdown')).toContainText('Load previous results');

  // Remembered: the next time there is earlier data, it is loaded without asking.
  await page.reload();
  await expect(page.locator('.wb-settings__dropdown')).toContainText('Load previous results');
  await wordCard(page, 'went').getByRole('button', { name: 'Generate definitions for “went”' }).click();
  await expect(wordCard(page, 'went')).toContainText('Loaded from your earlier result', { timeout: 20_000 });
  await expect(modal).toBeHidden();
  await page.context().close();
});

const COMMON_WORDS = `time year people way day man thing woman life child world school state family student group country problem hand part place case week company system program question work government number night point home water room mother area money story fact month lot right study book eye job word business issue side kind head house service friend father power hour game line end member law car city community name president team minute idea kid body information back parent face others level office door health person art war history party result change morning reason research girl guy moment air teacher force education foot boy age policy music market sense nation plan college interest death experience effect class control care field development role effort rate heart drug show leader light voice wife police mind price report decision son view relationship town road arm difference value building action model season society tax director position player record paper space ground form event official matter center couple site project activity star table need court oil situation cost industry figure street image phone data picture practice piece land product doctor wall patient worker news test movie north love support technology step baby computer type attention film tree source organization hair window evidence population site`
  .split(/\s+/)
  .filter((w, i, all) => all.indexOf(w) === i)
  .slice(0, 120);

test('a Pro learner has no points bar; Bulk Generate asks about earlier data, runs 5 at a time and can be cancelled', async ({ browser }) => {
  const page = await signInLearner(browser, pro);
  const api = apiOf(page, pro);
  const seedId = await api.createWordbook(`Seen ${run}`);
  const [seen] = await api.addWords(seedId, ['water']);
  await api.generate(seen!, 'definition');

  const wordbookId = await api.createWordbook(`Bulk ${run}`);
  // 'water' first: the run goes oldest first, so it is among the first five to be loaded again.
  await api.addWords(wordbookId, ['water']);
  await api.addWords(wordbookId, COMMON_WORDS.filter((w) => w !== 'water'));
  const total = COMMON_WORDS.length;
  await page.goto(`/dashboard/${wordbookId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Words (${total} of 300)` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /AI points/ })).toHaveCount(0);

  const bulk = page.getByRole('region', { name: 'Bulk Generate' });
  await expect(bulk).toContainText(`${total} words lack definitions.`);

  // 'water' has definitions from before, and (as with a model) Generate New could give new ones: closing the modal cancels the run.
  await offerGenerateNew(page);
  await bulk.getByRole('button', { name: 'Bulk Generate' }).click();
  const modal = page.getByRole('dialog', { name: 'Previous Data Found' });
  await expect(modal).toContainText(`1 of the ${total} words already have AI definitions`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Bulk Generate was cancelled.' })).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await bulk.getByRole('button', { name: 'Bulk Generate' }).click();
  await modal.getByRole('button', { name: 'Load Previous' }).click();
  const progress = bulk.getByRole('status');
  await expect(progress).toContainText(/Generating definitions: \d+ of \d+ done/);
  await expect(progress).toContainText(/[1-5] running/);
  await expect(progress).toContainText(/Generating definitions: [1-9]\d* of/, { timeout: 20_000 });
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Bulk Generate cancelled:' });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  const done = Number(/cancelled: (\d+) of (\d+)/.exec((await summary.textContent())!)![1]);
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(total);
  await expect(bulk.getByRole('button', { name: 'Bulk Generate' })).toBeEnabled();
  await expect(bulk).toContainText(/\d+ words lack definitions\./);
  await expect(wordCard(page, 'water').getByRole('button', { name: /AI definitions/ })).toBeVisible();
  await page.context().close();
});

test('offline: the words stay readable from the saved copy and write actions say Unavailable offline', async ({ browser }) => {
  const page = await signInLearner(browser, free);
  const api = apiOf(page, free);
  const riversId = await api.createWordbook(`Rivers ${run}`);
  await api.addWords(riversId, ['river', 'stream']);
  const hillsId = await api.createWordbook(`Hills ${run}`);
  await api.addWords(hillsId, ['mountain', 'valley']);
  await page.goto(`/dashboard/${riversId}`);
  await expect(wordCard(page, 'stream')).toBeVisible();
  await sidebar(page).getByRole('link', { name: new RegExp(`^Hills ${run}`) }).click();
  await expect(wordCard(page, 'valley')).toBeVisible();

  await page.context().setOffline(true);
  const add = page.getByRole('form', { name: 'Add a word' });
  await expect(add.getByRole('button', { name: 'Add word' })).toBeDisabled();
  await expect(add.getByText('Unavailable offline')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Add wordbook (Unavailable offline)' })).toBeDisabled();
  await expect(wordCard(page, 'valley').getByRole('button', { name: 'Generate definitions for “valley” (Unavailable offline)' })).toBeDisabled();
  await expect(wordCard(page, 'valley').getByRole('button', { name: 'Delete “valley” (Unavailable offline)' })).toBeDisabled();

  // A wordbook loaded earlier opens from the copy saved on this device.
  await sidebar(page).getByRole('link', { name: new RegExp(`^Rivers ${run}`) }).click();
  await expect(page.getByText('Showing the copy saved on this device.')).toBeVisible();
  await expect(wordCard(page, 'river')).toBeVisible();

  await page.context().setOffline(false);
  await expect(add.getByRole('button', { name: 'Add word' })).toBeEnabled();
  await page.context().close();
});
