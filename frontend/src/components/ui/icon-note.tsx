import type { ReactNode } from 'react';

/**
 * A short line led by an icon: why a button is off, a step done, a save that failed. Renders
 * nothing while there is nothing to say, so a call site needs no `text ? … : null` of its own.
 */
export function IconNote({ icon, text, className, role, id }: { icon: string; text: ReactNode; className: string; role?: 'status' | 'alert'; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} className={className} role={role}>
      <i className={icon} aria-hidden="true" /> {text}
    </p>
  );
}
