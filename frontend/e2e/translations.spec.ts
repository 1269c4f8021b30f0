import { expect, test } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { apiOf, wordCard } from './support/wordbooks.ts';

/**
 * Meanings beside their translation from the built-in dictionaries (docs/lexicon.md "Meanings in
 * other languages"; .ci/run installs the FreeDict packages), and what the settings say first.
 */

const run = runTag();

/** A folder to keep screenshots of the changed screens in, at phone and desktop widths (for a person to look at). */
const SHOTS = process.env.E2E_SCREENSHOTS;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a learner with German sees “Haus” beside the meaning of house, and the settings say which languages need an AI service (${viewport.name})`, async ({ browser }) => {
    const learner = await createLearner('wbt', 'pro');
    const page = await signInLearner(browser, learner, viewport);
    const api = apiOf(page, learner);
    const languageSet = await page.request.patch('/api/account', { data: { preferred_definition_languages: ['de'] } });
    expect(languageSet.status(), await languageSet.text()).toBe(200);
    const wordbookId = await api.createWordbook(`German ${viewport.name} ${run}`);
    await api.addWords(wordbookId, ['house']);
    await page.goto(`/dashboard/${wordbookId}`);

    const card = wordCard(page, 'house');
    await card.getByRole('button', { name: 'Generate definitions for “house”' }).click();
    await expect(card).toContainText('a dwelling that serves as living quarters for one or more families — Haus', { timeout: 20_000 });
    await expect(card).not.toContainText('Definitions are in English');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translation-card-${viewport.name}.png`, fullPage: false });

    await page.goto('/account');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const hint = page.getByText('Korean, Bengali, Punjabi, Vietnamese and Thai meanings need an AI service.');
    await expect(hint).toBeVisible();
    await hint.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translation-settings-${viewport.name}.png`, fullPage: false });
    await page.locator('.wb-dropdown').click();
    const thai = page.getByRole('option', { name: 'Thai — ไทย (needs an AI service)' });
    await thai.scrollIntoViewIfNeeded();
    await expect(thai).toBeVisible();
    await expect(page.getByRole('option', { name: 'German — Deutsch', exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translation-options-${viewport.name}.png`, fullPage: false });
    await page.context().close();
  });
}

test('the landing FAQ says which languages the built-in dictionary translates and which need an AI service', async ({ browser }) => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByRole('button', { name: 'How do AI definitions work?' }).click();
    const answer = faq.getByText(/a translation beside the meaning in 15 of them/);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Korean, Bengali, Punjabi, Vietnamese or Thai, need an AI service');
    await answer.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/translation-faq-${viewport.name}.png`, fullPage: false });
    await page.close();
  }
});

