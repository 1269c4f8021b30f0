import type { TSiteStats } from '@wordbook/core/contract/superadmin';
import { Link } from 'react-router-dom';

/** The four site totals, each a link to the users or sessions tab that lists them (document 1 §2). */
export function SiteTotals({ stats }: { stats: TSiteStats | null }) {
  const figures = [
    { label: 'Total users', value: stats?.totalUsers, to: '/superadmin/users?tab=users' },
    { label: 'Active sessions', value: stats?.activeSessions, to: '/superadmin/users?tab=sessions' },
    { label: 'Valid sessions', value: stats?.validSessions, to: '/superadmin/users?tab=sessions' },
    { label: 'Banned accounts', value: stats?.bannedCount, to: '/superadmin/users?tab=users&status=banned' },
  ];
  return (
    <ul className="staff-totals" aria-label="Site totals">
      {figures.map((figure) => (
        <li key={figure.label}>
          <Link to={figure.to} className="staff-total">
            <span className="staff-total__value">{figure.value ?? '…'}</span>
            <span className="staff-total__label">{figure.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type TTool = { to: string; title: string; text: string; icon: string };

export const SUPERADMIN_TOOLS: TTool[] = [
  { to: '/superadmin/users', title: 'Users & Sessions', text: 'Find, edit, ban or suspend accounts; end sessions; export CSV.', icon: 'pi pi-users' },
  { to: '/superadmin/roles', title: 'Roles', text: 'Give users the user, admin, support, moderator or superadmin role.', icon: 'pi pi-id-card' },
  { to: '/superadmin/billing', title: 'Billing', text: 'Orders, payments and plan changes across all accounts.', icon: 'pi pi-wallet' },
  { to: '/superadmin/system', title: 'System', text: 'Queues, workers, database size and maintenance mode.', icon: 'pi pi-server' },
  { to: '/superadmin/stats', title: 'Statistics', text: 'Totals, sign-ups, active learners, practice and AI per day.', icon: 'pi pi-chart-line' },
  { to: '/superadmin/logs', title: 'Logs', text: 'Every staff action: who, what, to whom, before and after.', icon: 'pi pi-list' },
];

/** Cards that each lead to one tool. */
export function ToolCards({ tools, label }: { tools: TTool[]; label: string }) {
  return (
    <ul className="staff-tools" aria-label={label}>
      {tools.map((tool) => (
        <li key={tool.to}>
          <Link to={tool.to} className="staff-tool surface-card">
            <span className="icon-circle" aria-hidden="true">
              <i className={tool.icon} />
            </span>
            <span className="stack staff-tool__text">
              <strong>{tool.title}</strong>
              <span>{tool.text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
