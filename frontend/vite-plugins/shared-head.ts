import type { Plugin } from 'vite';

/** The head every HTML entry (index.html, prerendered.html) starts with; the pages rendered at build time replace the title. */
const SHARED_HEAD = `
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Wordbook: keep English words in wordbooks, get AI definitions and examples, practise and follow a study plan." />
    <meta name="theme-color" content="#4f46e5" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />
    <title>Wordbook — build your English vocabulary</title>
  `;
const PLACEHOLDER = '<!--shared-head-->';

/** Fills each HTML entry's `<!--shared-head-->`, so the entries cannot drift apart. */
export function sharedHead(): Plugin {
  return {
    name: 'wordbook:shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`${context.filename} has no ${PLACEHOLDER} in its head`);
        return html.replace(PLACEHOLDER, SHARED_HEAD);
      },
    },
  };
}
