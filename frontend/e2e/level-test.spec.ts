import { expect, test, type Page, } from '@playwright/test';
import { createLearner, learnerAnswer, lookUpWords, signInLearner, type ShownQuestion, type WordFacts } from './support/learners.ts';
import { shot } from './support/product.ts';

/**
 * The level test through the real UI (document 2, §2.1, §4, §8; DESIGN.md "Level scale"): a
 * scripted learner who knows exactly the words ranked below a fixed vocabulary size takes the
 * whole test, sees the level, reviews and saves the generated wordbook and lands on it; the
 * retake lock shows the date it opens; a reload mid-round reopens the same question; a cut
 * stream falls back to the plain call; deleting every word is refused.
 */

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ actionTimeout: 15_000 });

/** The level of a vocabulary size: level k holds sizes (k-1)×1000 to k×1000. */
const levelOfSize = (size: number) => Math.min(14, Math.floor(size / 1000) + 1);

/** The question on screen: its word and its four options. */
async function shownQuestion(page: Page): Promise<ShownQuestion> {
  const heading = page.locator('#lt-question-word');
  const text = ((await heading.evaluate((h) => h.firstChild?.textContent ?? '')) as string).trim();
  const options = await page.locator('.lt-option:not(.lt-option--dont-know) .lt-option__text').allTextContents();
  return { text, options };
}

/** The current round's words, read through the API as the page reads them, then looked up in one go. */
async function roundFacts(page: Page): Promise<Map<string, WordFacts>> {
  const current = (await (await page.request.get('/api/test-lt/current')).json()) as { questions: { text: string }[] };
  expect(current.questions.length).toBeGreaterThan(0);
  return new Map((await lookUpWords(current.questions.map((q) => q.text))).map((f) => [f.text, f]));
}

const counter = (page: Page) => page.locator('.lt-test__count');
const roundBadge = (page: Page) => page.locator('.lt-round-badge');

/**
 * Answers the round on screen as a learner of `size` words, alternating keys (1–4, 0) and clicks.
 * `atQuestion` runs before answering the given question number (1-based), e.g. to reload.
 */
async function answerRound(page: Page, size: number, atQuestion?: { n: number; run: () => Promise<void> }) {
  const facts = await roundFacts(page);
  const total = facts.size;
  for (let n = 1; n <= total; n++) {
    await expect(counter(page)).toHaveText(`Q ${n} / ${total}`);
    if (atQuestion?.n === n) await atQuestion.run();
    const question = await shownQuestion(page);
    const word = facts.get(question.text);
    expect(word, `“${question.text}” is one of this round's words`).toBeDefined();
    const answer = learnerAnswer(size, question, word!);

    const forward = page.locator('.lt-test__actions .p-button').last();
    if (n < total) await expect(forward).toHaveText('Skip & Next');
    else await expect(forward).toBeDisabled();

    if (n % 2 === 0) await page.keyboard.press(answer === -1 ? '0' : String(answer + 1));
    else await page.getByRole('radio', { name: answer === -1 ? "I don't know" : question.options[answer]!, exact: true }).check();
    await expect(page.locator('.lt-option--chosen')).toHaveCount(1);

    if (n < total) {
      await expect(forward).toHaveText('Next');
      if (n % 3 === 0) await page.keyboard.press('Enter');
      else await forward.click();
    } else {
      await expect(forward).toHaveText('Submit Round');
      await expect(forward).toBeEnabled();
      await forward.click();
    }
  }
}

/** Takes rounds until the test ends; returns how many rounds there were. */
async function takeTest(page: Page, size: number, hooks: { beforeSubmit?: (round: number) => Promise<void>; atQuestion?: { round: number; n: number; run: () => Promise<void> } } = {}) {
  let round = 1;
  for (;;) {
    await expect(roundBadge(page)).toHaveText(`Round ${round}`, { timeout: 60_000 });
    if (hooks.beforeSubmit) await hooks.beforeSubmit(round);
    const at = hooks.atQuestion?.round === round ? hooks.atQuestion : undefined;
    await answerRound(page, size, at);
    const next = await Promise.race([
      roundBadge(page).filter({ hasText: `Round ${round + 1}` }).waitFor({ timeout: 90_000 }).then(() => 'round' as const),
      page.getByText('Your level', { exact: true }).waitFor({ timeout: 90_000 }).then(() => 'finished' as const),
    ]);
    if (next === 'finished') return round;
    round += 1;
    expect(round).toBeLessThanOrEqual(3);
  }
}

