import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.WORDBOOK_API_URL ?? 'http://127.0.0.1:3000';

/** Paths the API serves; the dev server and `vite preview` hand them on unchanged. */
const proxy = Object.fromEntries(
  ['/api', '/auth', '/dev'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are built for debugging but not referenced from the bundles, and the server does not serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so that a release of the app does not make browsers fetch React again.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|jotai)[\\/]/ },
            { name: 'primereact', test: /node_modules[\\/](primereact|react-transition-group)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
