import Beasties from 'beasties';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PRERENDERED_PAGES } from '../../core/src/contract/prerendered-pages';

const TEMPLATE = 'prerendered.html';
const PLACEHOLDER = '<!--prerendered-page-->';

type RenderPublicPage = (pathname: string, options: { knownVisitor: boolean }) => Promise<{ html: string; title: string }>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Runs in the server-side build of src/prerender/render-public-page.tsx (after the browser build): renders each
 * page of PRERENDERED_PAGES into the browser build's dist/prerendered.html, inlines the CSS that
 * page needs to paint (Beasties) and moves the full stylesheet to the end of the body, where it no
 * longer holds back the first paint. The template and the server-side bundle are removed afterwards.
 */
export function prerenderPublicPages({ distDir, ssrDir }: { distDir: string; ssrDir: string }): Plugin {
  return {
    name: 'wordbook:prerender-public-pages',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    async closeBundle() {
      const bundle = path.join(ssrDir, 'render-public-page.js');
      const { renderPublicPage } = (await import(pathToFileURL(bundle).href)) as { renderPublicPage: RenderPublicPage };
      const templateFile = path.join(distDir, TEMPLATE);
      const template = fs.readFileSync(templateFile, 'utf8');
      if (!template.includes(PLACEHOLDER)) throw new Error(`${templateFile} has no ${PLACEHOLDER} to fill`);
      const beasties = new Beasties({ path: distDir, publicPath: '/', preload: 'body', pruneSource: false, inlineFonts: false, logLevel: 'warn' });
      for (const page of PRERENDERED_PAGES) {
        const { html, title } = await renderPublicPage(page.pathname, { knownVisitor: page.knownVisitor });
        // The entry script reads data-session to start the app for the same visitor the page was drawn for.
        const filled = template
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
          .replace(`<div id="root">${PLACEHOLDER}</div>`, `<div id="root"${page.knownVisitor ? ' data-session="visitor"' : ''}>${html}</div>`);
        if (filled.includes(PLACEHOLDER)) throw new Error(`${templateFile}: ${PLACEHOLDER} must be the only content of #root`);
        fs.writeFileSync(path.join(distDir, page.file), await beasties.process(filled));
      }
      fs.rmSync(templateFile);
      fs.rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
