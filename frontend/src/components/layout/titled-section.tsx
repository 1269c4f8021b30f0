import type { ReactNode } from 'react';

/**
 * A card with a heading row: the section is named by its h2, and `head` holds what stands beside
 * the title (a badge, a button, month arrows). Each feature passes its own card classes.
 */
export function TitledSection({
  titleId,
  title,
  className,
  headClassName,
  titleClassName,
  head,
  children,
}: {
  titleId: string;
  title: ReactNode;
  className: string;
  headClassName: string;
  titleClassName: string;
  head?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={headClassName}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {head}
      </div>
      {children}
    </section>
  );
}
