import type { ReactNode } from 'react';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** The shared frame of the legal pages: title, dates, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="legal">
      <header className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1 className="legal__title">{title}</h1>
        <p className="legal__updated">Last updated: {updated}</p>
        <div className="legal__intro">{intro}</div>
      </header>
      {sections.length > 3 ? (
        <nav className="legal__toc" aria-label="On this page">
          <h2 className="legal__toc-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {sections.length > 1 ? `${index + 1}. ` : ''}
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
