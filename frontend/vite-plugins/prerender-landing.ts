import Beasties from 'beasties';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const LANDING_SSR_ENTRY = 'src/prerender/render-landing.tsx';
const PLACEHOLDER = '<!--landing-page-->';

/**
 * Runs in the server-side build of LANDING_SSR_ENTRY (after the browser build): renders the
 * landing page to HTML, puts it into dist/home.html (the page the server answers for `/`), inlines
 * the CSS that page needs to paint (Beasties) and moves the full stylesheet to the end of the body,
 * where it no longer holds back the first paint. The server-side bundle is removed afterwards.
 */
export function prerenderLanding({ distDir, ssrDir }: { distDir: string; ssrDir: string }): Plugin {
  return {
    name: 'wordbook:prerender-landing',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    async closeBundle() {
      const bundle = path.join(ssrDir, 'render-landing.js');
      const { renderLanding } = (await import(pathToFileURL(bundle).href)) as { renderLanding: () => Promise<string> };
      const file = path.join(distDir, 'home.html');
      const template = fs.readFileSync(file, 'utf8');
      if (!template.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} to fill`);
      const html = template.replace(PLACEHOLDER, await renderLanding());
      const beasties = new Beasties({ path: distDir, publicPath: '/', preload: 'body', pruneSource: false, inlineFonts: false, logLevel: 'warn' });
      fs.writeFileSync(file, await beasties.process(html));
      fs.rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
