import { LEVEL_MAX, sizeRangeOfLevel } from '@wordbook/core/rules/level-scale';
import type { TAiLimits } from '@wordbook/core/contract/session';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { ToolCard } from '../../../components/layout/tool-card';
import { Button, LinkButton } from '../../../components/ui/button';
import { ProBadge } from '../../../components/ui/pro-badge';
import { WordbookGeneratorDialog } from './wordbook-generator-dialog';
import { IconBadge } from '../../../components/ui/icon-badge';

const words = (n: number) => n.toLocaleString('en-US');

/**
 * /ai-tools (document 2, §2.2; Pro only — the router sends others to /upgrade): the 'Generate
 * New Wordbook' card with the learner's level and 'Open Generator', and, without a level, the
 * dismissible 'Complete your Level Test first' warning.
 */
export function AiToolsPage({ isPro, level, onAiLimits }: { isPro: boolean; level: number | null; onAiLimits?: (limits: TAiLimits) => void }) {
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const [warningDismissed, setWarningDismissed] = useState(false);
  const range = level ? sizeRangeOfLevel(level) : null;

  return (
    <Page title="AI Tools" description="Build new wordbooks with AI, matched to your level." icon="pi pi-sparkles">
      {!level && !warningDismissed ? (
        <div className="ai-warning ai-warning--page" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <div>
            <p className="ai-warning__title">Complete your Level Test first</p>
            <p>The generator picks words at your level. The test takes 20–30 questions and costs no AI points.</p>
          </div>
          <div className="ai-warning__actions row">
            <LinkButton to="/level-test" size="small" icon="pi pi-chart-bar">
              Go to Level Test
            </LinkButton>
            <Button icon="pi pi-times" variant="text" size="small" aria-label="Dismiss" title="Dismiss" onClick={() => setWarningDismissed(true)} />
          </div>
        </div>
      ) : null}

      <div className="card-grid">
        <article className="tool-card surface-card stack ai-tool-card" aria-labelledby="ai-generate-title">
          <IconBadge icon="pi pi-sparkles" />
          <h2 id="ai-generate-title" className="tool-card__title row">
            Generate New Wordbook <ProBadge label="PRO" />
          </h2>
          <p className="tool-card__text">
            Pick wordbooks you already have and, if you like, a topic: the generator finds related words you do not know yet, with definitions and
            examples. Review them, delete what you do not want, and save.
          </p>
          <p className="ai-tool-card__level stack">
            <span className="ai-tool-card__level-label">Your level</span>
            {level && range ? (
              <span className="ai-tool-card__level-value">
                Level {level} / {LEVEL_MAX}
                <span className="ai-tool-card__level-size">
                  {range.to === null ? ` · ${words(range.from)}+ words` : ` · ${words(range.from)}–${words(range.to)} words`}
                </span>
              </span>
            ) : (
              <span className="ai-tool-card__level-value ai-tool-card__level-value--none">Not set yet</span>
            )}
          </p>
          <Button label="Open Generator" icon="pi pi-sparkles" onClick={() => setGeneratorOpen(true)} disabled={!level} />
        </article>
        <ToolCard
          id="ai-level-title"
          icon="pi pi-chart-bar"
          notice
          title="Vocabulary Level Test"
          action={
            <LinkButton to="/level-test" variant="outlined" icon="pi pi-arrow-right" iconPos="right">
              Open Level Test
            </LinkButton>
          }
        >
          Your level decides which words the generator offers: words you are about to learn, not ones you know. Take the test again to update it;
          it costs no AI points.
        </ToolCard>
      </div>

      <WordbookGeneratorDialog
        open={generatorOpen}
        onClose={() => setGeneratorOpen(false)}
        isPro={isPro}
        level={level}
        {...(onAiLimits ? { onAiLimits } : {})}
      />
    </Page>
  );
}
