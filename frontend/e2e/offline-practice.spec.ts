import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { TSessionHistoryResponse, TSessionListResponse } from '@wordbook/core/contract/practice';
import { createLearner, type Learner, type LearnerSession, openAs, signInOnce } from './support/learners.ts';
import { runTag } from './support/product.ts';
import { serviceWorkerReady } from './support/service-worker.ts';
import { apiOf, sidebar, wordCard } from './support/wordbooks.ts';

/**
 * Learning offline (document 1, §4 "Offline", §8): wordbooks and words read online are kept in
 * IndexedDB; offline, a saved wordbook is practised in a round made on the device, whose answers
 * are queued and sent when the connection returns, judged by the server and counted once; a
 * wordbook not saved says so; a failed load falls back to the saved copy; logout clears it.
 */

const WORDS: Record<string, string> = {
  river: 'a large natural stream of water',
  hill: 'a raised area of land, smaller than a mountain',
  lake: 'a large area of water surrounded by land',
};

const run = runTag();
let learner: Learner;
let session: LearnerSession;
test.beforeAll(async ({ browser }) => {
  learner = await createLearner('offpr', 'free');
  session = await signInOnce(browser, learner);
});

/** A wordbook whose words have meanings (the round asks by meaning); its id and each word's. */
async function wordbookWithMeanings(page: Page, name: string): Promise<{ id: string; wordIds: Record<string, string> }> {
  const id = await apiOf(page, learner).createWordbook(name);
  const wordIds: Record<string, string> = {};
  for (const [text, meaning] of Object.entries(WORDS)) {
    const res = await page.request.post('/api/words', { data: { wordbook_id: id, text, meaning }, headers: { 'X-Device-Id': learner.deviceId } });
    expect(res.status(), await res.text()).toBe(200);
    wordIds[text] = ((await res.json()) as { id: string }).id;
  }
  return { id, wordIds };
}

