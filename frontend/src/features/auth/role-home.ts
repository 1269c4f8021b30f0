import type { TRole } from '@wordbook/core/contract/session';

const STAFF_HOME: Partial<Record<TRole, string>> = {
  superadmin: '/superadmin',
  admin: '/admin',
  support: '/support',
  moderator: '/moderator',
};

/** A `redirect` value is followed only when it is a path on this site (never //host or a URL). */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

/** Document 1, §2: staff go to their dashboard, anyone else to the redirect target or /dashboard. */
export function homeForRole(role: TRole, redirect?: string | null): string {
  return STAFF_HOME[role] ?? safeRedirect(redirect) ?? '/dashboard';
}
