import type { ComponentType } from 'react';

/**
 * Every page's code loader. The router loads a page only when it is visited, so the landing
 * page's first download holds the shell and the landing page alone; `prefetchLikelyPages` calls
 * the same loaders early, and a second call returns the chunk already fetched.
 */
type Loader = () => Promise<ComponentType>;

export const pages = {
  login: () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
  signup: () => import('../features/auth/components/signup-page').then((m) => m.SignupPage),
  forgotPassword: () => import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  logout: () => import('../features/auth/components/logout-page').then((m) => m.LogoutPage),
  statusError: () => import('../features/auth/components/status-error-page').then((m) => m.StatusErrorPage),
  terms: () => import('../features/legal/components/terms-of-service-page').then((m) => m.TermsOfServicePage),
  privacy: () => import('../features/legal/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  businessInfo: () => import('../features/legal/components/business-info-page').then((m) => m.BusinessInfoPage),
  help: () => import('./routes/help-page').then((m) => m.HelpPage),
  notFound: () => import('./routes/not-found-page').then((m) => m.NotFoundPage),
  appLayout: () => import('./shell/app-layout').then((m) => m.AppLayout),
  dashboard: () => import('./routes/dashboard-route').then((m) => m.DashboardRoute),
  wordbookPanel: () => import('../features/wordbooks/components/wordbook-panel').then((m) => m.WordbookPanel),
  practiceHistory: () => import('../features/practice/components/practice-history-page').then((m) => m.PracticeHistoryPage),
  sessionDetail: () => import('../features/practice/components/session-detail-page').then((m) => m.SessionDetailPage),
  practiceSetup: () => import('../features/practice/components/practice-setup-page').then((m) => m.PracticeSetupPage),
  practiceSession: () => import('../features/practice/components/practice-session-page').then((m) => m.PracticeSessionPage),
  basicTools: () => import('./routes/basic-tools-page').then((m) => m.BasicToolsPage),
  levelTest: () => import('./routes/level-test-route').then((m) => m.LevelTestRoute),
  studySetup: () => import('../features/study-plans/components/study-setup-page').then((m) => m.StudySetupPage),
  studyToday: () => import('../features/study-plans/components/study-today-page').then((m) => m.StudyTodayPage),
  account: () => import('./routes/account-route').then((m) => m.AccountRoute),
  aiTools: () => import('./routes/ai-tools-route').then((m) => m.AiToolsRoute),
  supportDashboard: () => import('../features/support/components/support-dashboard-page').then((m) => m.SupportDashboardPage),
  sqlConsole: () => import('../features/sql-console/components/sql-console-page').then((m) => m.SqlConsolePage),
  upgrade: () => import('./routes/billing-routes').then((m) => m.UpgradeRoute),
  checkout: () => import('./routes/billing-routes').then((m) => m.CheckoutRoute),
  paymentSuccess: () => import('./routes/billing-routes').then((m) => m.PaymentSuccessRoute),
  paymentFail: () => import('./routes/billing-routes').then((m) => m.PaymentFailRoute),
  refund: () => import('./routes/billing-routes').then((m) => m.RefundRoute),
  billing: () => import('../features/billing/components/billing-page').then((m) => m.BillingPage),
  superadminUsers: () => import('../features/superadmin/components/users-page').then((m) => m.UsersPage),
  superadminDashboard: () => import('../features/superadmin/components/dashboard-page').then((m) => m.SuperadminDashboardPage),
  superadminRoles: () => import('../features/superadmin/components/roles-page').then((m) => m.RolesPage),
  superadminStats: () => import('../features/superadmin/components/stats-page').then((m) => m.StatsPage),
  superadminUsersmn: () => import('../features/superadmin/components/usersmn-page').then((m) => m.UsersmnPage),
  superadminLogs: () => import('../features/superadmin/components/logs-page').then((m) => m.LogsPage),
  superadminBilling: () => import('../features/superadmin/components/billing-page').then((m) => m.BillingPage),
  superadminSystem: () => import('../features/superadmin/components/system-page').then((m) => m.SystemPage),
  adminDashboard: () => import('../features/staff/components/role-dashboards').then((m) => m.AdminDashboardPage),
  moderatorDashboard: () => import('../features/staff/components/role-dashboards').then((m) => m.ModeratorDashboardPage),
} satisfies Record<string, Loader>;

export type PageName = keyof typeof pages;

/** The pages a visitor (or a learner) most likely opens next. */
const LIKELY_NEXT: Record<'visitor' | 'learner', PageName[]> = {
  visitor: ['login', 'signup'],
  learner: ['appLayout', 'dashboard', 'wordbookPanel'],
};

/** Fetches the likely next pages once the browser is idle, so their first click paints at once. */
export function prefetchLikelyPages(who: 'visitor' | 'learner'): () => void {
  const run = () => {
    for (const name of LIKELY_NEXT[who]) void pages[name]().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
}
