/** Display helpers of the staff pages. */

/** '2026-11-25 16:04' in UTC, the time every staff page shows. */
export const dateTime = (iso: string | null): string => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '—');

export function bytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** 'user.ban' → 'User ban'. */
export const actionLabel = (action: string): string => {
  const text = action.replace(/[._-]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const won = (krw: number): string => `₩${krw.toLocaleString('en-US')}`;
