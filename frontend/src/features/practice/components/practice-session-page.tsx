import type { TAttempt, TSessionDetail } from '@wordbook/core/contract/practice';
import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { ProgressBar } from 'primereact/progressbar';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/ui/button';
import { ApiError, refusalMessage } from '../../../lib/api-client';
import { useAtom } from '../../../lib/jotai';
import { getNextQuestion } from '../api/get-next-question';
import { getSessionHistory } from '../api/get-session-history';
import { submitAnswer } from '../api/submit-answer';
import { autoAdvanceAtom } from '../atoms/auto-advance-atom';
import { readAloudAtom } from '../atoms/read-aloud-atom';
import { canSpeak } from '../../../lib/speech';
import { INITIAL_SESSION, sessionReducer } from '../lib/session-reducer';
import { BreakOverlay } from './break-overlay';
import { FeedbackBanner } from './feedback-banner';
import { QuestionView } from './question-view';
import { FinishScreen, StoppedScreen } from './session-end-screens';
import { SessionProgress } from './session-progress';
import { useLoadingBar } from './use-loading-bar';
import { useAutoAdvance, usePracticeKeys } from './use-practice-keys';
import { IconNote } from '../../../components/ui/icon-note';

/** /practice/session/{sessionId}: a fresh screen for each session. */
export function PracticeSessionPage() {
  const { sessionId = '' } = useParams();
  return <PracticeSession key={sessionId} sessionId={sessionId} />;
}

/**
 * The practice session (document 2, §2.5, §4, §5, §8, §9): one question at a time from the
 * server, the feedback banner, 500 ms on after a right answer, the wrong answer revealed (2 s
 * with auto-advance, otherwise until Continue / Enter / 0–9), the break overlay between chunks,
 * and 'Great work' at the end.
 */
