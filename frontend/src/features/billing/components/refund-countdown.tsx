import type { TRefundEligibility } from '@wordbook/core/contract/billing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateTime } from '../lib/format';

/** '13 days 4 hours' (or '42 minutes' on the last hour) until `until`. */
export function timeLeft(until: number, now: number): string {
  const minutes = Math.max(0, Math.floor((until - now) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days > 0) return `${plural(days, 'day')} ${plural(hours, 'hour')}`;
  if (hours > 0) return `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}`;
  return plural(minutes, 'minute');
}

/** The first-purchase guarantee's countdown, shown while a refund may be asked for (§2.7). */
export function RefundCountdown({ eligibility, linkToRefund = true }: { eligibility: TRefundEligibility; linkToRefund?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  const until = eligibility.refundableUntil ? Date.parse(eligibility.refundableUntil) : Number.NaN;
  if (!eligibility.eligible || !Number.isFinite(until) || until <= now) return null;
  return (
    <section className="billing-alert billing-alert--info refund-countdown" aria-labelledby="refund-countdown-title">
      <i className="pi pi-shield refund-countdown__icon" aria-hidden="true" />
      <div>
        <h2 id="refund-countdown-title" className="refund-countdown__title">
          Refund guarantee: <span data-testid="refund-time-left">{timeLeft(until, now)}</span> left
        </h2>
        <p>
          Your first purchase can be fully refunded until {dateTime(eligibility.refundableUntil)}.{' '}
          {linkToRefund ? <Link to="/payments/refund">Request a refund</Link> : null}
        </p>
      </div>
    </section>
  );
}
