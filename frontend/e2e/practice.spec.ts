import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logIn, productDatabaseEnv, runTag } from './support/product.ts';

/**
 * Practice through the real UI (document 2, §2.4–2.7, §4, §5, §8, §9): setup with several modes,
 * a required-correct slider and chunking; answers right, wrong and "I don't know" by mouse and
 * keyboard; breaks; 'Finish later' and the resume modal; 'Great work'; the history, the detail
 * with its filter and word modal; continue, new session and cancel. The learner's words are made
 * through the API with known meanings and examples, so the test knows each right answer from the
 * question on screen.
 */

test.setTimeout(240_000);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Learner = { username: string; email: string; password: string; deviceId: string };
type KnownWord = { text: string; meaning?: string; example?: string };

const CORRECT = ['Great!', 'Nice job!', 'Perfect!', 'Awesome!', 'Well done!'];
const WRONG = ['Keep trying!', 'Almost!', "Don't worry!", 'You can do it!', 'Next time!'];

/** Four full words, one without an example (partly usable), one with nothing (excluded). */
const WORDS: KnownWord[] = [
  { text: 'apple', meaning: 'a round fruit with red or green skin', example: 'She ate an apple after lunch.' },
  { text: 'candle', meaning: 'a stick of wax that gives light when it burns', example: 'He lit a candle in the dark room.' },
  { text: 'ladder', meaning: 'a set of steps used for climbing up', example: 'Hold the ladder while I climb.' },
  { text: 'pillow', meaning: 'a soft cushion for your head in bed', example: 'My pillow is too soft.' },
  { text: 'whisper', meaning: 'to speak very quietly' },
  { text: 'zephyr' },
];

/** A Free learner made with the operators' account code on the product's database. */
function createLearner(prefix: string): Learner {
  const tag = runTag();
  const learner = { username: `${prefix}_${tag}`, email: `${prefix}.${tag}@example.com`, password: `${prefix}-pass-1`, deviceId: `e2e-${prefix}-${tag}` };
  const account = { email: learner.email, username: learner.username, fullName: 'Practice Learner', role: 'user', plan: 'free', password: learner.password };
  const script = `
    const { withDatabase } = await import('./ops/src/ops-context.ts');
    const { createOrResetAccount } = await import('./ops/src/create-account.ts');
    await withDatabase((pool) => createOrResetAccount(pool, JSON.parse(process.env.E2E_ACCOUNT)));`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    env: { ...process.env, ...productDatabaseEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn', E2E_ACCOUNT: JSON.stringify(account) },
    stdio: 'pipe',
    timeout: 60_000,
  });
  return learner;
}

