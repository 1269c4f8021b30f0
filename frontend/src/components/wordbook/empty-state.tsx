import type { ReactNode } from 'react';

/**
 * A centred icon and message for a main area with nothing to show (no wordbook, not found,
 * failed); `alert` reads it out at once (a refusal, a failure).
 */
export function EmptyState({ icon, message, alert = false, children }: { icon: string; message: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div className="wb-empty stack" {...(alert ? { role: 'alert' } : {})}>
      <span className="wb-empty__icon icon-circle" aria-hidden="true">
        <i className={icon} />
      </span>
      <p className="wb-empty__message">{message}</p>
      {children}
    </div>
  );
}
