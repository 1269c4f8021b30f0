import { formatKrw } from '@wordbook/core/rules/pricing';

/** '₩16,519', or '-' for an amount that is not a finite number (§5.3). */
export function krwOrDash(value: unknown): string {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? formatKrw(n) : '-';
}

/** '25 Nov 2026, 17:04' in the browser's time zone; '-' when missing. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '-';
  return at.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** '25 Nov 2026' for an ISO time or a yyyy-MM-dd date; '-' when missing. */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return '-';
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(at.getTime())) return '-';
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'Pro 6 Months' from a plan code or a month count. */
export const passLabel = (months: number | null | undefined): string => (months ? `Pro ${months} Months` : 'Pro');
