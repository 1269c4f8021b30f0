import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { OnlineOnly, RequireAuth, RequirePro, RequireRole } from './guards';
import { type PageName, pages } from './lazy-pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { PublicLayout } from './shell/public-layout';

/** Route metadata read by the root layout: the document title. */
export type RouteHandle = { title: string };

type Planned = { path: string; title: string; description: string; icon?: string; anchorId?: string };

function planned({ path, title, description, icon, anchorId }: Planned): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: async () => {
      const { PlannedPage } = await import('./routes/planned-page');
      return { element: <PlannedPage title={title} description={description} {...(icon ? { icon } : {})} {...(anchorId ? { anchorId } : {})} /> };
    },
  };
}

/** A page whose code loads when it is first visited (see lazy-pages.ts); new pages follow this pattern. */
const lazyComponent = (name: PageName) => async () => ({ Component: await pages[name]() });

const page = (path: string, title: string, name: PageName): RouteObject => ({
  path,
  lazy: lazyComponent(name),
  handle: { title } satisfies RouteHandle,
});

/** Signed-in pages that stay usable offline (cached wordbooks, practice) — document 1, §4 "Offline". */
const signedInAnywhere: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyComponent('dashboard'),
    handle: { title: 'Your Wordbooks' } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyComponent('wordbookPanel') },
      { path: ':wordbookId', lazy: lazyComponent('wordbookPanel'), handle: { title: 'Wordbook' } satisfies RouteHandle },
    ],
  },
  page('dashboard/practice/:wordbookId', 'Practice History', 'practiceHistory'),
  page('dashboard/practice/session/:sessionId', 'Practice Session Details', 'sessionDetail'),
  page('practice/:wordbookId', 'Practice Setup', 'practiceSetup'),
  page('practice/session/:sessionId', 'Practice Session', 'practiceSession'),
  page('payments/checkout', 'Checkout', 'checkout'),
  page('payments/success', 'Payment Status', 'paymentSuccess'),
  page('payments/fail', 'Payment Failed', 'paymentFail'),
  page('payments/refund', 'Refunds', 'refund'),
];

/** Signed-in pages replaced by the offline message while offline — document 3, §2.2. */
const signedInOnline: RouteObject[] = [
  page('basic-tools', 'Basic Tools', 'basicTools'),
  page('level-test', 'Vocabulary Level Test', 'levelTest'),
  page('study/setup', 'Study Plan Setup', 'studySetup'),
  { path: 'studyplan-setup', element: <Navigate to="/study/setup" replace /> },
  page('study', 'Study Plan', 'studyToday'),
  page('account', 'Account Settings', 'account'),
  { path: 'profile', element: <Navigate to="/account" replace /> },
  page('billing', 'Billing & Subscription', 'billing'),
  {
    element: <RequirePro />,
    children: [
      page('ai-tools', 'AI Tools', 'aiTools'),
    ],
  },
];

const superadmin: RouteObject[] = [
  page('superadmin', 'Superadmin Dashboard', 'superadminDashboard'),
  page('superadmin/users', 'Users & Sessions', 'superadminUsers'),
  page('superadmin/roles', 'Roles', 'superadminRoles'),
  page('superadmin/stats', 'Site Statistics', 'superadminStats'),
  page('superadmin/usersmn', 'Coming soon…', 'superadminUsersmn'),
  page('superadmin/logs', 'Logs', 'superadminLogs'),
  page('superadmin/billing', 'Billing Administration', 'superadminBilling'),
  page('superadmin/system', 'System', 'superadminSystem'),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage />, handle: { title: 'Wordbook — build your English vocabulary' } satisfies RouteHandle },
          page('login', 'Log In', 'login'),
          page('signup', 'Sign Up', 'signup'),
          page('forgot-password', 'Reset your password', 'forgotPassword'),
          page('logout', 'Logging out', 'logout'),
          page('status-error', 'Account status', 'statusError'),
          page('terms-of-service', 'Terms of Service', 'terms'),
          page('privacy-policy', 'Privacy Policy', 'privacy'),
          page('business-info', 'Business Information', 'businessInfo'),
          {
            element: <OnlineOnly />,
            children: [
              page('upgrade', 'Upgrade to Pro', 'upgrade'),
              page('help', 'Help & Support', 'help'),
            ],
          },
          page('*', 'Page not found', 'notFound'),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyComponent('appLayout'),
            children: [
              ...signedInAnywhere,
              { element: <OnlineOnly />, children: signedInOnline },
              { element: <RequireRole roles={['superadmin']} otherwise="login" />, children: superadmin },
              // the database console: a superadmin's page, refused to any other account
              { element: <RequireRole roles={['superadmin']} otherwise="forbidden" />, children: [page('sql-manager', 'Database Console', 'sqlConsole')] },
              {
                element: <RequireRole roles={['admin', 'superadmin']} otherwise="forbidden" />,
                children: [page('admin', 'Admin Dashboard', 'adminDashboard')],
              },
              {
                element: <RequireRole roles={['support', 'superadmin']} otherwise="forbidden" />,
                children: [page('support', 'Support Dashboard', 'supportDashboard')],
              },
              {
                element: <RequireRole roles={['moderator', 'admin', 'superadmin']} otherwise="forbidden" />,
                children: [page('moderator', 'Moderator Dashboard', 'moderatorDashboard')],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes that match `pathname` before the router starts, so that its first
 * render draws the page itself instead of nothing while the chunk arrives (a pre-rendered page would
 * go blank for that moment).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy());
      delete route.lazy;
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
