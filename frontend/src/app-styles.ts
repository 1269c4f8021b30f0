/* The product's stylesheets, shared by both entries (main.tsx for every page, prerendered-page.ts for the pages rendered at build time). */
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
// The house style. The order is the cascade: tokens and base first, then the shell, the shared layers (forms, layout)
// and one stylesheet per feature (practice has one per page), each where ties between equal selectors need it.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell/shell.css';
import './features/landing/landing.css';
import './app/shell/dialog-footer.css';
import './features/legal/legal.css';
import './app/shell/topbar-offline.css';
import './styles/forms.css';
import './features/auth/auth.css';
import './features/account/account.css';
import './features/superadmin/superadmin.css';
import './styles/layout.css';
import './features/wordbooks/wordbooks.css';
import './features/level-test/level-test.css';
import './components/wordbook/review-list.css';
import './features/ai-tools/ai-tools.css';
import './features/practice/practice-setup.css';
import './features/practice/practice-session.css';
import './features/practice/practice-offline.css';
import './features/practice/practice-history.css';
import './features/sql-console/sql-console.css';
import './features/support/support.css';
import './features/billing/billing.css';
import './components/layout/ad-slot.css';
