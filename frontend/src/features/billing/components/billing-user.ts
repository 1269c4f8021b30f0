/** The signed-in user as the billing pages show them (the session's fields, §3.5). */
export type TBillingUser = { full_name: string; username: string; email: string };

export const displayName = (user: TBillingUser | null): string => user?.full_name.trim() || 'No Name';
