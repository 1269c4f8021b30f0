import { expect, test, type Browser, type Page } from '@playwright/test';
import { createLearner, openAs, signInLearner, signInOnce, type LearnerSession } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, createInUi, sidebar, wordCard } from './support/wordbooks.ts';

/**
 * The wordbook dashboard through the real UI (document 1, §2, §4, §5, §6): wordbooks, words and
 * the 300 limit. Tests that read the whole sidebar have a learner of their own; the others share
 * one, each with its own wordbook.
 */

let shared: LearnerSession;
test.beforeAll(async ({ browser }) => {
  shared = await signInOnce(browser, await createLearner('wbs', 'free'));
});

/** A page signed in as a new learner with no wordbook, and its API. */
async function newLearnerPage(browser: Browser) {
  const learner = await createLearner('wbf', 'free');
  const page = await signInLearner(browser, learner);
  return { page, api: apiOf(page, learner) };
}

/** The shared learner's page on a new wordbook of its own. */
async function sharedWordbook(browser: Browser, base: string) {
  const page = await openAs(browser, shared);
  const api = apiOf(page, shared.learner);
  const wordbookId = await api.createWordbook(`${base} ${runTag()}`);
  await page.goto(`/dashboard/${wordbookId}`);
  return { page, api, wordbookId };
}

const sidebarNames = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Wordbooks' }).getByRole('link');
const badges = (page: Page) => page.getByRole('list', { name: 'Badges' });
const addForm = (page: Page) => page.getByRole('form', { name: 'Add a word' });

test('a learner without wordbooks is asked to pick or create one; one made in the sidebar opens', async ({ browser }) => {
  const { page } = await newLearnerPage(browser);
  await expect(page.getByText('Please select or create a wordbook from the sidebar.')).toBeVisible();
  await createInUi(page, 'Animals');
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /Animals/ })).toBeVisible();
  await page.context().close();
});

test('the sidebar lists wordbooks oldest first, and sorts them newest or oldest first', async ({ browser }) => {
  const { page, api } = await newLearnerPage(browser);
  await api.createWordbook('Animals');
  await api.createWordbook('Colors');
  await page.goto('/dashboard');
  await expect(sidebarNames(page)).toHaveText([/^Animals/, /^Colors/]);
  await sidebar(page).getByRole('button', { name: 'Newest' }).click();
  await expect(sidebarNames(page)).toHaveText([/^Colors/, /^Animals/]);
  await sidebar(page).getByRole('button', { name: 'Oldest' }).click();
  await expect(sidebarNames(page)).toHaveText([/^Animals/, /^Colors/]);
  await page.context().close();
});

test("a new wordbook's name is checked in the form; a taken one, in any case, opens Duplicate Wordbook and returns to the form", async ({ browser }) => {
  const { page, api } = await newLearnerPage(browser);
  await api.createWordbook('Animals');
  await api.createWordbook('Colors');
  await page.goto('/dashboard');
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
  await expect(sidebarNames(page)).toHaveCount(2);
  await duplicate.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('aNiMaLs');
  await expect(form.locator('#wordbook-name-feedback')).toHaveText('This name is already in use.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.context().close();
});

test('renaming in place refuses a taken or empty name and saves a free one', async ({ browser }) => {
  const { page, api } = await newLearnerPage(browser);
  await api.createWordbook('Animals');
  const colorsId = await api.createWordbook('Colors');
  await page.goto(`/dashboard/${colorsId}`);
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
  await expect(sidebarNames(page)).toHaveText([/^Animals/, /^Shades/]);
  await page.context().close();
});

test("a wordbook's settings are saved on the server, and it links to its practice pages", async ({ browser }) => {
  const { page } = await sharedWordbook(browser, 'Settings');
  // The badges change at once and the saves follow: the reload waits for both to be answered.
  let saved = 0;
  page.on('response', (r) => {
    if (r.request().method() === 'PATCH' && /\/api\/wordbooks\/[^/]+$/.test(r.url()) && r.ok()) saved++;
  });
  await page.getByLabel('Favorite').click();
  await page.getByLabel('Main wordbook').click();
  await expect(badges(page)).toContainText('Favorite');
  await expect(badges(page)).toContainText('Main');
  await expect.poll(() => saved).toBe(2);
  await page.reload();
  await expect(badges(page)).toContainText('Favorite');
  await expect(badges(page)).toContainText('0 words');
  await expect(page.getByRole('link', { name: 'Practice History' })).toHaveAttribute('href', /\/dashboard\/practice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Practice', exact: true })).toHaveAttribute('href', /\/practice\/[0-9a-f-]{36}$/);
  await page.context().close();
});

test('deleting the open wordbook returns to /dashboard without it', async ({ browser }) => {
  const { page, api } = await newLearnerPage(browser);
  await api.createWordbook('Animals');
  const shadesId = await api.createWordbook('Shades');
  await page.goto(`/dashboard/${shadesId}`);
  await page.getByRole('button', { name: 'Delete wordbook' }).click();
  await page.getByRole('dialog', { name: 'Delete this wordbook?' }).getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebarNames(page)).toHaveText([/^Animals/]);
  await expect(page.getByText('Please select or create a wordbook from the sidebar.')).toBeVisible();
  await page.context().close();
});

test('an unknown wordbook says it does not exist', async ({ browser }) => {
  const page = await openAs(browser, shared);
  await page.goto('/dashboard/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This wordbook does not exist.')).toBeVisible();
  await page.context().close();
});

