import { expect, test, type Browser } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, bookName, card, createWordbook, rightAnswer, settle, shownQuestion, startSession } from './support/practice.ts';

/** Short answers that forgive the keyboard, not the spelling. */

let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, await createLearner('typed', 'free', 4));
});

/** Each test word as the Korean layout (2-set, as the IME composes it) turns its keys. */
const ON_KOREAN_LAYOUT: Record<string, string> = {
  apple: '메ㅔㅣㄷ',
  candle: 'ㅊ무읻',
  ladder: 'ㅣㅁㅇㅇㄷㄱ',
  pillow: 'ㅔㅑㅣㅣㅐㅈ',
  whisper: '조ㅑ넫ㄱ',
};

async function openTypedSession(browser: Browser, name: string) {
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  // The page's timers are Playwright's: the 500 ms after a right answer waits for the test.
  await page.clock.install();
  const wordbookId = await createWordbook(page, bookName(name), WORDS);
  const sessionId = await startSession(page, wordbookId, { modes: { mtwSub: {} } });
  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('question');
  // The wrong-answer banner stays until Continue, so a slow machine cannot skip past it.
  const autoAdvance = page.getByRole('button', { name: 'Auto-advance' });
  if ((await autoAdvance.getAttribute('aria-pressed')) === 'true') await autoAdvance.click();
  await expect(autoAdvance).toHaveAttribute('aria-pressed', 'false');
  const answer = rightAnswer(await shownQuestion(page));
  return { page, word: answer.text };
}

test('an answer typed with the Korean layout on is read as the English keys, counted right, and the learner is told', async ({ browser }) => {
  const { page, word } = await openTypedSession(browser, 'Layout');
  const hangul = ON_KOREAN_LAYOUT[word];
  expect(hangul, `a Korean-layout spelling of “${word}”`).toBeDefined();
  // A right answer moves on after 500 ms, sooner than a loaded machine reads the card: the page's clock holds still.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByLabel('Your answer').fill(hangul!);
  await page.keyboard.press('Enter');
  await expect(card(page).getByRole('status')).toHaveText(`“${hangul}” was typed with the Korean keyboard on; it was read as “${word}”.`);
  await expect(page.locator('.pr-feedback--correct')).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue(word);
});

test('a one-letter slip is shown as almost, with the letter marked, and still counts as wrong', async ({ browser }) => {
  const { page, word } = await openTypedSession(browser, 'Slip');
  // One letter dropped from the middle of the word.
  const middle = Math.floor(word.length / 2);
  await page.getByLabel('Your answer').fill(word.slice(0, middle) + word.slice(middle + 1));
  await page.getByRole('button', { name: 'Check' }).click();
  const banner = page.locator('.pr-feedback--wrong');
  await expect(banner.locator('.pr-feedback__answer')).toHaveText(`Correct answer: ${word}`);
  const slip = banner.locator('.pr-feedback__slip');
  await expect(slip).toHaveText(`Almost — one letter off: ${word}`);
  await expect(slip.locator('mark')).toHaveText(word[middle]!);
  // The session counts it as a miss: the history shows a wrong answer.
  await page.getByRole('button', { name: 'Continue' }).click();
  const res = await page.request.get(page.url().replace('/practice/session/', '/api/practice/session/') + '/history');
  const history = (await res.json()) as { session: { incorrectCount: number; correctCount: number } };
  expect(history.session).toMatchObject({ incorrectCount: 1, correctCount: 0 });
});

test('a wrong answer more than one letter off gets no "almost"', async ({ browser }) => {
  const { page, word } = await openTypedSession(browser, 'Far');
  await page.getByLabel('Your answer').fill(`${word}xyz`);
  await page.keyboard.press('Enter');
  await expect(page.locator('.pr-feedback--wrong .pr-feedback__answer')).toHaveText(`Correct answer: ${word}`);
  await expect(page.locator('.pr-feedback__slip')).toHaveCount(0);
});
