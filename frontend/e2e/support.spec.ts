import { type Browser, expect, type Page, test } from '@playwright/test';
import { createAccountWithRole, latestMail, logIn, runTag, shot, type TAccount } from './support/product.ts';

/** Help & Support: a learner writes to support on /help; an agent answers on /support; the answer arrives by e-mail and on /help. */
const run = runTag();

async function signedInPage(browser: Browser, account: TAccount, landing: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  await expect(page).toHaveURL(landing);
  return page;
}

test('a support agent answers a ticket a learner wrote on /help, and the learner gets the answer by e-mail', async ({ browser }, testInfo) => {
  const learner = await createAccountWithRole('user', { username: `hlp_${run}`, email: `hlp.${run}@example.com`, password: 'learner-pass-1', fullName: 'Helped Learner' });
  const agent = await createAccountWithRole('support', { username: `agt_${run}`, email: `agt.${run}@example.com`, password: 'agent-pass-1', fullName: 'Sam Agent' });
  const subject = `Lost wordbook ${run}`;
  const answer = `We found your wordbook ${run}; it is back in your sidebar.`;

  const mine = await signedInPage(browser, learner, /\/dashboard/);
  await mine.goto('/help');
  await expect(mine.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await mine.getByLabel('Search help').fill('refund');
  await expect(mine.getByRole('button', { name: 'Upgrading to Pro, and refunds' })).toBeVisible();
  await expect(mine.getByText('1 article matches.')).toBeVisible();

  await mine.getByRole('button', { name: 'Send message' }).click();
  await expect(mine.locator('#help-subject-feedback')).toHaveText('Enter a subject of 3 to 120 characters.');
  await mine.getByLabel('Subject', { exact: true }).fill(subject);
  await mine.getByLabel('Message', { exact: true }).fill('My wordbook called Travel disappeared this morning. Can you help?');
  await mine.getByRole('button', { name: 'Send message' }).click();
  await expect(mine.getByRole('status').filter({ hasText: 'we received your message' })).toBeVisible();
  const myTicket = mine.getByRole('article', { name: subject });
  await expect(myTicket).toContainText('Waiting for an answer');
  await shot(mine, testInfo, 'help-1280');

  const desk = await signedInPage(browser, agent, /\/support$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Support Dashboard' })).toBeVisible();
  const ticket = desk.getByRole('article', { name: subject });
  await expect(ticket).toContainText(learner.email);
  await desk.getByLabel('Answer to Helped Learner').last().fill(answer);
  await ticket.locator('xpath=..').getByRole('button', { name: 'Send answer' }).click();
  await expect(ticket).toContainText('Answered');
  await expect(ticket).toContainText(answer);
  await shot(desk, testInfo, 'support-1280');

  const mail = await latestMail(desk.request, learner.email, 'support-answer');
  expect(mail).toContain(`Our support team answered your request "${subject}"`);
  expect(mail).toContain(answer);

  await mine.reload();
  await expect(mine.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(myTicket).toContainText('Answered');
  await expect(myTicket).toContainText(answer);
  await mine.setViewportSize({ width: 390, height: 844 });
  await shot(mine, testInfo, 'help-390');

  await ticket.locator('xpath=..').getByRole('button', { name: 'Close ticket' }).click();
  await expect(ticket).toContainText('Closed');
  await desk.setViewportSize({ width: 390, height: 844 });
  await shot(desk, testInfo, 'support-390');
});

test('a learner opening /support is told it is not theirs', async ({ browser }) => {
  const learner = await createAccountWithRole('user', { username: `nos_${run}`, email: `nos.${run}@example.com`, password: 'learner-pass-1', fullName: 'Curious Learner' });
  const page = await signedInPage(browser, learner, /\/dashboard/);
  await page.goto('/support');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Dashboard' })).toHaveCount(0);
});
