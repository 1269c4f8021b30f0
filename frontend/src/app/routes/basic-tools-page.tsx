import { Page } from '../../components/layout/page';
import { LinkButton } from '../../components/ui/button';
import { ProBadge } from '../../components/ui/pro-badge';

/** /basic-tools: the level test card and where the wordbook generator went (document 1, §2). */
export function BasicToolsPage() {
  return (
    <Page title="Basic Tools" description="Tools every account can use." icon="pi pi-wrench">
      <div className="card-grid">
        <article className="tool-card" aria-labelledby="level-test-card-title">
          <span className="icon-badge" aria-hidden="true">
            <i className="pi pi-chart-bar" />
          </span>
          <h2 id="level-test-card-title" className="tool-card__title">
            Vocabulary Level Test
          </h2>
          <p className="tool-card__text">
            Answer 20–30 quick questions to estimate your vocabulary size. You get a 50-word wordbook just above your level.
          </p>
          <LinkButton to="/level-test" icon="pi pi-arrow-right" iconPos="right">
            Take the test
          </LinkButton>
        </article>
        <aside className="tool-card tool-card--notice" aria-labelledby="moved-card-title">
          <span className="icon-badge icon-badge--muted" aria-hidden="true">
            <i className="pi pi-sparkles" />
          </span>
          <h2 id="moved-card-title" className="tool-card__title">
            Generate New Wordbook has moved <ProBadge />
          </h2>
          <p className="tool-card__text">Generating a whole wordbook with AI is now part of AI Tools, available on the Pro plan.</p>
          <LinkButton to="/ai-tools" variant="outlined">
            Open AI Tools
          </LinkButton>
        </aside>
      </div>
    </Page>
  );
}
