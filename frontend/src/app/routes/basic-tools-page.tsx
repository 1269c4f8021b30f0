import { Page } from '../../components/layout/page';
import { ToolCard } from '../../components/layout/tool-card';
import { LinkButton } from '../../components/ui/button';
import { ProBadge } from '../../components/ui/pro-badge';

/** /basic-tools: the level test card and where the wordbook generator went (document 1, §2). */
export function BasicToolsPage() {
  return (
    <Page title="Basic Tools" description="Tools every account can use." icon="pi pi-wrench">
      <div className="card-grid">
        <ToolCard
          id="level-test-card-title"
          icon="pi pi-chart-bar"
          title="Vocabulary Level Test"
          action={
            <LinkButton to="/level-test" icon="pi pi-arrow-right" iconPos="right">
              Take the test
            </LinkButton>
          }
        >
          Answer 20–30 quick questions to estimate your vocabulary size. You get a 50-word wordbook just above your level.
        </ToolCard>
        <ToolCard
          id="moved-card-title"
          icon="pi pi-sparkles"
          notice
          title={
            <>
              Generate New Wordbook has moved <ProBadge />
            </>
          }
          action={
            <LinkButton to="/ai-tools" variant="outlined">
              Open AI Tools
            </LinkButton>
          }
        >
          Generating a whole wordbook with AI, with your own prompt and up to 150 words, is now part of AI Tools on the Pro
          plan. On the Free plan, Generate with AI on your dashboard makes a wordbook of 20 to 50 words at your level.
        </ToolCard>
      </div>
    </Page>
  );
}
