import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/page';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { forwardButton } from '../lib/round-navigation';
import { formatOpensAt, LevelResult } from './level-result';
import { LevelWordbookSection } from './level-wordbook-section';
import { QuestionView } from './question-view';
import { useLevelTest, type InProgress } from './use-level-test';

/**
 * /level-test (document 2, §2.1, §4): idle → in progress (three rounds at most) → finished.
 */
export function LevelTestPage({ isPro, onFinished }: { isPro: boolean; onFinished: () => void }) {
  const { view, progress, retaking, retry, runStart, runSubmit, onRetake, updateDraft } = useLevelTest(onFinished);

  let content: ReactNode;
  switch (view.kind) {
    case 'loading':
      content = (
        <div className="lt-panel surface-card stack lt-panel--center">
          <Spinner label="Loading your level test…" />
        </div>
      );
      break;
    case 'load-error':
      content = (
        <div className="lt-panel surface-card stack lt-panel--center">
          <p className="form-error" role="alert">
            {view.message}
          </p>
          <Button label="Try again" icon="pi pi-refresh" onClick={retry} />
        </div>
      );
      break;
    case 'idle':
      content = <IdlePanel retakeAt={view.retakeAt} onStart={() => void runStart()} />;
      break;
    case 'working':
      content = (
        <div className="lt-panel surface-card stack lt-working" role="status" aria-live="polite">
          <h2 className="lt-panel__title">{view.step === 'start' ? 'Preparing your questions…' : `Checking round ${view.round}…`}</h2>
          <p className="lt-panel__lead">
            {view.step === 'start' ? 'Choosing words from every frequency band.' : 'Estimating your level and choosing the most useful next words.'}
          </p>
          <ProgressBar value={progress.value} className="lt-working__bar" aria-label="Progress" />
        </div>
      );
      break;
    case 'test': {
      const test: InProgress = view;
      const question = test.questions[test.draft.index];
      if (!question) {
        content = null;
        break;
      }
      content = (
        <QuestionView
          round={test.round}
          question={question}
          index={test.draft.index}
          answers={test.draft.answers}
          answeredBefore={test.answeredBefore}
          onAnswer={(answer) => {
            const answers = [...test.draft.answers];
            answers[test.draft.index] = answer;
            updateDraft(test, { ...test.draft, answers });
          }}
          onPrevious={() => updateDraft(test, { ...test.draft, index: Math.max(0, test.draft.index - 1) })}
          onForward={() => {
            const forward = forwardButton(test.draft.answers, test.draft.index);
            if (!forward.enabled) return;
            if (forward.label === 'Submit Round') void runSubmit(test);
            else updateDraft(test, { ...test.draft, index: test.draft.index + 1 });
          }}
        />
      );
      break;
    }
    case 'finished': {
      const r = view.result;
      content = (
        <div className="lt-finished stack">
          <LevelResult
            finalLevel={r.finalLevel}
            estimatedSize={r.estimatedSize}
            cefr={r.cefr}
            retakeAt={r.retakeAt}
            isPro={isPro}
            retaking={retaking}
            onRetake={() => void onRetake()}
          />
          <LevelWordbookSection key={r.testId} test={r} />
        </div>
      );
      break;
    }
  }

  return (
    <Page
      title="Vocabulary Level Test"
      description="Up to three short rounds of questions estimate your vocabulary size and build a 50-word wordbook just above it."
      icon="pi pi-chart-bar"
      width="narrow"
    >
      {content}
    </Page>
  );
}

function IdlePanel({ retakeAt, onStart }: { retakeAt: string | null; onStart: () => void }) {
  return (
    <section className="lt-panel surface-card stack lt-idle" aria-labelledby="lt-idle-title">
      <h2 id="lt-idle-title" className="lt-panel__title">
        Find your level in 20–30 questions
      </h2>
      <ul className="lt-idle__points">
        <li>
          <i className="pi pi-list-check" aria-hidden="true" /> Up to three rounds of 10 questions. Each shows an English word: pick its meaning.
        </li>
        <li>
          <i className="pi pi-question-circle" aria-hidden="true" /> Not sure? Choose “I don't know” — guessing only blurs the result.
        </li>
        <li>
          <i className="pi pi-book" aria-hidden="true" /> At the end you get your level and a 50-word wordbook to study.
        </li>
        <li>
          <i className="pi pi-gift" aria-hidden="true" /> The test is free: it costs no AI points.
        </li>
      </ul>
      {retakeAt ? (
        <p className="lt-retake__when" role="note">
          You can retake the level test on <strong>{formatOpensAt(retakeAt)}</strong>.
        </p>
      ) : null}
      <div className="lt-actions cluster">
        <Button label="Start Test" icon="pi pi-play" onClick={onStart} disabled={Boolean(retakeAt && Date.parse(retakeAt) > Date.now())} />
        <LinkButton to="/dashboard" variant="text" icon="pi pi-home">
          Back to Dashboard
        </LinkButton>
      </div>
    </section>
  );
}
