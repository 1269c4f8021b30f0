import { expect, type Locator, type Page } from '@playwright/test';
import { runTag } from './product.ts';

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

/** A wordbook name of its own: tests that share a learner cannot share a name. */
export const bookName = (base: string): string => `${base} ${runTag()}`;

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

// --- sessions through the API ------------------------------------------------------------------

export type ModeCode = 'mtwObj' | 'mtwSub' | 'wtmObj' | 'blankObj' | 'blankSub';
export type SessionSetup = { modes: Partial<Record<ModeCode, { required?: number }>>; chunkSize?: number; forceNew?: boolean };

/** Starts a session as the setup page would (POST /api/practice/session); returns its id. */
export async function startSession(page: Page, wordbookId: string, setup: SessionSetup): Promise<string> {
  const modes = Object.fromEntries(Object.entries(setup.modes).map(([mode, s]) => [mode, { enabled: true, required: s?.required ?? 1 }]));
  const res = await page.request.post('/api/practice/session', { data: { wordbookId, modes, chunkSize: setup.chunkSize ?? 0, forceNew: setup.forceNew ?? false } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

type ServedQuestion = { type: 'mcq' | 'short' | 'blank'; data: { stem: string; choices?: string[]; prompt?: string; sentence?: string } };

/** The word a served question asks about, from the words the tests create. */
function askedWord(mode: string, question: ServedQuestion): KnownWord | undefined {
  const fits = (w: KnownWord, sentence: string) => {
    if (!w.example?.includes(w.text)) return false;
    const [before, after] = [w.example.slice(0, w.example.indexOf(w.text)), w.example.slice(w.example.indexOf(w.text) + w.text.length)];
    return sentence.startsWith(before) && sentence.endsWith(after);
  };
  if (mode === 'wtmObj') return WORDS.find((w) => w.text === question.data.stem);
  if (mode === 'mtwObj') return WORDS.find((w) => w.meaning === question.data.stem);
  if (mode === 'mtwSub') return WORDS.find((w) => w.meaning === question.data.prompt);
  return WORDS.find((w) => fits(w, question.data.sentence ?? question.data.stem));
}

type Served = { done: boolean; itemId: string; mode: string; question: ServedQuestion };
const nextOf = async (page: Page, sessionId: string) => (await (await page.request.get(`/api/practice/session/${sessionId}/next`)).json()) as Served;

/** The right response to a served question: the choice's index, or the text to type. */
function rightResponse(next: Served): number | string {
  const word = askedWord(next.mode, next.question);
  expect(word, `one of the test's words answers ${JSON.stringify(next.question)}`).toBeDefined();
  const right = next.mode === 'wtmObj' ? word!.meaning! : word!.text;
  return next.question.data.choices ? next.question.data.choices.indexOf(right) : right;
}

async function answer(page: Page, sessionId: string, itemId: string, userResponse: number | string) {
  const res = await page.request.post(`/api/practice/session/${sessionId}/answer`, { data: { itemId, userResponse } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Plays a session to its end through the API: the first `wrong` answers are wrong, then `skips`
 * answers are "I don't know", the rest are right. Returns how many answers it gave.
 */
export async function playSession(page: Page, sessionId: string, plan: { wrong?: number; skips?: number } = {}): Promise<number> {
  let wrong = plan.wrong ?? 0;
  let skips = plan.skips ?? 0;
  for (let answers = 0; answers < 200; answers++) {
    const next = await nextOf(page, sessionId);
    if (next.done) return answers;
    let response = rightResponse(next);
    if (wrong > 0) {
      wrong -= 1;
      response = typeof response === 'number' ? (response === 0 ? 1 : 0) : 'notaword';
    } else if (skips > 0) {
      skips -= 1;
      response = 'skip';
    }
    await answer(page, sessionId, next.itemId, response);
  }
  throw new Error('the session did not end after 200 answers');
}

/** Answers the next question right through the API (a session part-way through). */
export async function answerOneRight(page: Page, sessionId: string): Promise<void> {
  const next = await nextOf(page, sessionId);
  await answer(page, sessionId, next.itemId, rightResponse(next));
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
