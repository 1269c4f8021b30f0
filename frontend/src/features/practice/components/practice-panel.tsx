import type { ReactNode } from 'react';

/** A practice card with an icon heading and optional controls beside it (setup, history, session detail). */
export function PracticePanel({
  titleId,
  icon,
  title,
  className,
  tools,
  children,
}: {
  titleId: string;
  icon: string;
  title: string;
  className: string;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`wb-card surface-card ${className}`} aria-labelledby={titleId}>
      <div className="pr-panel__head cluster">
        <h2 id={titleId} className="wb-section-title row">
          <i className={icon} aria-hidden="true" /> {title}
        </h2>
        {tools}
      </div>
      {children}
    </section>
  );
}
