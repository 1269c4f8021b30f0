export type UserNavItem = {
  to: string;
  label: string;
  icon: string;
  /** Disabled, with 'Unavailable offline', while the browser is offline. */
  needsOnline: boolean;
  /** Free users see it disabled with a 'Pro' badge. */
  proOnly?: boolean;
  /** Hidden from Pro learners (the upsell). */
  freeOnly?: boolean;
  accent?: boolean;
};

/** Document 1, §2 "Top bar on user pages"; offline rules from document 3, §2.2. */
export const MAIN_NAV: UserNavItem[] = [
  { to: '/dashboard', label: 'Home', icon: 'pi pi-home', needsOnline: false },
  { to: '/study', label: 'Study Plan', icon: 'pi pi-calendar', needsOnline: true },
  { to: '/basic-tools', label: 'Basic Tools', icon: 'pi pi-wrench', needsOnline: true },
  { to: '/ai-tools', label: 'AI Tools', icon: 'pi pi-sparkles', needsOnline: true, proOnly: true },
  { to: '/upgrade', label: 'Upgrade to Pro', icon: 'pi pi-star', needsOnline: true, freeOnly: true, accent: true },
];

export const PROFILE_NAV: UserNavItem[] = [
  { to: '/account', label: 'Account Setting', icon: 'pi pi-user-edit', needsOnline: true },
  { to: '/billing', label: 'Billing', icon: 'pi pi-credit-card', needsOnline: true },
  { to: '/help', label: 'Help & Support', icon: 'pi pi-question-circle', needsOnline: true },
  { to: '/logout', label: 'Logout', icon: 'pi pi-sign-out', needsOnline: true },
];

export const OFFLINE_NOTE = 'Unavailable offline';
export const PRO_ONLY_NOTE = 'Available on the Pro plan';
