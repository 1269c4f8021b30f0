import {
  ZLevelTestQuestion,
  type TCurrentLevelTestResponse,
  type TLevelTestQuestion,
  type TLevelTestStepResult,
  type TLevelWord,
  type ZGeneratedWordsStatus,
} from '@wordbook/core/contract/level-test';
import { levelTestMessages, type TCefrLabel } from '@wordbook/core/rules/level-scale';
import { ProgressBar } from 'primereact/progressbar';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { Page } from '../../../components/layout/page';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLevelTest } from '../api/get-current-level-test';
import { restartLevelTest } from '../api/restart-level-test';
import { startLevelTest } from '../api/start-level-test';
import { submitRound } from '../api/submit-round';
import { clearLevelTestDrafts, loadRoundDraft, saveRoundDraft, type RoundDraft } from '../lib/round-draft';
import { forwardButton } from '../lib/round-navigation';
import { formatOpensAt, LevelResult } from './level-result';
import { LevelWordbookSection } from './level-wordbook-section';
import { QuestionView } from './question-view';
import { useStepProgress } from './use-step-progress';

type Finished = {
  testId: string;
  finalLevel: number;
  estimatedSize: number | null;
  cefr: TCefrLabel | null;
  retakeAt: string | null;
  finishedAt: string | null;
  wordsStatus: z.infer<typeof ZGeneratedWordsStatus> | null;
  words: TLevelWord[] | null;
  wordbookId: string | null;
};

type InProgress = { testId: string; round: number; questions: TLevelTestQuestion[]; draft: RoundDraft; answeredBefore: number };

type View =
  | { kind: 'loading' }
  | { kind: 'load-error'; message: string }
  | { kind: 'idle'; retakeAt: string | null }
  | { kind: 'working'; step: 'start' | 'submit'; round: number }
  | ({ kind: 'test' } & InProgress)
  | { kind: 'finished'; result: Finished };

const ZRound1 = z.array(ZLevelTestQuestion);

