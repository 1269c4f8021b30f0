import { expect, type Page } from '@playwright/test';
import type { Learner } from './learners.ts';

/** The wordbook dashboard's parts and a quick way to fill it through the API, as a signed-in learner. */

export type ApiWord = { id: string; text: string };

/** Calls the API as the signed-in learner (the page's cookies), e.g. to fill a wordbook quickly. */
export function apiOf(page: Page, learner: Learner) {
  const headers = { 'X-Device-Id': learner.deviceId };
  return {
    async createWordbook(name: string): Promise<string> {
      const res = await page.request.post('/api/wordbooks', { data: { name }, headers });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
    async addWords(wordbookId: string, texts: string[]): Promise<ApiWord[]> {
      const words: ApiWord[] = [];
      for (let i = 0; i < texts.length; i += 25) {
        const batch = await Promise.all(
          texts.slice(i, i + 25).map(async (text) => {
            const res = await page.request.post('/api/words', { data: { wordbook_id: wordbookId, text }, headers });
            expect(res.status(), await res.text()).toBe(200);
            return ((await res.json()) as { word: ApiWord }).word;
          }),
        );
        words.push(...batch);
      }
      return words;
    },
    async generate(word: ApiWord, type: 'definition' | 'example') {
      const res = await page.request.post('/api/ai/generate', { data: { word_id: word.id, word: word.text, type, force: 'auto' }, headers });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Your Wordbooks' });
export const wordCard = (page: Page, text: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: text, exact: true }) });

export async function createInUi(page: Page, name: string) {
  await sidebar(page).getByRole('button', { name: 'Add wordbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New wordbook' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
}