test('a word needs its text; added with a meaning, its card shows it', async ({ browser }) => {
  const { page } = await sharedWordbook(browser, 'Daily words');
  await expect(page.getByText(/No words in/)).toBeVisible();
  await addForm(page).getByRole('button', { name: 'Add word' }).click();
  await expect(addForm(page).locator('#add-word-text-feedback')).toHaveText('Word text is required.');
  await addForm(page).getByLabel('Word', { exact: true }).fill('happy');
  await addForm(page).getByLabel('Meaning (optional)').fill('glad');
  await addForm(page).getByRole('button', { name: 'Add word' }).click();
  await expect(wordCard(page, 'happy')).toContainText('glad');
  await page.context().close();
});

test('the same word again (any case) asks first, and Add anyway adds it', async ({ browser }) => {
  const { page, api, wordbookId } = await sharedWordbook(browser, 'Daily words');
  await api.addWords(wordbookId, ['happy']);
  await page.reload();
  await addForm(page).getByLabel('Word', { exact: true }).fill('HAPPY');
  await addForm(page).getByRole('button', { name: 'Add word' }).click();
  const again = page.getByRole('dialog', { name: 'Word already added' });
  await expect(again).toContainText('“happy” is already in this wordbook.');
  await again.getByRole('button', { name: 'Add anyway' }).click();
  await expect(wordCard(page, 'HAPPY')).toBeVisible();
  await expect(badges(page)).toContainText('2 words');
  await page.context().close();
});

test('a deleted word leaves the wordbook', async ({ browser }) => {
  const { page, api, wordbookId } = await sharedWordbook(browser, 'Daily words');
  await api.addWords(wordbookId, ['happy', 'HAPPY']);
  await page.reload();
  await wordCard(page, 'HAPPY').getByRole('button', { name: 'Delete “HAPPY”' }).click();
  await page.getByRole('dialog', { name: 'Delete this word?' }).getByRole('button', { name: 'Delete word' }).click();
  await expect(wordCard(page, 'HAPPY')).toHaveCount(0);
  await expect(wordCard(page, 'happy')).toBeVisible();
  await page.context().close();
});

test("a word's own meaning and example are edited and kept", async ({ browser }) => {
  const { page, api, wordbookId } = await sharedWordbook(browser, 'Daily words');
  await api.addWords(wordbookId, ['happy']);
  await page.reload();
  await wordCard(page, 'happy').getByRole('button', { name: 'Edit “happy”' }).click();
  const edit = page.getByRole('form', { name: 'Edit “happy”' });
  await edit.getByLabel('Your meaning').fill('full of joy');
  await edit.getByLabel('Your example').fill('A happy child laughed.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(wordCard(page, 'happy')).toContainText('full of joy');
  await page.reload();
  await expect(wordCard(page, 'happy')).toContainText('full of joy');
  await expect(wordCard(page, 'happy')).toContainText('A happy child laughed.');
  await page.context().close();
});

test('the 300th word disables adding, and the tooltip says why', async ({ browser }) => {
  const { page, api, wordbookId } = await sharedWordbook(browser, 'Full book');
  // 299 through the API; the 300th through the form.
  await api.addWords(wordbookId, Array.from({ length: 299 }, (_, i) => `filler ${i + 1}`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Words \(299 of 300\)/ })).toBeVisible();
  await addForm(page).getByLabel('Word', { exact: true }).fill('last');
  await addForm(page).getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Words \(300 of 300\)/ })).toBeVisible();
  const addButton = addForm(page).getByRole('button', { name: 'Add word' });
  await expect(addButton).toBeDisabled();
  await expect(addForm(page).getByText('You cannot add more than 300 words to this wordbook.')).toBeVisible();
  await addButton.hover({ force: true });
  await page.locator('.add-word__submit').hover();
  await expect(page.locator('.p-tooltip')).toHaveText('You cannot add more than 300 words to this wordbook.');
  await page.context().close();
});
