import { Link } from 'react-router-dom';
import { Page } from '../../../components/layout/page';

type TDashboard = { title: string; description: string; icon: string; may: string[]; mayNot: string[] };

const DASHBOARDS: Record<'admin' | 'moderator', TDashboard> = {
  admin: {
    title: 'Admin Dashboard',
    description: 'What admins look after: users, wordbooks that were reported, and plan questions.',
    icon: 'pi pi-briefcase',
    may: [
      'Open the moderator dashboard and do what moderators do.',
      'Use Wordbook as a learner: wordbooks, practice, the level test and study plans.',
      'Answer learners’ plan and billing questions and pass refunds on to a superadmin.',
    ],
    mayNot: ['Change roles, plans or account status, end sessions or export users: a superadmin does that.', 'Open the superadmin pages or the database console.'],
  },
  moderator: {
    title: 'Moderator Dashboard',
    description: 'Reported content and accounts waiting for a review.',
    icon: 'pi pi-flag',
    may: ['Review reported content and accounts, and pass those that break the Terms of Service to a superadmin for a ban or suspension.', 'Use Wordbook as a learner.'],
    mayNot: ['Ban or suspend accounts yourself.', 'Change plans or roles.', 'Open the superadmin pages or the database console.'],
  },
};

/** The other staff dashboards the admin dashboard leads to (admins may open them). */
const ALSO: Partial<Record<keyof typeof DASHBOARDS, { to: string; label: string }[]>> = {
  admin: [
    { to: '/moderator', label: 'Moderator Dashboard' },
  ],
};

function RoleDashboard({ kind: role }: { kind: keyof typeof DASHBOARDS }) {
  const dashboard = DASHBOARDS[role];
  const links = ALSO[role] ?? [];
  return (
    <Page title={dashboard.title} description={dashboard.description} icon={dashboard.icon}>
      <div className="staff-grid">
        <section className="surface-card stack" aria-labelledby="may-title">
          <h2 id="may-title" className="staff-card__title">
            What the {role} role may do
          </h2>
          <ul className="staff-permissions">
            {dashboard.may.map((line) => (
              <li key={line}>
                <i className="pi pi-check" aria-hidden="true" /> {line}
              </li>
            ))}
          </ul>
        </section>
        <section className="surface-card stack" aria-labelledby="may-not-title">
          <h2 id="may-not-title" className="staff-card__title">
            What it may not do
          </h2>
          <ul className="staff-permissions">
            {dashboard.mayNot.map((line) => (
              <li key={line}>
                <i className="pi pi-times" aria-hidden="true" /> {line}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav className="cluster" aria-label="Where to go">
        <Link to="/dashboard">My wordbooks</Link>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
    </Page>
  );
}

export const AdminDashboardPage = () => <RoleDashboard kind="admin" />;
export const ModeratorDashboardPage = () => <RoleDashboard kind="moderator" />;