async function signIn(browser: Browser, learner: Learner, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((deviceId) => window.localStorage.setItem('wordbook.device-id', deviceId), learner.deviceId);
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A wordbook filled with `words` through the API, as the signed-in learner. */
async function createWordbook(page: Page, name: string, words: KnownWord[]): Promise<string> {
  const created = await page.request.post('/api/wordbooks', { data: { name } });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  for (const word of words) {
    const res = await page.request.post('/api/words', { data: { wordbook_id: id, text: word.text, meaning: word.meaning ?? null, example: word.example ?? null } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return id;
}

/** A screenshot for the record (and for looking at the layout); modals are taken as the viewport shows them. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
}

// --- the session screen -------------------------------------------------------------------------

type Shown = { mode: string; prompt: string; choices: string[] };
type Answer = { kind: 'choice'; index: number; text: string } | { kind: 'typed'; text: string };

const card = (page: Page) => page.getByRole('region', { name: 'Question' });
const breakDialog = (page: Page) => page.getByRole('dialog', { name: 'Time for a short break' });
const finishHeading = (page: Page) => page.getByRole('heading', { name: 'Great work' });
const idkButton = (page: Page) => page.locator('.pr-question__skip button:enabled');
const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Practice progress' });

/** What the question on screen asks: its exercise, its prompt (meaning, word or sentence) and its choices. */
async function shownQuestion(page: Page): Promise<Shown> {
  const mode = (await card(page).locator('.pr-question__mode').textContent())?.trim() ?? '';
  const prompt = ((await card(page).locator('.pr-question__prompt > p').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const choices = (await card(page).locator('.pr-choice__text').allTextContents()).map((c) => c.trim());
  return { mode, prompt, choices };
}

/** The right answer, from the words the test created. A gapped sentence reads "blank" where the word was. */
function rightAnswer(question: Shown): Answer {
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
async function settle(page: Page): Promise<'question' | 'break' | 'finish'> {
  await expect(page.locator('.pr-feedback')).toHaveCount(0);
  await expect(breakDialog(page).or(finishHeading(page)).or(idkButton(page))).toBeVisible();
  if (await breakDialog(page).isVisible()) return 'break';
  if (await finishHeading(page).isVisible()) return 'finish';
  return 'question';
}

const progressNow = async (page: Page) => Number(await progressBar(page).getAttribute('aria-valuenow'));

/** Answers right by key (1–N, or typing and Enter) or by mouse (click, or typing and Check). */
async function answerRight(page: Page, question: Shown, by: 'key' | 'mouse') {
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
async function answerWrong(page: Page, question: Shown, by: 'key' | 'mouse'): Promise<string> {
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

async function expectWrongBanner(page: Page, rightText: string): Promise<Locator> {
  const banner = page.locator('.pr-feedback--wrong');
  await expect(banner).toBeVisible();
  expect(WRONG).toContain((await banner.locator('.pr-feedback__phrase').textContent())?.trim());
  await expect(banner.locator('.pr-feedback__answer')).toHaveText(`Correct answer: ${rightText}`);
  return banner;
}

// --- tests ---------------------------------------------------------------------------------------

test('practice: setup with several modes and chunking, answers by mouse and keys, breaks, resume from the modal, finish, history and the incorrect filter', async ({ browser }, testInfo) => {
  const learner = createLearner('prc');
  const page = await signIn(browser, learner);
  const wordbookId = await createWordbook(page, 'Household', WORDS);

  // The wordbook page's Practice link opens the setup.
  await page.goto(`/dashboard/${wordbookId}`);
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/${wordbookId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Setup' })).toBeVisible();
  await expect(page.getByText('Household')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', `/dashboard/${wordbookId}`);

  // Select Words: a word with nothing to ask is excluded; with the default modes (all multiple choice) the word without an example is partly usable.
  const words = page.getByRole('list', { name: 'Words' });
  await expect(words.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByLabel('zephyr', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('zephyr', { exact: true })).not.toBeChecked();
  const zephyr = words.getByRole('listitem').filter({ hasText: 'zephyr' });
  await expect(zephyr.locator('.pr-word__mark--none')).toBeVisible();
  await expect(zephyr).toContainText('Excluded: No valid meaning for meaning/word modes. No valid example for fill-in-the-blank.');
  const whisper = words.getByRole('listitem').filter({ hasText: 'whisper' });
  await expect(whisper.locator('.pr-word__mark--partial')).toBeVisible();
  await expect(whisper).toContainText('No valid example for fill-in-the-blank.');
  await expect(page.getByText('5 of 6 words selected · 1 excluded automatically')).toBeVisible();
  await page.getByRole('button', { name: 'Deselect All' }).click();
  await expect(page.getByText('0 of 6 words selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
  await expect(page.locator('#pr-start-problem')).toHaveText('Please select at least one word.');
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByText('5 of 6 words selected')).toBeVisible();

  // Exercise Types: no exercise is invalid; Make a Sentence is Pro Only and disabled.
  await expect(page.getByLabel('Make a Sentence')).toBeDisabled();
  await expect(page.locator('.pr-mode--locked')).toContainText('Pro Only');
  for (const mode of ['Multiple-choice Meaning to Word', 'Multiple-choice Word to Meaning', 'Multiple-choice Fill in the Blank']) {
    await expect(page.getByLabel(mode, { exact: true })).toBeChecked();
    await page.getByLabel(mode, { exact: true }).uncheck();
  }
  await expect(page.getByText('Please select at least one exercise.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();

  // Three modes: meaning to word (choice, 2 right answers each), meaning to word (typed), fill in the blank (typed).
  await page.getByLabel('Multiple-choice Meaning to Word', { exact: true }).check();
  await page.getByLabel('Short-answer Meaning to Word', { exact: true }).check();
  await page.getByLabel('Short Fill in the Blank', { exact: true }).check();
  const slider = page.getByRole('slider', { name: 'Correct answers needed for Multiple-choice Meaning to Word' });
  await expect(slider).toHaveAttribute('aria-valuemax', '3');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  // 5 words × 2 + 5 typed + 4 blanks (whisper has no example).
  await expect(page.locator('.pr-start__summary')).toContainText('5 words · 3 exercise types · 19 correct answers to finish');

  // Advanced Settings: choices 2–6 clamped; chunking off below 20 words, bounds 1..usable-1 with the spec's messages.
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(page.getByLabel('Show progress')).toBeChecked();
  await expect(page.getByLabel('Use AI data')).not.toBeChecked();
  const choices = page.getByLabel('Number of choices');
  await expect(choices).toHaveValue('4');
  await choices.fill('9');
  await choices.blur();
  await expect(choices).toHaveValue('6');
  await choices.fill('4');
  await choices.blur();
  await expect(choices).toHaveValue('4');
  await expect(page.getByLabel('Chunking')).not.toBeChecked();
  await page.getByLabel('Chunking').check();
  const chunkSize = page.getByLabel('Questions per chunk');
  await expect(chunkSize).toHaveValue('3');
  await expect(page.locator('#pr-chunk-range')).toHaveText('1 to 4');
  await chunkSize.fill('9');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('Enter an integer between 1 and 4.');
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeDisabled();
  await chunkSize.fill('x');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('Please enter a valid chunk size.');
  await chunkSize.fill('40');
  await chunkSize.blur();
  await expect(chunkSize).toHaveValue('4');
  await expect(page.locator('#pr-chunk-size-feedback')).toHaveText('');
  await shot(page, testInfo, 'setup-1280');

  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  const sessionUrl = page.url();

  // Progress 0 / 19 with a separator after every 4 steps.
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '19');
  await expect(page.locator('.pr-progress__separator')).toHaveCount(4);
  await expect(page.getByText('Chunk 1 of 5')).toBeVisible();

  // Auto-advance off: a wrong answer waits for the learner.
  const chip = page.getByRole('button', { name: 'Auto-advance' });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  let wrongAnswers = 0;
  let breaks = 0;
  let finishedLater = false;
  const done = { choiceKey: false, choiceMouse: false, wrongChoiceMouse: false, wrongChoiceKey: false, typedKey: false, typedMouse: false, wrongTyped: false, idk: false, autoWrong: false };

  for (let step = 0; step < 80; step++) {
    const state = await settle(page);
    if (state === 'finish') break;
    if (state === 'break') {
      breaks += 1;
      const before = await progressNow(page);
      expect(before % 4).toBe(0);
      await expect(breakDialog(page)).toContainText(`You finished chunk ${before / 4} of 5`);
      if (breaks === 1) {
        await shot(page, testInfo, 'session-break-1280', false);
        await page.keyboard.press('Enter');
      } else if (breaks === 2 && !finishedLater) {
        // 'Finish later' goes to the dashboard; the setup then offers to resume.
        finishedLater = true;
        await breakDialog(page).getByRole('button', { name: 'Finish later' }).click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));
        await page.goto(`/practice/${wordbookId}`);
        const resume = page.getByRole('dialog', { name: 'Resume previous practice?' });
        await expect(resume).toBeVisible();
        await expect(resume).toContainText(`Progress${before} / 19`);
        await expect(resume).toContainText('Created');
        await shot(page, testInfo, 'setup-resume-1280', false);
        await resume.getByRole('button', { name: 'Continue' }).click();
        await expect(page).toHaveURL(sessionUrl);
        await expect(progressBar(page)).toHaveAttribute('aria-valuenow', String(before));
      } else if (breaks === 3) {
        await page.keyboard.press('1');
      } else {
        await breakDialog(page).getByRole('button', { name: 'Continue now' }).click();
      }
      await expect(breakDialog(page)).toHaveCount(0);
      continue;
    }

    const question = await shownQuestion(page);
    const typed = question.choices.length === 0;
    const before = await progressNow(page);
    if (!typed && !done.choiceKey) {
      done.choiceKey = true;
      await answerRight(page, question, 'key');
    } else if (!typed && !done.choiceMouse) {
      done.choiceMouse = true;
      await answerRight(page, question, 'mouse');
    } else if (!typed && !done.wrongChoiceMouse) {
      // Wrong by mouse, auto-advance off: the answer stays until a digit key.
      done.wrongChoiceMouse = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'mouse');
      await expectWrongBanner(page, right);
      await shot(page, testInfo, 'session-wrong-1280');
      await page.waitForTimeout(2500);
      await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
      await page.keyboard.press('7');
    } else if (!typed && !done.wrongChoiceKey) {
      done.wrongChoiceKey = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'key');
      const banner = await expectWrongBanner(page, right);
      await banner.getByRole('button', { name: 'Continue' }).click();
    } else if (typed && !done.typedKey) {
      done.typedKey = true;
      await shot(page, testInfo, 'session-typed-1280');
      await answerRight(page, question, 'key');
    } else if (typed && !done.idk) {
      // "I don't know" by mouse: recorded as 'skip', shown as wrong; Enter goes on.
      done.idk = true;
      wrongAnswers += 1;
      const right = rightAnswer(question).text;
      await page.getByRole('button', { name: "I don't know" }).click();
      const banner = await expectWrongBanner(page, right);
      await expect(banner).toContainText("Your answer: I don't know");
      await page.keyboard.press('Enter');
    } else if (typed && !done.wrongTyped) {
      done.wrongTyped = true;
      wrongAnswers += 1;
      const right = await answerWrong(page, question, 'mouse');
      const banner = await expectWrongBanner(page, right);
      await expect(banner).toContainText('Your answer: notaword');
      await page.keyboard.press('0');
    } else if (typed && !done.typedMouse) {
      done.typedMouse = true;
      await answerRight(page, question, 'mouse');
    } else if (!done.autoWrong && done.wrongTyped && done.wrongChoiceKey) {
      // Auto-advance back on: a wrong answer moves on by itself after 2 seconds.
      done.autoWrong = true;
      wrongAnswers += 1;
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const right = await answerWrong(page, question, 'key');
      await expectWrongBanner(page, right);
      await expect(page.locator('.pr-feedback--wrong')).toHaveCount(0, { timeout: 4000 });
      continue;
    } else {
      await answerRight(page, question, step % 2 === 0 ? 'key' : 'mouse');
    }
    // Only a right answer moves the progress.
    const after = await settle(page);
    if (after !== 'finish') {
      const now = await progressNow(page);
      expect(now === before || now === before + 1).toBe(true);
    }
    if (after === 'finish') break;
  }

  await expect(finishHeading(page)).toBeVisible();
  expect(breaks).toBe(4);
  expect(Object.values(done).every(Boolean), JSON.stringify(done)).toBe(true);
  await expect(page.locator('.pr-finish')).toContainText('19 of 19 correct answers');
  await expect(page.locator('.pr-finish')).toContainText(`Answers${19 + wrongAnswers}`);
  await shot(page, testInfo, 'session-finish-1280');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${wordbookId}$`));

  // History: the finished session, with its counts; View Details; the incorrect filter.
  await page.getByRole('link', { name: 'Practice History' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Household' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().locator('.pr-status')).toHaveText('Completed');
  await expect(sessions.first()).toContainText(`Incorrect${wrongAnswers}`);
  await shot(page, testInfo, 'history-1280');
  await sessions.first().getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/practice\/session\/[0-9a-f-]{36}$/);
  const attempts = page.getByRole('list', { name: 'Attempts' }).locator(':scope > li');
  await expect(attempts).toHaveCount(19 + wrongAnswers);
  await page.getByRole('button', { name: 'Incorrect Only' }).click();
  await expect(attempts).toHaveCount(wrongAnswers);
  for (const tag of await attempts.locator('.p-tag').allTextContents()) expect(['Incorrect', "I don't know"]).toContain(tag);
  await expect(attempts.filter({ hasText: "I don't know" })).toHaveCount(1);
  await shot(page, testInfo, 'detail-incorrect-1280');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(attempts).toHaveCount(19 + wrongAnswers);
  await expect(page.getByRole('button', { name: 'Cancel Session' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Session Word Details' }).click();
  const wordsModal = page.getByRole('dialog', { name: 'Session Word Details' });
  const used = wordsModal.getByRole('list', { name: 'Words used' }).locator('.pr-used-word');
  await expect(used).toHaveCount(5);
  await expect(used.filter({ hasText: 'whisper' }).locator('.pr-mode-chip')).toHaveCount(2);
  await expect(used.filter({ hasText: 'apple' }).locator('.pr-mode-chip--mastered')).toHaveCount(3);
  await shot(page, testInfo, 'detail-words-1280', false);
  await wordsModal.getByRole('button', { name: 'Done' }).click();
  await expect(wordsModal).toHaveCount(0);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/practice/${wordbookId}$`));
});

test('practice: continue from the detail page, a new session from the modal, sort, cancel', async ({ browser }) => {
  const learner = createLearner('prd');
  const page = await signIn(browser, learner);
  const wordbookId = await createWordbook(page, 'Short list', WORDS.slice(0, 4));

  // Default modes: every multiple-choice one, 4 words × 3 = 12.
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.locator('.pr-start__summary')).toContainText('4 words · 3 exercise types · 12 correct answers to finish');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  const firstSession = page.url();
  expect(await settle(page)).toBe('question');
  await answerRight(page, await shownQuestion(page), 'key');
  expect(await settle(page)).toBe('question');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  // A reload resumes the same session where it was.
  await page.reload();
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');

  // The history lists it as active; its detail page continues it.
  await page.goto(`/dashboard/practice/${wordbookId}`);
  const sessions = page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first().locator('.pr-status')).toHaveText('Active');
  await sessions.first().getByRole('link', { name: /View Details/ }).click();
  await expect(page.locator('.pr-status')).toHaveText('Active');
  await expect(page.getByRole('list', { name: 'Attempts' }).locator(':scope > li')).toHaveCount(1);
  await page.getByRole('link', { name: 'Continue Session' }).click();
  await expect(page).toHaveURL(firstSession);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '1');
  expect(await settle(page)).toBe('question');

  // The setup offers to resume; New Session starts another (forceNew) and sets the first aside.
  await page.goto(`/practice/${wordbookId}`);
  const resume = page.getByRole('dialog', { name: 'Resume previous practice?' });
  await expect(resume).toContainText('Progress1 / 12');
  await resume.getByRole('button', { name: 'New Session' }).click();
  await expect(resume).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(firstSession);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');

  // Newest first by default, then oldest first.
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(sessions).toHaveCount(2);
  await expect(sessions.locator('.pr-status')).toHaveText(['Active', 'Paused']);
  await page.locator('.pr-sort__dropdown').click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  await expect(sessions.locator('.pr-status')).toHaveText(['Paused', 'Active']);

  // Cancel the active one from its detail page: a danger badge, no more Continue.
  await sessions.nth(1).getByRole('link', { name: /View Details/ }).click();
  await page.getByRole('button', { name: 'Cancel Session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this session?' });
  await confirm.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(page.locator('.pr-status')).toHaveText('Cancelled');
  await expect(page.locator('.pr-status')).toHaveClass(/pr-status--danger/);
  await expect(page.getByRole('link', { name: 'Continue Session' })).toHaveCount(0);
  // A cancelled session cannot be played.
  await page.goto(page.url().replace('/dashboard/practice/session/', '/practice/session/'));
  await expect(page.getByText('This practice session is no longer active.')).toBeVisible();

  // With nothing unfinished, the setup asks nothing.
  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeEnabled();
  await expect(resume).toHaveCount(0);

  // A session started elsewhere (another tab) after the setup opened: Start finds it (409) and asks; Continue opens it.
  const elsewhere = await page.request.post('/api/practice/session', { data: { wordbookId, modes: { mtwObj: { enabled: true, required: 1 } } } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  const elsewhereId = ((await elsewhere.json()) as { sessionId: string }).sessionId;
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(resume).toContainText('Progress0 / 4');
  await resume.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/session/${elsewhereId}$`));
  await expect(progressBar(page)).toHaveAttribute('aria-valuemax', '4');
});

test('practice: an unknown or foreign wordbook is refused and returns to the dashboard; history settings change and delete the wordbook', async ({ browser }) => {
  const learner = createLearner('pre');
  const page = await signIn(browser, learner);
  const missing = '00000000-0000-4000-8000-000000000000';
  await page.goto(`/practice/${missing}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await page.goto(`/dashboard/practice/${missing}`);
  await expect(page.getByText('This wordbook does not exist.')).toBeVisible();

  // Another learner's wordbook is refused the same way.
  const other = await signIn(browser, createLearner('prf'));
  const foreignId = await createWordbook(other, 'Not yours', WORDS.slice(0, 2));
  await page.goto(`/practice/${foreignId}`);
  await expect(page.getByText('Wordbook not found or you do not have permission. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });

  // The history's settings: favorite shows as a badge and in the sidebar; deleting returns to /dashboard.
  const wordbookId = await createWordbook(page, 'Settings book', WORDS.slice(0, 2));
  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(page.getByText('No practice sessions yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Wordbook settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Wordbook settings' });
  await settings.getByLabel('Favorite').check();
  await expect(page.locator('.wb-badges')).toContainText('Favorite');
  await expect(page.getByRole('navigation', { name: 'Wordbooks' })).toContainText('(favorite)');
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(settings).toContainText('“Settings book” and its 2 words will be deleted.');
  await settings.getByRole('button', { name: 'Delete wordbook' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const listed = await page.request.get('/api/wordbooks');
  expect(((await listed.json()) as { wordbooks: { id: string }[] }).wordbooks.map((w) => w.id)).not.toContain(wordbookId);
});

test('practice at 390 px: setup, a question, history and detail fit the phone screen', async ({ browser }, testInfo) => {
  const learner = createLearner('prp');
  const page = await signIn(browser, learner, { width: 390, height: 844 });
  const wordbookId = await createWordbook(page, 'Pocket words', WORDS);
  const noSideScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(`/practice/${wordbookId}`);
  await expect(page.getByRole('list', { name: 'Words' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await page.getByLabel('Chunking').check();
  await noSideScroll();
  await shot(page, testInfo, 'setup-390');
  await expect(page.getByRole('button', { name: 'Start Practice' })).toBeInViewport();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page).toHaveURL(/\/practice\/session\//);
  expect(await settle(page)).toBe('question');
  await noSideScroll();
  await shot(page, testInfo, 'session-390');
  const question = await shownQuestion(page);
  await answerWrong(page, question, 'mouse');
  await expect(page.locator('.pr-feedback--wrong')).toBeVisible();
  await noSideScroll();
  await shot(page, testInfo, 'session-wrong-390');

  await page.goto(`/dashboard/practice/${wordbookId}`);
  await expect(page.getByRole('list', { name: 'Practice sessions' }).locator(':scope > li')).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'history-390');
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('list', { name: 'Attempts' }).locator(':scope > li')).toHaveCount(1);
  await noSideScroll();
  await shot(page, testInfo, 'detail-390');
});
