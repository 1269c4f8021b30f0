import { useId, useState } from 'react';
import { Accordion } from '../../../components/ui/accordion';
import { TextField } from '../../../components/ui/text-field';
import { searchArticles } from '../help-articles';

/** The help articles with a search box that narrows them as one types. */
export function HelpArticles() {
  const [query, setQuery] = useState('');
  const found = searchArticles(query);
  const countId = useId();
  return (
    <section className="help-articles stack" aria-labelledby="help-articles-title">
      <h2 id="help-articles-title" className="help-section__title">
        Help articles
      </h2>
      <TextField id="help-search" label="Search help" value={query} onChange={setQuery} placeholder="e.g. password, refund, AI points" aria-describedby={countId} />
      <p id={countId} className="help-articles__count" aria-live="polite">
        {query.trim() ? `${found.length} ${found.length === 1 ? 'article matches' : 'articles match'}.` : `${found.length} articles.`}
      </p>
      {found.length > 0 ? (
        <Accordion
          items={found.map((article) => ({
            id: article.id,
            title: article.title,
            content: article.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
          }))}
        />
      ) : (
        <p className="help-articles__none">No article matches your search. Write to us below and we will answer by e-mail.</p>
      )}
    </section>
  );
}
