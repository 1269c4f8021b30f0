import { expect, test } from '@playwright/test';
import { type DeployProxy, startDeployProxy } from './support/deploy-proxy.ts';

/**
 * A new deploy (document 3, §2.2): a page that is open when a new build is deployed asks for an
 * update on its hourly check, the new build's service worker installs, activates and takes the
 * page over, and the page reloads by itself into the new build. The page runs on a second origin
 * in front of the product (support/deploy-proxy.ts), whose /sw.js the test replaces with the next
 * build's, so no other test's pages see the deploy.
 */

let proxy: DeployProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startDeployProxy(baseURL ?? '');
});
test.afterAll(async () => {
  await proxy.close();
});

/** The next build's worker: the same script with a new revision of index.html, as a rebuild of the app shell gives. */
function nextBuild(script: string): { script: string; revision: string } {
  const shell = /\{url:"index\.html",revision:"([^"]+)"\}/;
  const current = shell.exec(script)?.[1];
  if (!current) throw new Error('sw.js does not precache index.html as expected');
  const revision = `${current}-next`;
  return { script: script.replace(shell, `{url:"index.html",revision:"${revision}"}`), revision };
}

const precachedShell = () =>
  (async () => {
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname === '/index.html') return request.url;
    }
    return null;
  })();

test("a new deploy's service worker takes over an open page, which reloads by itself", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: proxy.origin });
  const page = await context.newPage();
  // The page's own timers, so that its hourly update check can be brought forward.
  await page.clock.install();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(worker).toEqual({ scope: `${proxy.origin}/`, script: `${proxy.origin}/sw.js` });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  expect(await page.evaluate(precachedShell)).not.toContain('-next');

  // Nothing reloads the page while no new build is out; a mark on the window tells a reload apart.
  await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }));
  const { script, revision } = nextBuild(await (await page.request.get('/sw.js')).text());
  proxy.deployServiceWorker(script);
  const requestsBefore = proxy.serviceWorkerRequests();
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 90_000 });

  await page.clock.fastForward('01:00:00');
  await reloaded;

  expect(proxy.serviceWorkerRequests()).toBeGreaterThan(requestsBefore);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false);
  // The page is now served by the new worker, whose precache holds the new build's app shell.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  expect(await page.evaluate(precachedShell)).toContain(`__WB_REVISION__=${revision}`);
  await context.close();
});
