import type { Page } from '@playwright/test';

/** Waits until the service worker has installed (its precache is complete) and controls the page. */
export async function serviceWorkerReady(page: Page): Promise<{ scope: string; script: string }> {
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return worker;
}
