import { Link } from 'react-router-dom';

/** The Wordbook mark and name, linking to `to` (home for visitors, the dashboard for learners). */
export function BrandLogo({ to = '/', label = 'Wordbook home' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="brand" aria-label={label}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 8h6.5a3.5 3.5 0 0 1 3.5 3.5V25a3 3 0 0 0-3-3H9z" fill="#fff" />
        <path d="M23 8h-2.5A3.5 3.5 0 0 0 17 11.5V25a3 3 0 0 1 3-3h3z" fill="#c7d2fe" />
      </svg>
      <span className="brand__name">Wordbook</span>
    </Link>
  );
}
