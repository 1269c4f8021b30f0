import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { StatusErrorPage } from '../features/auth/components/status-error-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { PracticeHistoryPage } from '../features/practice/components/practice-history-page';
import { PracticeSessionPage } from '../features/practice/components/practice-session-page';
import { PracticeSetupPage } from '../features/practice/components/practice-setup-page';
import { SessionDetailPage } from '../features/practice/components/session-detail-page';
import { BusinessInfoPage } from '../features/legal/components/business-info-page';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { TermsOfServicePage } from '../features/legal/components/terms-of-service-page';
import { WordbookPanel } from '../features/wordbooks/components/wordbook-panel';
import { OnlineOnly, RequireAuth, RequirePro, RequireRole } from './guards';
import { RootLayout } from './root-layout';
import { AccountRoute } from './routes/account-route';
import { AiToolsRoute } from './routes/ai-tools-route';
import { BasicToolsPage } from './routes/basic-tools-page';
import { DashboardRoute } from './routes/dashboard-route';
import { HelpPage } from './routes/help-page';
import { LevelTestRoute } from './routes/level-test-route';
import { NotFoundPage } from './routes/not-found-page';
import { PlannedPage } from './routes/planned-page';
import { RouteErrorPage } from './routes/route-error-page';
import { AppLayout } from './shell/app-layout';
import { PublicLayout } from './shell/public-layout';

/** Route metadata read by the root layout: the document title. */
export type RouteHandle = { title: string };

type Planned = { path: string; title: string; description: string; icon?: string; anchorId?: string };

function planned({ path, title, description, icon, anchorId }: Planned): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    element: <PlannedPage title={title} description={description} {...(icon ? { icon } : {})} {...(anchorId ? { anchorId } : {})} />,
  };
}

const page = (path: string, title: string, element: React.ReactNode): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/** Signed-in pages that stay usable offline (cached wordbooks, practice) — document 1, §4 "Offline". */
const signedInAnywhere: RouteObject[] = [
  {
    path: 'dashboard',
    element: <DashboardRoute />,
    handle: { title: 'Your Wordbooks' } satisfies RouteHandle,
    children: [
      { index: true, element: <WordbookPanel /> },
      { path: ':wordbookId', element: <WordbookPanel />, handle: { title: 'Wordbook' } satisfies RouteHandle },
    ],
  },
  page('dashboard/practice/:wordbookId', 'Practice History', <PracticeHistoryPage />),
  page('dashboard/practice/session/:sessionId', 'Practice Session Details', <SessionDetailPage />),
  page('practice/:wordbookId', 'Practice Setup', <PracticeSetupPage />),
  page('practice/session/:sessionId', 'Practice Session', <PracticeSessionPage />),
  planned({ path: 'payments/checkout', title: 'Checkout', description: 'Review the Pro pass you chose and pay for it in Korean won.', icon: 'pi pi-shopping-cart' }),
  planned({ path: 'payments/success', title: 'Payment Status', description: 'The result of your payment and the summary of your order.', icon: 'pi pi-receipt' }),
  planned({ path: 'payments/fail', title: 'Payment Failed', description: 'What went wrong with the payment, and how to try again.', icon: 'pi pi-exclamation-circle' }),
  planned({ path: 'payments/refund', title: 'Refunds', description: 'The refund policy, and a refund request for a first Pro purchase within 14 days of payment.', icon: 'pi pi-replay' }),
];

/** Signed-in pages replaced by the offline message while offline — document 3, §2.2. */
const signedInOnline: RouteObject[] = [
  page('basic-tools', 'Basic Tools', <BasicToolsPage />),
  page('level-test', 'Vocabulary Level Test', <LevelTestRoute />),
  planned({ path: 'study/setup', title: 'Study Plan Setup', description: 'Choose your study days, new words per day, review spacing, tests and reminders.', icon: 'pi pi-calendar-plus' }),
  { path: 'studyplan-setup', element: <Navigate to="/study/setup" replace /> },
  planned({ path: 'study', title: 'Study Plan', description: "Today's new words, due reviews and quick tests from your study plan.", icon: 'pi pi-calendar' }),
  page('account', 'Account Settings', <AccountRoute />),
  { path: 'profile', element: <Navigate to="/account" replace /> },
  planned({ path: 'billing', title: 'Billing & Subscription', description: 'Your current plan and its expiry date, your payments and your plan changes.', icon: 'pi pi-credit-card' }),
  {
    element: <RequirePro />,
    children: [
      page('ai-tools', 'AI Tools', <AiToolsRoute />),
    ],
  },
];

