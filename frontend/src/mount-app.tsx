import { type ReactNode, StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { sessionAtom } from './features/auth/atoms/session-atom';
import { appStore } from './lib/jotai';
import { registerServiceWorker } from './lib/service-worker';

type ReadyProps = { onReady: () => void; beforeFirstCommit: (() => void) | undefined; afterFirstCommit: (() => void) | undefined; children: ReactNode };

/**
 * Calls `beforeFirstCommit` while the first render is drawn (the page's old markup is still there)
 * and `afterFirstCommit` as soon as the new markup is in the document: both in the same task as the
 * commit that replaces the markup, so no keystroke can land in between. `onReady` follows once that
 * render's effects have run (a parent's effects run after its children's).
 */
function Ready({ onReady, beforeFirstCommit, afterFirstCommit, children }: ReadyProps) {
  useState(() => beforeFirstCommit?.());
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after the first commit
  useLayoutEffect(() => afterFirstCommit?.(), []);
  useEffect(() => onReady(), [onReady]);
  return children;
}

/** How long after the page has loaded the service worker registers: its precache (the whole build) never competes with the page's first calls. */
const SERVICE_WORKER_DELAY_MS = 5000;

function registerServiceWorkerLater() {
  const register = () =>
    window.setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(registerServiceWorker, { timeout: 5000 }) : registerServiceWorker()), SERVICE_WORKER_DELAY_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export type MountOptions = {
  /** The server sent this page only because the browser has no session cookie: draw it for a visitor from the start. */
  knownVisitor?: boolean;
  beforeFirstCommit?: () => void;
  afterFirstCommit?: () => void;
};

/**
 * Renders the app into #root, replacing whatever the HTML carried there (a pre-rendered page), and
 * registers the service worker. The current page's code is loaded first, so the first render draws
 * it rather than an empty page. Resolves once the first render is on screen and its effects have run.
 */
export async function mountApp({ knownVisitor = false, beforeFirstCommit, afterFirstCommit }: MountOptions = {}): Promise<void> {
  registerServiceWorkerLater();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A chunk that cannot load (offline, not cached) is left to the router, which shows its error page.
  await loadMatchedRoutes(window.location.pathname).catch(() => undefined);
  if (knownVisitor) appStore.set(sessionAtom, { status: 'known', user: null, aiLimits: null });
  return new Promise((resolve) => {
    createRoot(container).render(
      <StrictMode>
        <Ready onReady={resolve} beforeFirstCommit={beforeFirstCommit} afterFirstCommit={afterFirstCommit}>
          <App />
        </Ready>
      </StrictMode>,
    );
  });
}
