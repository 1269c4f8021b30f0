import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The practice screens as a learner sees them: words made through the API with known meanings
 * and examples, so a test knows each right answer from the question on screen, and the session
 * screen's parts (question, banner, break, progress).
 */

export type KnownWord = { text: string; meaning?: string; example?: string };

export const CORRECT = ['Great!', 'Nice job!', 'Perfect!', 'Awesome!', 'Well done!'];
export const WRONG = ['Keep trying!', 'Almost!', "Don't worry!", 'You can do it!', 'Next time!'];

/** Four full words, one without an example (partly usable), one with nothing (excluded). */
export const WORDS: KnownWord[] = [
  { text: 'apple', meaning: 'a round fruit with red or green skin', example: 'She ate an apple after lunch.' },
  { text: 'candle', meaning: 'a stick of wax that gives light when it burns', example: 'He lit a candle in the dark room.' },
  { text: 'ladder', meaning: 'a set of steps used for climbing up', example: 'Hold the ladder while I climb.' },
  { text: 'pillow', meaning: 'a soft cushion for your head in bed', example: 'My pillow is too soft.' },
  { text: 'whisper', meaning: 'to speak very quietly' },
  { text: 'zephyr' },
];

/** A Free learner made with the operators' account code on the product's database. */
/** A wordbook filled with `words` through the API, as the signed-in learner. */
export async function createWordbook(page: Page, name: string, words: KnownWord[]): Promise<string> {
  const created = await page.request.post('/api/wordbooks', { data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  for (const word of words) {
    const res = await page.request.post('/api/words', { data: { wordbook_id: id, text: word.text, meaning: word.meaning ?? null, example: word.example ?? null } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return id;
}

// --- the session screen -------------------------------------------------------------------------

export type Shown = { mode: string; prompt: string; choices: string[] };
export type Answer = { kind: 'choice'; index: number; text: string } | { kind: 'typed'; text: string };

export const card = (page: Page) => page.getByRole('region', { name: 'Question' });
export const breakDialog = (page: Page) => page.getByRole('dialog', { name: 'Time for a short break' });
export const finishHeading = (page: Page) => page.getByRole('heading', { name: 'Great work' });
export const idkButton = (page: Page) => page.locator('.pr-question__skip button:enabled');
export const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Practice progress' });

/** What the question on screen asks: its exercise, its prompt (meaning, word or sentence) and its choices. */
export async function shownQuestion(page: Page): Promise<Shown> {
  const mode = (await card(page).locator('.pr-question__mode').textContent())?.trim() ?? '';
  const prompt = ((await card(page).locator('.pr-question__prompt > p').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const choices = (await card(page).locator('.pr-choice__text').allTextContents()).map((c) => c.trim());
  return { mode, prompt, choices };
}

/** The right answer, from the words the test created. A gapped sentence reads "blank" where the word was. */
export function rightAnswer(question: Shown): Answer {
  const byMeaning = (meaning: string) => WORDS.find((w) => w.meaning === meaning);
  const bySentence = (sentence: string) => WORDS.find((w) => w.example && w.example.replace(w.text, 'blank').replace(/\s+/g, ' ') === sentence.replace(/\s+/g, ' '));
  let word: KnownWord | undefined;
  switch (question.mode) {
    case 'Multiple-choice Meaning to Word':
    case 'Short-answer Meaning to Word':
      word = byMeaning(question.prompt);
      break;
    case 'Multiple-choice Fill in the Blank':
    case 'Short Fill in the Blank':
      word = bySentence(question.prompt);
      break;
    case 'Multiple-choice Word to Meaning': {
      const meaning = WORDS.find((w) => w.text === question.prompt)?.meaning;
      expect(meaning, `a meaning for “${question.prompt}”`).toBeTruthy();
      const index = question.choices.indexOf(meaning!);
      expect(index).toBeGreaterThanOrEqual(0);
      return { kind: 'choice', index, text: meaning! };
    }
  }
  expect(word, `one of the test's words answers “${question.prompt}” (${question.mode})`).toBeDefined();
  if (question.choices.length === 0) return { kind: 'typed', text: word!.text };
  const index = question.choices.indexOf(word!.text);
  expect(index, `“${word!.text}” is among ${question.choices.join(', ')}`).toBeGreaterThanOrEqual(0);
  return { kind: 'choice', index, text: word!.text };
}

/** Waits until the screen shows an answerable question, the break, or the end; says which. */
export async function settle(page: Page): Promise<'question' | 'break' | 'finish'> {
  await expect(page.locator('.pr-feedback')).toHaveCount(0);
  await expect(breakDialog(page).or(finishHeading(page)).or(idkButton(page))).toBeVisible();
  if (await breakDialog(page).isVisible()) return 'break';
  if (await finishHeading(page).isVisible()) return 'finish';
  return 'question';
}

export const progressNow = async (page: Page) => Number(await progressBar(page).getAttribute('aria-valuenow'));

/** Answers right by key (1–N, or typing and Enter) or by mouse (click, or typing and Check). */
export async function answerRight(page: Page, question: Shown, by: 'key' | 'mouse') {
  const answer = rightAnswer(question);
  // The right-answer banner lasts 500 ms: record its phrase the moment it enters the page, however slow the machine.
  await page.evaluate(() => {
    const w = window as unknown as { rightPhrase?: string | null };
    w.rightPhrase = null;
    const observer = new MutationObserver(() => {
      const text = document.querySelector('.pr-feedback--correct .pr-feedback__phrase')?.textContent?.trim();
      if (text) {
        w.rightPhrase = text;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  if (answer.kind === 'choice') {
    if (by === 'key') await page.keyboard.press(String(answer.index + 1));
    else await card(page).locator('.pr-choice').nth(answer.index).click();
  } else {
    await page.getByLabel('Your answer').fill(by === 'key' ? answer.text.toUpperCase() : `  ${answer.text} `);
    if (by === 'key') await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: 'Check' }).click();
  }
  const phrase = await page.waitForFunction(() => (window as unknown as { rightPhrase?: string | null }).rightPhrase);
  expect(CORRECT).toContain(await phrase.jsonValue());
}

/** Answers wrong (a wrong choice or a wrong word), by key or by mouse; returns the right answer's text. */
export async function answerWrong(page: Page, question: Shown, by: 'key' | 'mouse'): Promise<string> {
  const answer = rightAnswer(question);
  if (answer.kind === 'choice') {
    const wrong = answer.index === 0 ? 1 : 0;
    if (by === 'key') await page.keyboard.press(String(wrong + 1));
    else await card(page).locator('.pr-choice').nth(wrong).click();
    await expect(card(page).locator('.pr-choice--wrong')).toHaveCount(1);
    await expect(card(page).locator('.pr-choice--correct')).toContainText(answer.text);
  } else {
    await page.getByLabel('Your answer').fill('notaword');
    if (by === 'key') await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: 'Check' }).click();
  }
  return answer.text;
}

export async function expectWrongBanner(page: Page, rightText: string): Promise<Locator> {
  const banner = page.locator('.pr-feedback--wrong');
  await expect(banner).toBeVisible();
  expect(WRONG).toContain((await banner.locator('.pr-feedback__phrase').textContent())?.trim());
  await expect(banner.locator('.pr-feedback__answer')).toHaveText(`Correct answer: ${rightText}`);
  return banner;
}

// --- tests ---------------------------------------------------------------------------------------
