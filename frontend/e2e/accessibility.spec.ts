import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createLearner, openAs, signInOnce, type LearnerSession } from './support/learners.ts';
import { WORDS, answerOneRight, bookName, createWordbook, startSession } from './support/practice.ts';

/**
 * axe on every page at a phone and a desktop width: no violation of WCAG 2.1 A/AA (contrast,
 * names, roles, nesting). A failure lists each rule and the elements that break it.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const PUBLIC_PAGES = ['/', '/login', '/signup', '/forgot-password', '/terms-of-service', '/privacy-policy', '/business-info', '/help', '/upgrade', '/no-such-page'];

async function expectNoViolations(page: Page, what: string) {
  // A dialog still fading in (the setup-required modal on /study) is measured at part opacity.
  // Spinners loop for ever and are left out.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect.soft(found, `${what}\n${found.join("\\n")}`).toEqual([]);
}

// Each test runs axe over ten pages, about 8 s a page on the 2-core CI machine.
test.setTimeout(240_000);

let learner: LearnerSession;
let wordbookId: string;
let sessionId: string;
/** A wordbook without an unfinished session: its setup page opens without the resume dialog. */
let setupWordbookId: string;
test.beforeAll(async ({ browser }) => {
  learner = await signInOnce(browser, await createLearner('a11y', 'free', 4));
  const page = await openAs(browser, learner);
  wordbookId = await createWordbook(page, bookName('Accessible'), WORDS);
  sessionId = await startSession(page, wordbookId, { modes: { mtwObj: {}, blankSub: {} } });
  await answerOneRight(page, sessionId);
  setupWordbookId = await createWordbook(page, bookName('Setup'), WORDS);
  await page.context().close();
});

for (const viewport of WIDTHS) {
  test(`public pages have no axe violations at ${viewport.width} px`, async ({ browser }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.locator('main h1, main h2').first().waitFor();
      await expectNoViolations(page, `${path} at ${viewport.width} px`);
    }
    await page.context().close();
  });

  test(`learner pages have no axe violations at ${viewport.width} px`, async ({ browser }) => {
    const page = await openAs(browser, learner, viewport);
    const pages: [string, string][] = [
      ['/dashboard', 'main .wb-empty, main .wb-view'],
      [`/dashboard/${wordbookId}`, '.word-card'],
      [`/practice/${setupWordbookId}`, '.pr-start__summary'],
      [`/practice/session/${sessionId}`, '.pr-card'],
      [`/dashboard/practice/${wordbookId}`, '.pr-session-card'],
      [`/dashboard/practice/session/${sessionId}`, '.pr-attempt'],
      ['/level-test', 'main h1'],
      ['/basic-tools', 'main h1'],
      ['/account', 'main h1'],
      ['/study', 'main h1'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await expectNoViolations(page, `${path} at ${viewport.width} px`);
    }
    await page.context().close();
  });
}