const superadmin: RouteObject[] = [
  planned({ path: 'superadmin', title: 'Superadmin Dashboard', description: 'Site statistics, recent issues, and the tools for users, roles, billing and the system.', icon: 'pi pi-shield' }),
  planned({ path: 'superadmin/users', title: 'Users & Sessions', description: 'Find, edit, ban or suspend users, change plans, and end sessions.', icon: 'pi pi-users' }),
  planned({ path: 'superadmin/roles', title: 'Roles', description: 'Give users the user, admin, support, moderator or superadmin role.', icon: 'pi pi-id-card' }),
  planned({ path: 'superadmin/stats', title: 'Site Statistics', description: 'Total users, active and valid sessions, and banned accounts.', icon: 'pi pi-chart-line' }),
  planned({ path: 'superadmin/usersmn', title: 'Coming soon…', description: 'User management tools grouped by focus area.', icon: 'pi pi-users' }),
  planned({ path: 'superadmin/logs', title: 'Logs', description: 'Recent errors and audit records from the API, the workers and the database console.', icon: 'pi pi-list' }),
  planned({ path: 'superadmin/billing', title: 'Billing Administration', description: 'Orders, payments, refunds and plan changes across all accounts.', icon: 'pi pi-wallet' }),
  planned({ path: 'superadmin/system', title: 'System', description: 'Workers, queues, maintenance mode and configuration at a glance.', icon: 'pi pi-server' }),
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
          page('login', 'Log In', <LoginPage />),
          page('signup', 'Sign Up', <SignupPage />),
          page('forgot-password', 'Reset your password', <ForgotPasswordPage />),
          page('logout', 'Logging out', <LogoutPage />),
          page('status-error', 'Account status', <StatusErrorPage />),
          page('terms-of-service', 'Terms of Service', <TermsOfServicePage />),
          page('privacy-policy', 'Privacy Policy', <PrivacyPolicyPage />),
          page('business-info', 'Business Information', <BusinessInfoPage />),
          planned({ path: 'sql-manager', title: 'Database Console', description: 'Run SQL against the product database; superadmins only, with the console password.', icon: 'pi pi-database' }),
          {
            element: <OnlineOnly />,
            children: [
              planned({ path: 'upgrade', title: 'Upgrade to Pro', description: 'Compare Free and Pro, then choose a one-time pass of 3, 6 or 12 months.', icon: 'pi pi-star', anchorId: 'plans' }),
              page('help', 'Help & Support', <HelpPage />),
            ],
          },
          page('*', 'Page not found', <NotFoundPage />),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              ...signedInAnywhere,
              { element: <OnlineOnly />, children: signedInOnline },
              { element: <RequireRole roles={['superadmin']} otherwise="login" />, children: superadmin },
              {
                element: <RequireRole roles={['admin', 'superadmin']} otherwise="forbidden" />,
                children: [planned({ path: 'admin', title: 'Admin Dashboard', description: 'What admins look after: users, wordbooks that were reported, and plan questions.', icon: 'pi pi-briefcase' })],
              },
              {
                element: <RequireRole roles={['support', 'admin', 'superadmin']} otherwise="forbidden" />,
                children: [planned({ path: 'support', title: 'Support Dashboard', description: 'Help requests from learners, their accounts and their payments.', icon: 'pi pi-comments' })],
              },
              {
                element: <RequireRole roles={['moderator', 'admin', 'superadmin']} otherwise="forbidden" />,
                children: [planned({ path: 'moderator', title: 'Moderator Dashboard', description: 'Reported content and accounts waiting for a review.', icon: 'pi pi-flag' })],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