/** Round 1's questions from the stored round1_response (document 2, §4), or [] when it is missing or unreadable. */
function round1From(json: string | null): TLevelTestQuestion[] {
  if (!json) return [];
  try {
    const parsed = ZRound1.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function finishedFrom(current: Extract<TCurrentLevelTestResponse, { found: true }>): Finished {
  return {
    testId: current.test_id,
    finalLevel: current.final_level ?? 1,
    estimatedSize: current.estimated_size,
    cefr: current.cefr,
    retakeAt: current.retake_available_at,
    finishedAt: current.finished_at,
    wordsStatus: current.generated_words_status,
    words: current.generated_words,
    wordbookId: current.wordbook_id,
  };
}

const QUESTIONS_PER_ROUND = 10;

/**
 * /level-test (document 2, §2.1, §4): idle → in progress (three rounds at most) → finished.
 * The current test is read on load; an unfinished one reopens on the same question (the
 * round's answers live in sessionStorage until the round is submitted).
 */
export function LevelTestPage({ isPro, onFinished }: { isPro: boolean; onFinished: () => void }) {
  const notify = useNotify();
  const progress = useStepProgress();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [retaking, setRetaking] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const mounted = useRef(true);
  const finishedNotified = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const showQuestions = useCallback((testId: string, round: number, questions: TLevelTestQuestion[], answeredBefore: number) => {
    clearLevelTestDrafts({ testId, round });
    const draft = loadRoundDraft(testId, round, questions.length);
    saveRoundDraft(testId, round, draft);
    setView({ kind: 'test', testId, round, questions, draft, answeredBefore });
  }, []);

  /** Reads the current test and shows it; an unfinished step still being prepared is joined through start. */
  async function loadCurrent(signal?: AbortSignal): Promise<void> {
    const current = await getCurrentLevelTest(signal);
    if (!mounted.current || signal?.aborted) return;
    if (!current.found) {
      setView({ kind: 'idle', retakeAt: current.retake_available_at });
      return;
    }
    if (current.status === 2) {
      clearLevelTestDrafts();
      setView({ kind: 'finished', result: finishedFrom(current) });
      return;
    }
    const questions = current.questions.length > 0 ? current.questions : current.current_round === 1 ? round1From(current.round1_response) : [];
    if (current.pending_job_id !== null || questions.length === 0) {
      // questions being written or a round being scored: start resumes that very job
      void runStart();
      return;
    }
    showQuestions(current.test_id, current.current_round, questions, current.answered_questions);
  }

  useEffect(() => {
    const controller = new AbortController();
    setView({ kind: 'loading' });
    loadCurrent(controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setView({ kind: 'load-error', message: error instanceof ApiError ? error.message : levelTestMessages.loadFailed });
    });
    return () => controller.abort();
  }, [loadAttempt]);

  // Reaching the finished state reloads the session once (the learner's level changed).
  useEffect(() => {
    if (view.kind === 'finished' && finishedNotified.current !== view.result.testId) {
      finishedNotified.current = view.result.testId;
      onFinished();
    }
  }, [view, onFinished]);

  /** A step's answer: the next round's questions, or the end of the test (then the stored test is read again). */
  async function applyStep(result: TLevelTestStepResult, answeredBefore: number) {
    if ('questions' in result) {
      showQuestions(result.test_id, result.round, result.questions, answeredBefore);
      return;
    }
    clearLevelTestDrafts();
    try {
      await loadCurrent();
    } catch {
      setView({
        kind: 'finished',
        result: {
          testId: result.test_id,
          finalLevel: result.finalLevel,
          estimatedSize: result.estimatedSize,
          cefr: result.cefr,
          retakeAt: result.retake_available_at,
          finishedAt: null,
          wordsStatus: null,
          words: null,
          wordbookId: null,
        },
      });
    }
  }

  async function runStart() {
    setView({ kind: 'working', step: 'start', round: 1 });
    progress.begin();
    try {
      const { result } = await startLevelTest({ onProgress: progress.onJobProgress });
      await progress.complete('reused' in result && result.reused);
      if (!mounted.current) return;
      const before = 'round' in result ? (result.round - 1) * QUESTIONS_PER_ROUND : 0;
      await applyStep(result, before);
    } catch (error) {
      progress.reset();
      if (!mounted.current) return;
      if (error instanceof ApiError && error.status === 429) notify.info(error.message);
      else notify.error(levelTestMessages.startFailed);
      try {
        await loadCurrent();
      } catch {
        setView({ kind: 'idle', retakeAt: null });
      }
    }
  }

  async function runSubmit(test: InProgress) {
    const { testId, round, draft, answeredBefore } = test;
    setView({ kind: 'working', step: 'submit', round });
    progress.begin();
    try {
      const { result } = await submitRound(round, { test_id: testId, answers: draft.answers }, { onProgress: progress.onJobProgress });
      await progress.complete(false);
      if (!mounted.current) return;
      await applyStep(result, answeredBefore + draft.answers.length);
    } catch (error) {
      progress.reset();
      if (!mounted.current) return;
      // The server refused the answers (4xx/5xx): say so; otherwise the stream and the plain call both failed.
      const refused = error instanceof ApiError && error.status >= 400;
      notify.error(refused ? levelTestMessages.submitFailed : levelTestMessages.loadFailed);
      setView({ kind: 'test', ...test });
    }
  }

  async function onRetake() {
    setRetaking(true);
    try {
      const outcome = await restartLevelTest();
      if (!mounted.current) return;
      if (outcome.kind === 'restarted') {
        clearLevelTestDrafts();
        setView({ kind: 'idle', retakeAt: null });
      } else {
        notify.info(outcome.message);
        await loadCurrent();
      }
    } catch {
      notify.error(levelTestMessages.restartFailed);
    } finally {
      if (mounted.current) setRetaking(false);
    }
  }

  function updateDraft(test: InProgress, draft: RoundDraft) {
    saveRoundDraft(test.testId, test.round, draft);
    setView({ kind: 'test', ...test, draft });
  }

  let content: ReactNode;
  switch (view.kind) {
    case 'loading':
      content = (
        <div className="lt-panel lt-panel--center">
          <Spinner label="Loading your level test…" />
        </div>
      );
      break;
    case 'load-error':
      content = (
        <div className="lt-panel lt-panel--center">
          <p className="form-error" role="alert">
            {view.message}
          </p>
          <Button label="Try again" icon="pi pi-refresh" onClick={() => setLoadAttempt((n) => n + 1)} />
        </div>
      );
      break;
    case 'idle':
      content = <IdlePanel retakeAt={view.retakeAt} onStart={() => void runStart()} />;
      break;
    case 'working':
      content = (
        <div className="lt-panel lt-working" role="status" aria-live="polite">
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
        <div className="lt-finished">
          <LevelResult
            finalLevel={r.finalLevel}
            estimatedSize={r.estimatedSize}
            cefr={r.cefr}
            retakeAt={r.retakeAt}
            isPro={isPro}
            retaking={retaking}
            onRetake={() => void onRetake()}
          />
          <LevelWordbookSection
            key={r.testId}
            testId={r.testId}
            finalLevel={r.finalLevel}
            finishedAt={r.finishedAt}
            status={r.wordsStatus}
            words={r.words}
            wordbookId={r.wordbookId}
          />
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
    <section className="lt-panel lt-idle" aria-labelledby="lt-idle-title">
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
      <div className="lt-actions">
        <Button label="Start Test" icon="pi pi-play" onClick={onStart} disabled={Boolean(retakeAt && Date.parse(retakeAt) > Date.now())} />
        <LinkButton to="/dashboard" variant="text" icon="pi pi-home">
          Back to Dashboard
        </LinkButton>
      </div>
    </section>
  );
}
