/**
 * Usernames a learner may not take: staff titles, the product's name and technical words that
 * could mislead other people ('This username is reserved or may be misleading.', document 2 §5).
 */
export const RESERVED_USERNAMES: readonly string[] = [
  'admin', 'administrator', 'root', 'system', 'sysadmin', 'superadmin', 'superuser', 'support', 'help', 'helpdesk',
  'moderator', 'mod', 'staff', 'team', 'official', 'security', 'wordbook', 'api', 'www', 'mail', 'email', 'postmaster',
  'webmaster', 'hostmaster', 'abuse', 'noreply', 'no-reply', 'billing', 'payments', 'sales', 'info', 'contact',
  'account', 'accounts', 'login', 'logout', 'signup', 'register', 'dashboard', 'settings', 'status', 'null',
  'undefined', 'anonymous', 'guest', 'owner', 'operator', 'test', 'sql-manager',
];

/** Fragments that make any username misleading wherever they appear ("admin_jane", "wordbook.team"). */
const MISLEADING_FRAGMENTS: readonly string[] = ['admin', 'wordbook', 'moderator', 'superuser', 'official'];

export function isReservedUsername(username: string): boolean {
  const lower = username.toLowerCase();
  if (RESERVED_USERNAMES.includes(lower)) return true;
  return MISLEADING_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/**
 * Words a full name may not contain (whole words, any case): staff titles that would mislead,
 * and a small list of slurs and obscenities. Deliberately short: real names must pass.
 */
export const BLOCKED_NAME_WORDS: readonly string[] = [
  'admin', 'administrator', 'moderator', 'superadmin', 'wordbook', 'staff', 'official', 'support',
  'fuck', 'fucker', 'shit', 'bitch', 'cunt', 'asshole', 'bastard', 'whore', 'slut', 'nazi', 'hitler', 'nigger', 'faggot', 'retard',
];

export function isBlockedFullName(normalisedName: string): boolean {
  const words = normalisedName.toLowerCase().split(' ');
  return words.some((word) => BLOCKED_NAME_WORDS.includes(word));
}
