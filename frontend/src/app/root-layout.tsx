import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { GlobalNotice } from '../components/notice/global-notice';
import { refreshSessionAtom } from '../features/auth/atoms/session-atom';
import { ACCOUNT_BLOCKED_EVENT } from '../lib/api-client';
import { useSetAtom } from '../lib/jotai';
import { documentTitle } from './document-title';
import type { RouteHandle } from './router';

function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = handle?.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** One canonical address per page: this origin and path, without query or hash. */
function useCanonicalLink() {
  const { pathname } = useLocation();
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(pathname, window.location.origin).href;
  }, [pathname]);
}

/** Scrolls to `#anchor` targets (e.g. /upgrade#plans) and to the top on a new page. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what makes this run
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Wraps every page: loads the session once, keeps it fresh, and hosts the global notice. */
export function RootLayout() {
  const refreshSession = useSetAtom(refreshSessionAtom);

  useEffect(() => {
    void refreshSession();
    const onChange = () => void refreshSession();
    window.addEventListener('online', onChange);
    window.addEventListener(ACCOUNT_BLOCKED_EVENT, onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener(ACCOUNT_BLOCKED_EVENT, onChange);
    };
  }, [refreshSession]);

  useDocumentTitle();
  useCanonicalLink();
  useScrollOnNavigate();

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <GlobalNotice />
      <Outlet />
    </>
  );
}