test('a learner of 5 500 words takes the whole test, sees the level, saves the level wordbook and lands on it; the retake lock shows', async ({ browser }, testInfo) => {
  const size = 5500;
  const learner = await createLearner('ltfree', 'free');
  const page = await signInLearner(browser, learner);

  // Basic Tools leads to the test
  await page.goto('/basic-tools');
  await expect(page.getByRole('heading', { name: 'Vocabulary Level Test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Generate New Wordbook has moved/ })).toBeVisible();
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page).toHaveURL(/\/level-test$/);

  // idle
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await shot(page, testInfo, 'idle-1280');
  await page.getByRole('button', { name: 'Start Test' }).click();
  // the progress shows while the questions are prepared, then round 1 opens
  await expect(roundBadge(page)).toHaveText('Round 1', { timeout: 60_000 });
  await expect(counter(page)).toHaveText('Q 1 / 10');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await shot(page, testInfo, 'question-1280');

  // a reload in the middle of round 2 reopens the same question with the answers given so far
  const reloadMidRound = async () => {
    const before = await shownQuestion(page);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(counter(page)).toHaveText('Q 4 / 10');
    const chosenBefore = await page.locator('.lt-option--chosen .lt-option__text').textContent();
    // After Previous the focus is on the word, so Enter goes on (not back again).
    await page.keyboard.press('Enter');
    await expect(counter(page)).toHaveText('Q 5 / 10');
    await page.reload();
    await expect(counter(page)).toHaveText('Q 5 / 10');
    await expect(roundBadge(page)).toHaveText('Round 2');
    expect(await shownQuestion(page)).toEqual(before);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.locator('.lt-option--chosen .lt-option__text')).toHaveText(chosenBefore!);
    await page.getByRole('button', { name: 'Next' }).click();
  };

  const rounds = await takeTest(page, size, { atQuestion: { round: 2, n: 5, run: reloadMidRound } });
  expect(rounds === 2 || rounds === 3).toBe(true);

  // finished: the level within ±1 of the truth, the size, the CEFR label, the retake lock
  const level = Number(await page.locator('.lt-result__level-number').textContent());
  console.log(`learner of ${size} words: level ${level} (true ${levelOfSize(size)}) after ${rounds} rounds`);
  expect(Math.abs(level - levelOfSize(size))).toBeLessThanOrEqual(1);
  await expect(page.getByText(/^about [\d,]+ words$/)).toBeVisible();
  await expect(page.locator('.lt-result__facts')).toContainText(/CEFR \(approximate\)(A1|A2|B1|B2|C1|C2)/);
  await expect(page.locator('.lt-retake')).toContainText(/You can retake the level test on \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}\./);
  await expect(page.locator('.lt-retake')).toContainText('Free plan: once a week');
  await expect(page.locator('.lt-retake')).toContainText('Retaking costs no AI points.');

  // the level wordbook: generated (running → done), reviewed, edited, two words deleted, saved
  await expect(page.locator('.lt-wordbook .lt-status')).toHaveText('Ready to review', { timeout: 60_000 });
  const items = page.locator('.lt-wordbook .review-item');
  await expect(items).toHaveCount(50);
  await shot(page, testInfo, 'finished-1280');
  const words = await page.locator('.lt-wordbook .review-item__word').allTextContents();
  const firstWord = words[0]!.replace(/\s*(noun|verb|adjective|adverb)$/, '');
  await page.getByRole('button', { name: `Edit “${firstWord}”` }).click();
  await page.getByLabel('Definition', { exact: true }).fill('my own definition');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(items.first()).toContainText('my own definition');
  for (const i of [1, 2]) {
    const text = words[i]!.replace(/\s*(noun|verb|adjective|adverb)$/, '');
    await page.getByRole('button', { name: `Delete “${text}”` }).click();
  }
  await expect(items).toHaveCount(48);
  // the review survives a reload
  await page.reload();
  await expect(page.locator('.lt-wordbook .review-item')).toHaveCount(48);
  await page.getByRole('button', { name: 'Save Wordbook (48 words)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  await expect(page.locator('h1.wb-title')).toContainText(`Level ${level} Words (`);
  await expect(page.getByText('my own definition')).toBeVisible();

  // back on the test: finished, saved, and the retake is disabled until the date it shows
  await page.goto('/level-test');
  await expect(page.getByRole('link', { name: 'Open wordbook' })).toBeVisible();
  const retake = page.getByRole('button', { name: 'Retake Level Test' });
  await expect(retake).toBeDisabled();
  await expect(retake).toHaveAccessibleDescription(/You can retake the level test on \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}\./);
  await expect(page.locator('.lt-result__level-number')).toHaveText(String(level));
  await page.context().close();
});

test('a Pro learner falls back to the plain call when the stream is cut, and may not save an empty wordbook', async ({ browser }, testInfo) => {
  const size = 2500;
  const learner = await createLearner('ltpro', 'pro');
  const page = await signInLearner(browser, learner, { width: 390, height: 844 });
  await page.goto('/level-test');
  await shot(page, testInfo, 'idle-390');

  // The start stream cannot be opened at all (STREAM_UNAVAILABLE): the plain call starts the test.
  let plainStarts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/test-lt/start' && !r.url().includes('stream=1')) plainStarts += 1;
  });
  await page.route('**/api/test-lt/start?stream=1', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(roundBadge(page)).toHaveText('Round 1', { timeout: 60_000 });
  expect(plainStarts).toBe(1);
  await shot(page, testInfo, 'question-390');

  // Round 1's stream is cut after a progress event (no result, no job to reconnect to: NO_RESULT): the plain call answers.
  await page.route('**/api/test-lt/round1/answers?stream=1', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'id: 1\nevent: progress\ndata: {"total":10,"emitted":3}\n\n' }),
  );
  const rounds = await takeTest(page, size, {
    beforeSubmit: async (round) => {
      if (round === 2) await shot(page, testInfo, 'round2-390');
    },
  });
  const level = Number(await page.locator('.lt-result__level-number').textContent());
  console.log(`Pro learner of ${size} words: level ${level} (true ${levelOfSize(size)}) after ${rounds} rounds`);
  expect(Math.abs(level - levelOfSize(size))).toBeLessThanOrEqual(1);
  await expect(page.locator('.lt-retake')).toContainText('Pro: once a day.');

  await expect(page.locator('.lt-wordbook .lt-status')).toHaveText('Ready to review', { timeout: 60_000 });
  await shot(page, testInfo, 'finished-390');
  const deletes = page.locator('.lt-wordbook .review-item__delete');
  await expect(deletes).toHaveCount(50);
  while ((await deletes.count()) > 0) await deletes.first().click();
  await page.getByRole('button', { name: 'Save Wordbook (0 words)' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please keep at least one word.');
  await expect(page).toHaveURL(/\/level-test$/);
  await page.context().close();
});