function PracticeSession({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(sessionReducer, INITIAL_SESSION);
  const [autoAdvance, setAutoAdvance] = useAtom(autoAdvanceAtom);
  const [readAloud, setReadAloud] = useAtom(readAloudAtom);
  const [summary, setSummary] = useState<TSessionDetail | null>(null);
  const [attempts, setAttempts] = useState<TAttempt[] | null>(null);
  // The key handler reads the screen as last drawn; the reducer ignores what no longer applies.
  const shown = useRef(state);
  shown.current = state;

  const loading = state.phase === 'loading';
  const loadingValue = useLoadingBar(loading);

  // Entering 'loading' fetches the next question.
  useEffect(() => {
    if (state.phase !== 'loading') return;
    let cancelled = false;
    getNextQuestion(sessionId).then(
      (next) => {
        if (!cancelled) dispatch({ type: 'loaded', next });
      },
      (error: unknown) => {
        if (cancelled) return;
        const inactive = error instanceof ApiError && error.status === 409;
        dispatch({ type: 'load-failed', inactive, message: refusalMessage(error, M.loadQuestionFailed) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, sessionId]);

  // Entering 'submitting' sends the chosen answer once; the server grades it.
  const itemId = state.current?.itemId;
  const { chosen } = state;
  useEffect(() => {
    if (state.phase !== 'submitting' || !itemId || chosen === null) return;
    let cancelled = false;
    submitAnswer(sessionId, itemId, chosen).then(
      (result) => {
        if (!cancelled) dispatch({ type: 'answered', result });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 409 && (error.body as { code?: string } | undefined)?.code === 'PRACTICE_SESSION_NOT_ACTIVE') {
          dispatch({ type: 'inactive', message: error.message });
        } else {
          dispatch({ type: 'save-failed', message: M.saveFailed });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, itemId, chosen, sessionId]);

  const answer = useCallback((response: number | string) => dispatch({ type: 'submit', response }), []);
  const advance = useCallback(() => dispatch({ type: 'advance' }), []);
  const reload = useCallback(() => dispatch({ type: 'load' }), []);
  const continueFromBreak = useCallback(() => {
    if (shown.current.phase === 'break') dispatch({ type: 'load' });
  }, []);

  useAutoAdvance(state.phase === 'feedback' ? state.result : null, autoAdvance, advance);

  const backTo = state.wordbookId ? `/dashboard/${state.wordbookId}` : '/dashboard';

  // Keys: 1–N answer, Enter / 0–9 after a wrong answer, Enter / 1–9 on the break.
  usePracticeKeys(
    () => ({ phase: shown.current.phase, question: shown.current.current?.question, result: shown.current.result }),
    (action, phase) => {
      if (action.type === 'choose') answer(action.index);
      else if (phase === 'break') continueFromBreak();
      else advance();
    },
  );

  // The finish screen's numbers.
  useEffect(() => {
    if (state.phase !== 'done') return;
    const controller = new AbortController();
    getSessionHistory(sessionId, controller.signal)
      .then((history) => {
        setSummary(history.session);
        setAttempts(history.attempts);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [state.phase, sessionId]);

  const header = (
    <div className="pr-session__bar row">
      <LinkButton to={backTo} variant="text" size="small" icon="pi pi-arrow-left" className="pr-back">
        Back
      </LinkButton>
      {/* The chip steers the questions: nothing to steer on the finish or stopped screens. */}
      {state.phase === 'done' || state.phase === 'inactive' ? null : (
        <button
          type="button"
          className={`pr-chip${autoAdvance ? ' pr-chip--on' : ''}`}
          aria-pressed={autoAdvance}
          onClick={() => setAutoAdvance(!autoAdvance)}
          title="After a wrong answer, go on by itself after 2 seconds"
        >
          <i className={`pi ${autoAdvance ? 'pi-check' : 'pi-pause'}`} aria-hidden="true" />
          Auto-advance
        </button>
      )}
      {state.phase === 'done' || state.phase === 'inactive' || !canSpeak() ? null : (
        <button
          type="button"
          className={`pr-chip${readAloud ? ' pr-chip--on' : ''}`}
          aria-pressed={readAloud}
          onClick={() => setReadAloud(!readAloud)}
          title="Read each word aloud in an English voice"
        >
          <i className={`pi ${readAloud ? 'pi-volume-up' : 'pi-volume-off'}`} aria-hidden="true" />
          Read aloud
        </button>
      )}
    </div>
  );

  if (state.phase === 'done') {
    return <FinishScreen header={header} total={state.total} summary={summary} attempts={attempts} sessionId={sessionId} onDashboard={() => navigate(backTo)} />;
  }

  if (state.phase === 'inactive' || (state.phase === 'error' && !state.current)) {
    return <StoppedScreen header={header} inactive={state.phase === 'inactive'} message={state.error} sessionId={sessionId} backTo={backTo} onRetry={reload} />;
  }

  const current = state.current;
  const showQuestion = current?.question && current.mode && state.phase !== 'loading' && state.phase !== 'error';
  return (
    <div className="container page page--narrow pr-session stack">
      {header}
      {state.showProgress && state.total > 0 ? <SessionProgress done={state.done} total={state.total} chunkSize={state.chunkSize} /> : null}

      <section className="lt-panel surface-card stack pr-card" aria-busy={loading} aria-label="Question">
        {loading ? (
          <div className="pr-card__loading stack">
            <ProgressBar value={loadingValue} showValue={false} className="pr-loading" aria-label="Loading the next question" />
            <p className="pr-card__loading-text">Loading the next question…</p>
          </div>
        ) : null}
        {state.phase === 'error' ? (
          <div className="pr-card__error stack" role="alert">
            <p>{state.error}</p>
            <Button label="Try again" icon="pi pi-refresh" onClick={reload} />
          </div>
        ) : null}
        {showQuestion ? (
          <QuestionView
            key={current.itemId ?? ''}
            question={current.question!}
            mode={current.mode!}
            answering={state.phase === 'question'}
            chosen={state.chosen}
            result={state.result}
            onAnswer={answer}
            readAloud={readAloud}
          />
        ) : null}
        <div className="pr-card__feedback" aria-live="polite">
          {state.phase === 'feedback' && state.result && state.phrase ? (
            <FeedbackBanner
              result={state.result}
              phrase={state.phrase}
              typedAnswer={current?.question && current.question.type !== 'mcq' && typeof state.chosen === 'string' ? state.chosen : null}
              autoAdvance={autoAdvance}
              onContinue={advance}
            />
          ) : null}
          <IconNote className="pr-card__save-error row" role="alert" icon="pi pi-exclamation-circle" text={state.saveError} />
        </div>
      </section>
      {current?.question?.type === 'mcq' && state.phase === 'question' ? (
        <p className="pr-session__keys">
          <i className="pi pi-info-circle" aria-hidden="true" /> Keys <kbd>1</kbd>–<kbd>{current.question.data.choices.length}</kbd> choose an answer.
        </p>
      ) : null}

      {state.phase === 'break' ? (
        <BreakOverlay done={state.done} total={state.total} chunkSize={state.chunkSize} onContinue={continueFromBreak} onFinishLater={() => navigate(backTo)} />
      ) : null}
    </div>
  );
}