/** Plays the offline round to its end, every answer right (the first one wrong first with `missFirst`); returns how many answers it took. */
async function playRound(page: Page, { missFirst }: { missFirst: boolean }): Promise<number> {
  let answers = 0;
  let missed = !missFirst;
  let right = 0;
  while (answers < 10) {
    const finished = page.getByRole('heading', { level: 2, name: 'Round finished' });
    const meaning = page.locator('.pr-question__meaning');
    await expect(finished.or(meaning)).toBeVisible();
    if (await finished.isVisible()) break;
    const asked = (await meaning.textContent())?.trim() ?? '';
    const word = Object.keys(WORDS).find((w) => WORDS[w] === asked);
    expect(word, asked).toBeDefined();
    const choices = page.getByRole('list', { name: 'Choices' }).getByRole('button');
    if (!missed) {
      await choices.filter({ hasNotText: new RegExp(`^\\d${word}$`) }).first().click();
      await expect(page.getByText('Correct answer:')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      missed = true;
    } else {
      await choices.filter({ hasText: new RegExp(`^\\d${word}$`) }).click();
      right += 1;
      // A right answer moves on after half a second: the progress shows it was taken.
      await expect(page.getByRole('progressbar', { name: 'Practice progress' })).toHaveAttribute('aria-valuenow', String(right));
    }
    answers += 1;
  }
  return answers;
}

async function practiceHistory(page: Page, wordbookId: string) {
  const list = (await (await page.request.get(`/api/practice/sessions/${wordbookId}`)).json()) as TSessionListResponse;
  const details = await Promise.all(
    list.sessions.map(async (s) => (await (await page.request.get(`/api/practice/session/${s.id}/history`)).json()) as TSessionHistoryResponse),
  );
  return details;
}

test('offline, a saved wordbook is practised on this device; back online its answers are sent and counted once, without a reload', async ({ browser }) => {
  const page = await openAs(browser, session);
  const { id: savedId } = await wordbookWithMeanings(page, `Landscape ${run}`);
  const unsavedId = await apiOf(page, learner).createWordbook(`Weather ${run}`);
  await page.goto(`/dashboard/${savedId}`);
  await expect(wordCard(page, 'river')).toBeVisible();
  await serviceWorkerReady(page);

  await page.context().setOffline(true);
  await page.goto(`/practice/${unsavedId}`);
  await expect(page.getByText('The words of this wordbook are not saved on this device, so it cannot be practised offline.', { exact: false })).toBeVisible();

  await page.goto(`/dashboard/${savedId}`);
  await expect(page.getByText('Showing the copy saved on this device.')).toBeVisible();
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Offline practice · Landscape ${run}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers are saved on this device and sent when you are back online' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  // Every word once, the first one wrong first (it comes back): four answers.
  const answers = await playRound(page, { missFirst: true });
  expect(answers).toBe(4);
  await expect(page.getByText('4 answers are saved on this device and will be sent when you are back online.')).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('Your answers have been sent.').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // A second return of the connection sends nothing again.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  const history = await practiceHistory(page, savedId);
  expect(history).toHaveLength(1);
  expect(history[0]!.session).toMatchObject({ questionsCount: 4, correctCount: 3, incorrectCount: 1, progressDone: 3, progressTotal: 3 });
  expect(history[0]!.attempts).toHaveLength(4);

  // Online again, the app goes on without a reload: the history page lists the round.
  await page.getByRole('link', { name: 'Practice History' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${savedId}$`));
  await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await page.context().close();
});

test("online, 'Failed to load wordbooks.' and 'Failed to load words.' show the saved copy; logout removes it", async ({ browser }) => {
  const own = await createLearner('offcache', 'free');
  const page = await openAs(browser, await signInOnce(browser, own));
  const id = await apiOf(page, own).createWordbook(`Coast ${run}`);
  await apiOf(page, own).addWords(id, ['cliff', 'shore']);
  await page.goto(`/dashboard/${id}`);
  await expect(wordCard(page, 'shore')).toBeVisible();

  await page.route('**/api/wordbooks', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.route(`**/api/words/${id}*`, (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.reload();
  await expect(page.getByText('Failed to load wordbooks.')).toBeVisible();
  await expect(page.getByText('Failed to load words.')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: new RegExp(`^Coast ${run}`) })).toBeVisible();
  await expect(wordCard(page, 'cliff')).toBeVisible();
  await expect(page.getByText('Showing the copy saved on this device.')).toBeVisible();
  await page.unrouteAll();

  const kept = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('wordbook-offline');
          open.onsuccess = () => {
            const tx = open.result.transaction(['wordbooks', 'words'], 'readonly');
            const counts = [tx.objectStore('wordbooks').count(), tx.objectStore('words').count()];
            tx.oncomplete = () => {
              resolve(counts.reduce((sum, c) => sum + (c.result as number), 0));
              open.result.close();
            };
          };
        }),
    );
  expect(await kept()).toBeGreaterThan(0);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  expect(await kept()).toBe(0);
  await page.context().close();
});

test('an answer whose word changed while this device was offline is refused when it arrives and leaves the queue; the others count', async ({ browser }) => {
  const page = await openAs(browser, session);
  const { id, wordIds } = await wordbookWithMeanings(page, `Shore ${run}`);
  await page.goto(`/dashboard/${id}`);
  await expect(wordCard(page, 'lake')).toBeVisible();
  await serviceWorkerReady(page);

  await page.context().setOffline(true);
  await page.goto(`/practice/${id}`);
  expect(await playRound(page, { missFirst: false })).toBe(3);
  await expect(page.getByText('3 answers are saved on this device and will be sent when you are back online.')).toBeVisible();

  // Meanwhile, on another device that is online, the learner rewrites one word's meaning.
  const elsewhere = await openAs(browser, session);
  const edited = await elsewhere.request.patch(`/api/words/${wordIds.lake}`, { data: { meaning: 'a body of fresh water' }, headers: { 'X-Device-Id': learner.deviceId } });
  expect(edited.status(), await edited.text()).toBe(200);
  await elsewhere.context().close();

  await page.context().setOffline(false);
  await expect(page.getByText('Your answers have been sent.').first()).toBeVisible();
  const history = await practiceHistory(page, id);
  expect(history).toHaveLength(1);
  expect(history[0]!.session).toMatchObject({ questionsCount: 2, correctCount: 2 });
  expect(history[0]!.attempts.map((a) => a.wordText).sort()).toEqual(['hill', 'river']);
  await page.context().close();
});

test('the offline practice page passes axe (WCAG 2.1 A/AA) at a phone and a desktop width, with a question and with a wrong answer shown', async ({ browser }) => {
  const page = await openAs(browser, session);
  const { id } = await wordbookWithMeanings(page, `Forest ${run}`);
  await page.goto(`/dashboard/${id}`);
  await expect(wordCard(page, 'hill')).toBeVisible();
  await serviceWorkerReady(page);
  await page.context().setOffline(true);
  await page.goto(`/practice/${id}`);
  await expect(page.locator('.pr-question__meaning')).toBeVisible();
  // No ad offline: it could not load, and its link leads to a page that needs the network.
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);

  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(viewport);
    expect(await violations(), `question at ${viewport.width}px`).toEqual([]);
  }
  await page.getByRole('button', { name: "I don't know" }).click();
  await expect(page.getByText('Correct answer:')).toBeVisible();
  expect(await violations(), 'wrong answer shown').toEqual([]);
  await page.context().close();
});
