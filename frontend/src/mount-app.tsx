import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

/** Calls `onReady` once the first render's effects have run (a parent's effects run after its children's). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
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

/**
 * Renders the app into #root, replacing whatever the HTML carried there (the pre-rendered
 * landing page), and registers the service worker. Resolves once the first render is on screen
 * and its effects have run.
 */
export function mountApp(): Promise<void> {
  registerServiceWorkerLater();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  return new Promise((resolve) => {
    createRoot(container).render(
      <StrictMode>
        <Ready onReady={resolve}>
          <App />
        </Ready>
      </StrictMode>,
    );
  });
}
