import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { sessionAtom } from '../features/auth/atoms/session-atom';
import { documentTitle } from '../app/document-title';
import { AppProvider } from '../app/provider';
import { type RouteHandle, routes } from '../app/router';
import { appStore } from '../lib/jotai';

export type RenderedPage = { html: string; title: string };

/**
 * A public page as a visitor first sees it, rendered to HTML at build time by
 * vite-plugins/prerender-public-pages.ts through the app's own routes. `knownVisitor`: the page is
 * only served to a browser without a session cookie, so it is drawn for a known visitor (the login
 * and sign-up forms) rather than while the session is still unknown. `hydrate={false}`: no inline
 * script (the CSP allows none); prerendered-page.ts starts the app over it later.
 */
export async function renderPublicPage(pathname: string, { knownVisitor }: { knownVisitor: boolean }): Promise<RenderedPage> {
  appStore.set(sessionAtom, knownVisitor ? { status: 'known', user: null, aiLimits: null } : { status: 'unknown' });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The route of ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const handle = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.title)?.route.handle as RouteHandle | undefined;
  const html = renderToString(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  return { html, title: documentTitle(handle?.title) };
}
