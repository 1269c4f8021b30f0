import type { ReactNode } from 'react';

/** A centred icon and message for a main area with nothing to show (no wordbook, not found, failed). */
export function EmptyState({ icon, message, children }: { icon: string; message: string; children?: ReactNode }) {
  return (
    <div className="wb-empty">
      <span className="wb-empty__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <p className="wb-empty__message">{message}</p>
      {children}
    </div>
  );
}
