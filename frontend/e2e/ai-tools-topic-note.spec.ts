import { topicNoteText } from '@wordbook/core/contract/ai-wordbook';
import { expect, test, type Browser } from '@playwright/test';
import { createLearner, signInLearner } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * Learning content a learner can trust: when few words relate to the custom prompt, the review of
 * the generated wordbook says how many do and that the others are common words of the learner's
 * level (a real generation: WordNet knows little near "sudoku" at level 5).
 */

test.setTimeout(180_000);
test.use({ actionTimeout: 15_000 });

async function generateSudoku(browser: Browser, viewport: { width: number; height: number }, tag: string) {
  const page = await signInLearner(browser, await createLearner(tag, 'pro', 5), viewport);
  await page.goto('/ai-tools');
  await page.getByRole('button', { name: 'Open Generator' }).click();
  const dialog = page.getByRole('dialog', { name: /Generate New Wordbook/ });
  await dialog.getByLabel('Number of words').fill('20');
  await dialog.getByRole('button', { name: 'Advanced Settings' }).click();
  await dialog.getByLabel('Custom prompt').fill('sudoku');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const review = page.getByRole('dialog', { name: 'Review Generated Wordbook' });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(review.locator('.review-item')).toHaveCount(20);
  return { page, review };
}

for (const [name, viewport] of [
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`the review says how few of the words relate to the prompt (${name} px)`, async ({ browser }, testInfo) => {
    const { page, review } = await generateSudoku(browser, viewport, `aitopic${name}`);
    const note = review.getByRole('note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('closely to “sudoku”');
    const related = Number(/^Only (\d+) of 20 words/.exec((await note.textContent()) ?? '')?.[1]);
    expect(related).toBeGreaterThanOrEqual(1);
    expect(related).toBeLessThan(20);
    await expect(note).toHaveText(topicNoteText({ prompt: 'sudoku', related, total: 20 }));
    await shot(page, testInfo, `review-topic-note-${name}`, false);
    await page.context().close();
  });
}
