/**
 * The pages the front-end build renders ahead (vite-plugins/prerender-public-pages.ts), and the
 * file in `dist` the API answers each with (api/src/plugins/static-files.ts). `knownVisitor`: the
 * file goes only to a browser without a session cookie (login, sign-up), so the page is drawn for
 * a visitor; `/` goes to everyone and is drawn while the session is unknown.
 */
export const PRERENDERED_PAGES = [
  { pathname: '/', file: 'home.html', knownVisitor: false },
  { pathname: '/login', file: 'login.html', knownVisitor: true },
  { pathname: '/signup', file: 'signup.html', knownVisitor: true },
] as const;

/** The pre-rendered file of `pathname`, if it has one. */
export const prerenderedFileOf = (pathname: string): string | undefined => PRERENDERED_PAGES.find((p) => p.pathname === pathname)?.file;
