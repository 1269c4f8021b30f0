import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The wordbook dashboard through the real UI (document 1, §2, §4, §5, §6): wordbooks, words and
 * the 300 limit, per-word AI with the lexicon provider, the Free-plan prompts, Previous Data Found,
 * Bulk Generate for Pro, and offline reading. Two learners, a Free one and a Pro one, are made by
 * the operators' account code (ops/src/create-account.ts), as `npm run ops -- db seed` does.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;

type Learner = { username: string; email: string; password: string; plan: 'free' | 'pro'; deviceId: string };
const free: Learner = { username: `wbf_${run}`, email: `wbf.${run}@example.com`, password: 'free-pass-1', plan: 'free', deviceId: `e2e-free-${run}` };
const pro: Learner = { username: `wbp_${run}`, email: `wbp.${run}@example.com`, password: 'pro-pass-1', plan: 'pro', deviceId: `e2e-pro-${run}` };

/** The database the product under test uses, as frontend/playwright.config.ts chooses it. */
function productDatabaseEnv(): Record<string, string> {
  if (process.env.DATABASE_URL && process.env.E2E_DB_NAME) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${process.env.E2E_DB_NAME}`;
    return { DATABASE_URL: url.toString() };
  }
  return { DATA_DIR: path.join(repoRoot, '.data', 'e2e') };
}

test.beforeAll(() => {
  const accounts = [free, pro].map((l) => ({ email: l.email, username: l.username, fullName: 'Word Learner', role: 'user', plan: l.plan, password: l.password }));
  const script = `
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    const { createOrResetAccount } = await import('./ops/src/create-account.ts');
    await withDatabase(async (pool) => {
      for (const account of JSON.parse(process.env.E2E_ACCOUNTS)) await createOrResetAccount(pool, account);
    });`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, ...productDatabaseEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn', E2E_ACCOUNTS: JSON.stringify(accounts) },
    stdio: 'pipe',
    timeout: 60_000,
  });
});

/**
 * A page signed in as `learner`. The device id is fixed per learner: AI calls from a fourth
 * device in 30 days are refused, and every test opens a fresh browser context.
 */
async function signIn(browser: Browser, learner: Learner): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((deviceId) => window.localStorage.setItem('wordbook.device-id', deviceId), learner.deviceId);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(learner.username);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

type ApiWord = { id: string; text: string };

/** Calls the API as the signed-in learner (the page's cookies), e.g. to fill a wordbook quickly. */
function apiOf(page: Page, learner: Learner) {
  const headers = { 'X-Device-Id': learner.deviceId };
  return {
    async createWordbook(name: string): Promise<string> {
      const res = await page.request.post('/api/wordbooks', { data: { name }, headers });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
    async addWords(wordbookId: string, texts: string[]): Promise<ApiWord[]> {
      const words: ApiWord[] = [];
      for (let i = 0; i < texts.length; i += 25) {
        const batch = await Promise.all(
          texts.slice(i, i + 25).map(async (text) => {
            const res = await page.request.post('/api/words', { data: { wordbook_id: wordbookId, text }, headers });
            expect(res.status(), await res.text()).toBe(200);
            return ((await res.json()) as { word: ApiWord }).word;
          }),
        );
        words.push(...batch);
      }
      return words;
    },
    async generate(word: ApiWord, type: 'definition' | 'example') {
      const res = await page.request.post('/api/ai/generate', { data: { word_id: word.id, word: word.text, type, force: 'auto' }, headers });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your Wordbooks' });
const wordCard = (page: Page, text: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: text, exact: true }) });

async function createInUi(page: Page, name: string) {
  await sidebar(page).getByRole('button', { name: 'Add wordbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New wordbook' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
}

test('wordbooks: create, sort, the duplicate-name modal, rename in place, settings and delete', async ({ browser }) => {
  const page = await signIn(browser, free);
  await expect(page.getByText('Please select or create a wordbook from the sidebar.')).toBeVisible();

  await createInUi(page, 'Animals');
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Animals/ })).toBeVisible();
  await createInUi(page, 'Colors');
  await expect(page.getByRole('heading', { level: 1, name: /Colors/ })).toBeVisible();

  const names = sidebar(page).getByRole('navigation', { name: 'Wordbooks' }).getByRole('link');
  await expect(names).toHaveText([/^Animals/, /^Colors/]);
  await sidebar(page).getByRole('button', { name: 'Newest' }).click();
  await expect(names).toHaveText([/^Colors/, /^Animals/]);
  await sidebar(page).getByRole('button', { name: 'Oldest' }).click();
  await expect(names).toHaveText([/^Animals/, /^Colors/]);

  // The name rules live in the form; a taken name comes back as a 409 and the modal.
  await sidebar(page).getByRole('button', { name: 'Add wordbook' }).click();
  const form = page.getByRole('dialog', { name: 'New wordbook' });
  await form.getByLabel('Name').fill('x'.repeat(49));
  await expect(form.locator('#wordbook-name-feedback')).toHaveText('Name must be at most 48 characters.');
  await form.getByLabel('Name').fill('   ');
  await expect(form.locator('#wordbook-name-feedback')).toHaveText('Name cannot be empty.');
  await form.getByLabel('Name').fill('aNiMaLs');
  await form.getByRole('button', { name: 'Create' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Wordbook' });
  await expect(duplicate).toBeVisible();
  await expect(names).toHaveCount(2);
  await duplicate.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('aNiMaLs');
  await expect(form.locator('#wordbook-name-feedback')).toHaveText('This name is already in use.');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Rename 'Colors' in place: a taken name is refused, a free one is saved.
  await page.getByRole('button', { name: /^Colors \(rename\)$/ }).click();
  const title = page.getByLabel('Wordbook name');
  await title.fill('animals');
  await title.press('Enter');
  await expect(page.locator('#wordbook-title-input-feedback')).toHaveText('This name is already in use.');
  await title.fill('');
  await expect(page.locator('#wordbook-title-input-feedback')).toHaveText('Name cannot be empty.');
  await title.fill('Shades');
  await title.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Shades/ })).toBeVisible();
  await expect(names).toHaveText([/^Animals/, /^Shades/]);

  // Settings are saved on the server: they survive a reload.
  await page.getByLabel('Favorite').click();
  await page.getByLabel('Main wordbook').click();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Favorite');
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Main');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Favorite');
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('0 words');
  await expect(page.getByRole('link', { name: 'Practice History' })).toHaveAttribute('href', /\/dashboard\/practice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Practice', exact: true })).toHaveAttribute('href', /\/practice\/[0-9a-f-]{36}$/);

  // Deleting the open wordbook returns to /dashboard.
  await page.getByRole('button', { name: 'Delete wordbook' }).click();
  await page.getByRole('dialog', { name: 'Delete this wordbook?' }).getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(names).toHaveText([/^Animals/]);
  await expect(page.getByText('Please select or create a wordbook from the sidebar.')).toBeVisible();

  await page.goto('/dashboard/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This wordbook does not exist.')).toBeVisible();
  await page.context().close();
});

test('words: add with a duplicate confirmation, edit, delete, and the 300-word limit', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signIn(browser, free);
  const api = apiOf(page, free);
  const wordbookId = await api.createWordbook(`Daily words ${run}`);
  await page.goto(`/dashboard/${wordbookId}`);
  await expect(page.getByText(/No words in/)).toBeVisible();

  const add = page.getByRole('form', { name: 'Add a word' });
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(add.locator('#add-word-text-feedback')).toHaveText('Word text is required.');
  await add.getByLabel('Word', { exact: true }).fill('happy');
  await add.getByLabel('Meaning (optional)').fill('glad');
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(wordCard(page, 'happy')).toContainText('glad');

  await add.getByLabel('Word', { exact: true }).fill('HAPPY');
  await add.getByRole('button', { name: 'Add word' }).click();
  const again = page.getByRole('dialog', { name: 'Word already added' });
  await expect(again).toContainText('“happy” is already in this wordbook.');
  await again.getByRole('button', { name: 'Add anyway' }).click();
  await expect(wordCard(page, 'HAPPY')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('2 words');

  await wordCard(page, 'HAPPY').getByRole('button', { name: 'Delete “HAPPY”' }).click();
  await page.getByRole('dialog', { name: 'Delete this word?' }).getByRole('button', { name: 'Delete word' }).click();
  await expect(wordCard(page, 'HAPPY')).toHaveCount(0);

  await wordCard(page, 'happy').getByRole('button', { name: 'Edit “happy”' }).click();
  const edit = page.getByRole('form', { name: 'Edit “happy”' });
  await edit.getByLabel('Your meaning').fill('full of joy');
  await edit.getByLabel('Your example').fill('A happy child laughed.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(wordCard(page, 'happy')).toContainText('full of joy');
  await page.reload();
  await expect(wordCard(page, 'happy')).toContainText('full of joy');
  await expect(wordCard(page, 'happy')).toContainText('A happy child laughed.');

  // 298 more through the API make 299; the 300th through the form disables the control.
  await api.addWords(wordbookId, Array.from({ length: 298 }, (_, i) => `filler ${i + 1}`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Words \(299 of 300\)/ })).toBeVisible();
  await add.getByLabel('Word', { exact: true }).fill('last');
  await add.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Words \(300 of 300\)/ })).toBeVisible();
  const addButton = add.getByRole('button', { name: 'Add word' });
  await expect(addButton).toBeDisabled();
  await expect(add.getByText('You cannot add more than 300 words to this wordbook.')).toBeVisible();
  await addButton.hover({ force: true });
  await page.locator('.add-word__submit').hover();
  await expect(page.locator('.p-tooltip')).toHaveText('You cannot add more than 300 words to this wordbook.');
  await page.context().close();
});

test('a Free learner confirms each generation, sees 2 alternatives with the hidden note, and picks one', async ({ browser }) => {
  const page = await signIn(browser, free);
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
  await expect(runCard.getByRole('link', { name: /^\d+ more definitions hidden\. Upgrade to Pro$/ })).toHaveAttribute('href', '/upgrade');
  await expect(runCard).toContainText('Definitions are in English');
  await expect(page.getByRole('progressbar', { name: /4,990 of 5,000 AI points left this month/ })).toBeVisible();

  // Pick the second definition: it becomes the displayed meaning and stays after a reload.
  await runCard.getByRole('button', { name: 'AI definitions (2)' }).click();
  const choices = runCard.getByRole('radio');
  await expect(choices).toHaveCount(2);
  const second = (await runCard.locator('.word-part__choice label').nth(1).textContent())!.trim();
  await choices.nth(1).check();
  await expect(runCard.locator('.word-part--definition .word-part__text')).toHaveText(second);
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

test('Previous Data Found in ask mode: Load Previous, remembered for the wordbook', async ({ browser }) => {
  const page = await signIn(browser, pro);
  const api = apiOf(page, pro);
  const firstId = await api.createWordbook(`First ${run}`);
  const [went] = await api.addWords(firstId, ['went']);
  await api.generate(went!, 'definition');

  const secondId = await api.createWordbook(`Second ${run}`);
  await api.addWords(secondId, ['went', 'run']);
  await page.goto(`/dashboard/${secondId}`);
  await expect(page.locator('.wb-settings__dropdown')).toContainText('Ask me each time');

  const card = wordCard(page, 'went');
  await card.getByRole('button', { name: 'Generate definitions for “went”' }).click();
  const modal = page.getByRole('dialog', { name: 'Previous Data Found' });
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
  test.setTimeout(120_000);
  const page = await signIn(browser, pro);
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

  // 'water' has definitions from before: closing the modal cancels the run.
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
  const page = await signIn(browser, free);
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
