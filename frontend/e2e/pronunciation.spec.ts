import { expect, test, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, bookName, card, createWordbook, rightAnswer, settle, shownQuestion, startSession } from './support/practice.ts';
import { wordCard } from './support/wordbooks.ts';

/** Pronunciation: a speaker on every word and in practice reads the word with the browser's speech synthesis. */

let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, await createLearner('say', 'free', 4));
});

/** Records every text handed to speechSynthesis.speak (and its language), then lets the browser speak it. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: { text: string; lang: string }[] };
    w.spoken = [];
    const original = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      w.spoken.push({ text: utterance.text, lang: utterance.lang });
      original(utterance);
    };
  });
}
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);

test('the speaker beside a word reads that word in English', async ({ browser }) => {
  const page = await openAs(browser, session);
  await recordSpeech(page);
  const wordbookId = await createWordbook(page, bookName('Say'), WORDS.slice(0, 2));
  await page.goto(`/dashboard/${wordbookId}`);
  await wordCard(page, 'candle').getByRole('button', { name: 'Listen to “candle”' }).click();
  await expect.poll(() => spoken(page)).toEqual([{ text: 'candle', lang: 'en-US' }]);
});

test('without speech synthesis in the browser, no speaker is shown', async ({ browser }) => {
  const page = await openAs(browser, session);
  await page.addInitScript(() => {
    // A browser without the Web Speech API.
    delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  const wordbookId = await createWordbook(page, bookName('Mute'), WORDS.slice(0, 1));
  await page.goto(`/dashboard/${wordbookId}`);
  await expect(wordCard(page, 'apple')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Listen to/ })).toHaveCount(0);
});

test('in practice, with Read aloud on, the answered word is read by itself and its speaker reads it again', async ({ browser }) => {
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await recordSpeech(page);
  const wordbookId = await createWordbook(page, bookName('Practice say'), WORDS);
  const sessionId = await startSession(page, wordbookId, { modes: { mtwObj: {} } });
  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('question');
  const readAloud = page.getByRole('button', { name: 'Read aloud' });
  await expect(readAloud).toHaveAttribute('aria-pressed', 'false');
  await readAloud.click();
  await expect(readAloud).toHaveAttribute('aria-pressed', 'true');
  // The wrong answer's card stays until Continue, so a slow machine cannot move past its speaker.
  const autoAdvance = page.getByRole('button', { name: 'Auto-advance' });
  if ((await autoAdvance.getAttribute('aria-pressed')) === 'true') await autoAdvance.click();
  await expect(autoAdvance).toHaveAttribute('aria-pressed', 'false');

  // Meaning to Word: the word is the answer, so nothing is read before the learner answers.
  const answer = rightAnswer(await shownQuestion(page));
  expect(await spoken(page)).toEqual([]);
  const right = answer.kind === 'choice' ? answer.index : -1;
  await card(page).locator('.pr-choice').nth(right === 0 ? 1 : 0).click();
  await expect.poll(() => spoken(page)).toEqual([{ text: answer.text, lang: 'en-US' }]);
  await card(page).getByRole('button', { name: `Listen to “${answer.text}”` }).click();
  await expect.poll(async () => (await spoken(page)).length).toBe(2);
  // The setting is remembered on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'true');
});

test('in Word to Meaning the word on screen has its speaker', async ({ browser }) => {
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  await recordSpeech(page);
  const wordbookId = await createWordbook(page, bookName('Word say'), WORDS);
  const sessionId = await startSession(page, wordbookId, { modes: { wtmObj: {} } });
  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('question');
  const { prompt } = await shownQuestion(page);
  await card(page).getByRole('button', { name: `Listen to “${prompt}”` }).click();
  await expect.poll(() => spoken(page)).toEqual([{ text: prompt, lang: 'en-US' }]);
});
