import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressBuild } from './vite-plugins/precompress';
import { prerenderPublicPages } from './vite-plugins/prerender-public-pages';
import { serviceWorker } from './vite-plugins/service-worker';
import { sharedHead } from './vite-plugins/shared-head';

const apiTarget = process.env.WORDBOOK_API_URL ?? 'http://127.0.0.1:3000';

/** Paths the API serves; the dev server and `vite preview` hand them on unchanged. */
const proxy = Object.fromEntries(
  ['/api', '/auth', '/dev'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
);

/**
 * Drops the @font-face rules of PrimeReact's theme and PrimeIcons' stylesheet, so that their fonts (a 345 KB roman
 * and a 380 KB italic Inter, icons in five formats) are not built or fetched; src/styles/fonts.css declares the
 * subset woff2 files instead.
 */
function dropVendorFontFaces(): Plugin {
  const vendorSheet = /node_modules[\\/](primereact[\\/]resources[\\/]themes[\\/][^\\/]+[\\/]theme\.css|primeicons[\\/]primeicons\.css)$/;
  return {
    name: 'wordbook:drop-vendor-font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!vendorSheet.test(id.split('?')[0] ?? id)) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

const distDir = fileURLToPath(new URL('./dist', import.meta.url));
const ssrDir = fileURLToPath(new URL('./dist-ssr', import.meta.url));

/**
 * Two builds (`npm run build`): the browser build of index.html (the app, for every page) and
 * prerendered.html (the shell of the pages rendered at build time), then a server-side build of the
 * app's routes, whose plugin writes the landing, login and sign-up pages into dist/home.html,
 * dist/login.html and dist/signup.html.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [sharedHead(), dropVendorFontFaces(), react(), prerenderPublicPages({ distDir, ssrDir }), precompressBuild({ distDir }), ...(isSsrBuild ? [] : [serviceWorker()])],
  ...(isSsrBuild
    ? {
        // Everything bundled, so Node runs the pages without resolving PrimeReact's CommonJS files itself.
        ssr: { noExternal: true },
        build: { outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
      }
    : {
        build: {
          outDir: distDir,
          emptyOutDir: true,
          // Maps are built for debugging but not referenced from the bundles, and the server does not serve them.
          sourcemap: 'hidden' as const,
          rolldownOptions: {
            input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), prerendered: fileURLToPath(new URL('./prerendered.html', import.meta.url)) },
            output: {
              // One long-lived chunk for what every page runs (React, the router, jotai), so that a release of the app does
              // not make browsers fetch React again. PrimeReact and other libraries are left to the route chunks: a group
              // for them would put every component in the landing page's first download.
              codeSplitting: {
                groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai)[\\/]/ }],
              },
            },
          },
        },
      }),
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
