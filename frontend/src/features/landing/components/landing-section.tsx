import type { ReactNode } from 'react';

/**
 * A landing-page section: its eyebrow and heading (which names the section for screen readers),
 * an optional lead, then the content, in a container of the given width.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  tinted = false,
  containerClass = '',
  anchor,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  /** Extra classes of the container (its width or layout). */
  containerClass?: string;
  /** The section's own id, for links such as /#plans. */
  anchor?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={anchor} className={`section${tinted ? ' section--tinted' : ''}`} aria-labelledby={titleId}>
      <div className={`container${containerClass ? ` ${containerClass}` : ''}`}>
        <div className="section__intro">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
