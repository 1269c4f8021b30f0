import { expect, test } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, wordCard } from './support/wordbooks.ts';

/** Pasting many words into a wordbook at once, and searching a wordbook's words. */

const run = runTag();
let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, await createLearner('paste', 'free', 4));
});

test('pasted words are added in order, and what was skipped is named with its reason', async ({ browser }) => {
  const page = await openAs(browser, session);
  const api = apiOf(page, session.learner);
  const wordbookId = await api.createWordbook(`Paste ${run}`);
  await api.addWords(wordbookId, ['house']);
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('button', { name: 'Paste many words' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste many words' });
  await dialog.getByLabel('Words, one a line or separated by commas').fill('apple, banana\nHouse\nlook after\napple');
  await dialog.getByRole('button', { name: 'Add 5 words' }).click();
  await expect(dialog.getByText('Added 3 words.')).toBeVisible();
  const skipped = dialog.getByRole('list', { name: 'Words not added' }).getByRole('listitem');
  await expect(skipped).toHaveText(['House — Already in this wordbook.', 'apple — Listed more than once; added once.']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Words \(4 of 300\)/ })).toBeVisible();
  await expect(page.getByRole('list').getByRole('heading', { level: 3 })).toHaveText(['house', 'apple', 'banana', 'look after']);
});

test('a paste past the 300-word cap adds what fits and names each word left out', async ({ browser }) => {
  const page = await openAs(browser, session);
  const api = apiOf(page, session.learner);
  const wordbookId = await api.createWordbook(`Cap ${run}`);
  await api.addWords(wordbookId, Array.from({ length: 298 }, (_, i) => `filler${i}`));
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('button', { name: 'Paste many words' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste many words' });
  await expect(dialog.getByText('Room for 2 more words in this wordbook.')).toBeVisible();
  await dialog.getByLabel('Words, one a line or separated by commas').fill('one, two, three, four');
  await dialog.getByRole('button', { name: 'Add 4 words' }).click();
  // 298 word cards are on the page: on a loaded machine the answer takes longer to draw.
  await expect(dialog.getByText('Added 2 words.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Words not added' }).getByRole('listitem')).toHaveText([
    'three — You cannot add more than 300 words to this wordbook.',
    'four — You cannot add more than 300 words to this wordbook.',
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Paste many words' })).toBeDisabled();
});

test('the search keeps the words whose text or meaning contains the query, and says when none does', async ({ browser }) => {
  const page = await openAs(browser, session, { width: 390, height: 844 });
  const api = apiOf(page, session.learner);
  const wordbookId = await api.createWordbook(`Search ${run}`);
  await api.addWords(wordbookId, ['river', 'riverbank', 'mountain']);
  const res = await page.request.post('/api/words', {
    data: { wordbook_id: wordbookId, text: 'stream', meaning: 'a small river' },
    headers: { 'X-Device-Id': session.learner.deviceId },
  });
  expect(res.status()).toBe(200);
  await page.goto(`/dashboard/${wordbookId}`);
  const search = page.getByRole('searchbox', { name: 'Search words' });
  await search.fill('RIVER');
  await expect(page.getByText('3 of 4 words match.')).toBeVisible();
  await expect(wordCard(page, 'mountain')).toHaveCount(0);
  for (const text of ['river', 'riverbank', 'stream']) await expect(wordCard(page, text)).toBeVisible();
  await search.fill('ocean');
  await expect(page.getByText('No words match “ocean”.')).toBeVisible();
  await search.fill('');
  await expect(wordCard(page, 'mountain')).toBeVisible();
});
