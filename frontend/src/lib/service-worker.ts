import { registerSW } from 'virtual:pwa-register';

/** How often a running page asks for a new service worker (document 3, §2.2): one hour. */
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 3_600_000;

/**
 * Registers /sw.js with scope / (document 3, §2.2). It checks for an update every hour; when an
 * updated worker activates, the page reloads (vite-plugin-pwa's auto-update mode); a first install
 * does not reload. A failed registration is only logged: the app works without it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch((error: unknown) => console.warn('Service worker update check failed', error));
      }, SERVICE_WORKER_UPDATE_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
