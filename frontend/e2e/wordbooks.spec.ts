import { expect, test } from '@playwright/test';
import { createLearner, signInLearner, type Learner } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, sidebar, wordCard, createInUi } from './support/wordbooks.ts';

/**
 * The wordbook dashboard through the real UI (document 1, §2, §4, §5, §6): wordbooks, words and
 * the 300 limit. Learners are made by the operators' account code (ops/src/create-account.ts).
 */

const run = runTag();
let free: Learner;
let _pro: Learner;
test.beforeAll(() => {
  free = createLearner('wbf', 'free');
  _pro = createLearner('wbp', 'pro');
});

test('wordbooks: create, sort, the duplicate-name modal, rename in place, settings and delete', async ({ browser }) => {
  const page = await signInLearner(browser, free);
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
  const page = await signInLearner(browser, free);
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
