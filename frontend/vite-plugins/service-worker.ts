import { VitePWA } from 'vite-plugin-pwa';

/** Paths the server answers itself (API, Google sign-in, dev mailbox, payment sandbox): never the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/auth\//, /^\/dev\//, /^\/sandbox\//];

/**
 * The service worker at /sw.js, scope / (Workbox through vite-plugin-pwa): it precaches the app
 * shell — index.html, every script, stylesheet, font and icon of the build — so the app opens
 * offline, answers page navigations with index.html (the router draws the page, or its offline
 * state), and takes over at once when a new build is deployed (src/lib/service-worker.ts reloads
 * the page then). API answers are never cached by it: cached learning lives in the app's own store.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    filename: 'sw.js',
    scope: '/',
    base: '/',
    includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon-180x180.png'],
    manifest: {
      id: '/',
      name: 'Wordbook',
      short_name: 'Wordbook',
      description: 'Keep English words in wordbooks, get AI definitions and examples, practise and follow a study plan.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // home.html is the landing page for a first visit from the network; offline, index.html draws it too.
      globPatterns: ['**/*.{js,css,woff2,svg,png,webmanifest}', 'index.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: SERVER_PATHS,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
