import { type Browser, expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { makeDeadLetter, noopJobState } from './support/jobs.ts';
import { createLearner, type Learner, signInLearner } from './support/learners.ts';
import { createAccountWithRole, logIn, runTag, shot } from './support/product.ts';

/**
 * The superadmin's work on users (document 1 §4, §6, §7): each test finds its own learner by
 * search and does one thing to them; the audit log shows what was done.
 */
const run = runTag();
const chief = { username: `chief_${run}`, email: `chief.${run}@example.com`, password: 'chief-pass-1', fullName: 'Chief Staff' };
let chiefState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  await createAccountWithRole('superadmin', chief);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, chief.username, chief.password);
  await expect(page).toHaveURL(/\/superadmin$/);
  chiefState = await context.storageState();
  await context.close();
});

async function asChief(browser: Browser, path: string, heading: string): Promise<Page> {
  const page = await (await browser.newContext({ storageState: chiefState, acceptDownloads: true })).newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

/** The users tab showing only `learner`'s row. */
async function findLearner(browser: Browser, learner: Learner) {
  const page = await asChief(browser, '/superadmin/users', 'Users & Sessions');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(learner.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: learner.email });
  await expect(row).toHaveCount(1);
  return { page, row };
}

test('a superadmin edits a learner found by search, and the audit log shows the change', async ({ browser }) => {
  const learner = await createLearner('edt', 'free');
  const { page, row } = await findLearner(browser, learner);
  await page.getByRole('button', { name: `Edit ${learner.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${learner.username}` });
  await dialog.getByLabel('Full name').fill('Renamed Learner');
  await dialog.getByLabel('Level').fill('6');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Renamed Learner' })).toBeVisible();

  await page.goto('/superadmin/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  await page.getByLabel('By').fill(chief.username);
  await page.getByLabel('Action').fill('user.edit');
  await page.getByRole('button', { name: 'Filter' }).click();
  const entry = page.getByRole('row').filter({ hasText: '"Renamed Learner"' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('"Level Learner" → "Renamed Learner"');
  await expect(entry).toContainText('null → 6');
  await expect(entry).toContainText(chief.username);
});

test('a superadmin gives a learner Pro with a reason, then makes them a moderator after a confirmation', async ({ browser }) => {
  const learner = await createLearner('pln', 'free');
  const { page, row } = await findLearner(browser, learner);
  await page.getByRole('button', { name: `Change the plan of ${learner.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the plan of ${learner.username}` });
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A plan change requires a reason.');
  await dialog.locator('.p-dropdown:has(#plan-reason)').click();
  await page.getByRole('option', { name: 'promo' }).click();
  await expect(dialog.getByLabel('Pro until')).toHaveValue(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell', { name: 'pro', exact: true })).toBeVisible();

  // the change is a plan log row, as a purchase is: /superadmin/billing lists it
  const billing = await asChief(browser, '/superadmin/billing', 'Billing Administration');
  await billing.getByLabel('Learner or order').fill(learner.username);
  await billing.getByRole('button', { name: 'Search', exact: true }).click();
  const change = billing.getByRole('row').filter({ hasText: learner.username }).filter({ hasText: 'Promotion' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('staff');
  await billing.context().close();

  await row.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'moderator' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change role' });
  await expect(confirm).toContainText(`Make ${learner.username} a moderator?`);
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.locator('.p-dropdown')).toContainText('moderator');
});

test('a banned learner\'s open page is refused at its next request and shows /status-error', async ({ browser }) => {
  const learner = await createLearner('ban', 'free');
  const learnerPage = await signInLearner(browser, learner);
  const { page, row } = await findLearner(browser, learner);
  await row.getByRole('button', { name: 'Ban', exact: true }).click();
  await page.getByRole('dialog', { name: 'Ban user' }).getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'banned', exact: true })).toBeVisible();

  await learnerPage.getByRole('button', { name: /^Profile menu for/ }).click();
  await learnerPage.getByRole('menuitem', { name: 'Account Setting' }).click();
  await expect(learnerPage).toHaveURL(/\/status-error$/);
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Your account has been banned' })).toBeVisible();
});

test('a superadmin ends every session of a learner, who is asked to log in again at the next page', async ({ browser }) => {
  const learner = await createLearner('ses', 'free');
  const learnerPage = await signInLearner(browser, learner);
  const page = await asChief(browser, '/superadmin/users?tab=sessions', 'Users & Sessions');
  await page.getByLabel('Search sessions').fill(learner.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: learner.username })).toHaveCount(1);
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(learner.username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `End the sessions of ${learner.username}` }).click();
  await page.getByRole('dialog', { name: 'End sessions' }).getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText(`1 session of ${learner.username} ended.`)).toBeVisible();

  await learnerPage.reload();
  await expect(learnerPage).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('a superadmin exports the filtered users as CSV with the spec\'s columns', async ({ browser }) => {
  const learner = await createLearner('csv', 'pro');
  const { page } = await findLearner(browser, learner);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8').trim().split('\n');
  expect(lines[0]).toBe('id,email,username,full_name,role,plan,status,created_at,last_login_at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^[0-9a-f-]{36},${learner.email},${learner.username},Level Learner,user,pro,active,\\d{4}-\\d{2}-\\d{2}T[^,]+Z,(\\d{4}-[^,]+Z)?$`));
});

test('a superadmin retries a dead letter on the system page, and its job runs again', async ({ browser }) => {
  const message = `provider down ${run}`;
  const jobId = await makeDeadLetter(message);
  const page = await asChief(browser, '/superadmin/system', 'System');
  const letter = page.getByRole('row').filter({ hasText: message });
  await expect(letter).toHaveCount(1);
  await expect(letter).toContainText('system-noop');
  await letter.getByRole('button', { name: `Retry the system-noop job ${jobId.slice(0, 8)}` }).click();
  await expect(page.getByText('The job will run again on system-noop.')).toBeVisible();
  await expect(letter).toHaveCount(0);
  // the worker takes the revived job under its own id and finishes it
  await expect.poll(() => noopJobState(jobId), { timeout: 30_000 }).toBe('completed');
});

test('the staff pages read well at 1280 and 390 pixels', async ({ browser }, testInfo) => {
  const pages = [
    ['/superadmin', 'Superadmin Dashboard', 'dashboard'],
    ['/superadmin/stats', 'Site Statistics', 'stats'],
    ['/superadmin/roles', 'Roles', 'roles'],
    ['/superadmin/logs', 'Logs', 'logs'],
    ['/superadmin/system', 'System', 'system'],
    ['/superadmin/billing', 'Billing Administration', 'billing'],
    ['/superadmin/usersmn?focus=learners', 'Coming soon…', 'usersmn'],
    ['/superadmin/users?tab=sessions', 'Users & Sessions', 'sessions'],
  ] as const;
  const page = await asChief(browser, '/superadmin', 'Superadmin Dashboard');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (name === 'stats') await expect(page.locator('canvas')).toHaveCount(4);
      if (name === 'usersmn') await expect(page.getByText('learners', { exact: true })).toBeVisible();
      await shot(page, testInfo, `${name}-${width}`);
    }
  }
});

for (const role of ['admin', 'support', 'moderator'] as const) {
  test(`a ${role} opening /superadmin is sent to log in, and lands on their own dashboard`, async ({ page }) => {
    const account = await createAccountWithRole(role, { username: `${role.slice(0, 3)}x_${run}`, email: `${role}x.${run}@example.com`, password: `${role}-pass-1`, fullName: `Staff ${role}` });
    await page.goto('/login');
    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL(new RegExp(`/${role}$`));
    const title = `${role[0]?.toUpperCase()}${role.slice(1)} Dashboard`;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Support's dashboard is its ticket queue; the other roles' dashboards list what the role may do.
    if (role !== 'support') await expect(page.getByRole('heading', { level: 2, name: `What the ${role} role may do` })).toBeVisible();
    await page.goto('/superadmin');
    await expect(page).not.toHaveURL(/\/superadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Superadmin Dashboard' })).toHaveCount(0);
  });
}
