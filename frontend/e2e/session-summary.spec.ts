import { expect, test } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, bookName, createWordbook, finishHeading, playSession, settle, startSession } from './support/practice.ts';

/** The summary after a practice session, and practising its hardest words again. */

let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  session = await signInOnce(browser, await createLearner('summary', 'free', 4));
});

type History = { attempts: { wordText: string; isCorrect: boolean }[] };

test('the finish screen sums up the session and practises the hardest words again', async ({ browser }) => {
  const page = await openAs(browser, session, { width: 1280, height: 900 });
  const wordbookId = await createWordbook(page, bookName('Summary'), WORDS);
  const sessionId = await startSession(page, wordbookId, { modes: { mtwObj: {} } });
  // Played through the API: the first answer is wrong, every other one right.
  const answers = await playSession(page, sessionId, { wrong: 1 });
  const history = (await (await page.request.get(`/api/practice/session/${sessionId}/history`)).json()) as History;
  const missed = history.attempts.find((a) => !a.isCorrect)!.wordText;
  const words = new Set(history.attempts.map((a) => a.wordText)).size;

  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('finish');
  await expect(finishHeading(page)).toBeVisible();
  await expect(page.locator('.pr-summary__learned')).toHaveText(`${words} words learned, ${words - 1} right the first time.`);
  const modes = page.getByRole('region', { name: 'Accuracy by exercise' });
  const percent = Math.round(((answers - 1) / answers) * 100);
  await expect(modes.getByRole('listitem')).toHaveText([`Multiple-choice Meaning to Word${percent}% (${answers - 1} of ${answers})`]);
  const hardest = page.getByRole('region', { name: 'Hardest words' });
  await expect(hardest.getByRole('listitem')).toHaveText([`${missed} · missed once`]);

  await hardest.getByRole('button', { name: 'Practise these again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/practice/session/${sessionId}$`));
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]+$/);
  expect(await settle(page)).toBe('question');
  // The new session holds only the missed word, in the same exercise.
  const newId = page.url().split('/').pop()!;
  const detail = (await (await page.request.get(`/api/practice/session/${newId}/history`)).json()) as { session: { totalWords: number; options: string[] } };
  expect(detail.session).toMatchObject({ totalWords: 1, options: ['mtwObj'] });
  await expect(page.locator('.pr-question__mode')).toHaveText('Multiple-choice Meaning to Word');
});

test('a session without a miss says so and offers nothing to practise again', async ({ browser }) => {
  const page = await openAs(browser, session, { width: 390, height: 844 });
  const wordbookId = await createWordbook(page, bookName('Clean'), WORDS.slice(0, 2));
  const sessionId = await startSession(page, wordbookId, { modes: { wtmObj: {} } });
  await playSession(page, sessionId);
  await page.goto(`/practice/session/${sessionId}`);
  expect(await settle(page)).toBe('finish');
  await expect(page.getByText('No word was missed in this session.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practise these again' })).toHaveCount(0);
  await expect(page.locator('.pr-summary__learned')).toHaveText('2 words learned, 2 right the first time.');
});
