import type { TAnswerResponse, TNextQuestionResponse, TSessionDetail } from '@wordbook/core/contract/practice';
import { CORRECT_ADVANCE_MS, PRACTICE_MESSAGES as M, WRONG_ADVANCE_MS } from '@wordbook/core/rules/practice-rules';
import { ProgressBar } from 'primereact/progressbar';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAtom } from '../../../lib/jotai';
import { getNextQuestion } from '../api/get-next-question';
import { getSessionHistory } from '../api/get-session-history';
import { submitAnswer } from '../api/submit-answer';
import { autoAdvanceAtom } from '../atoms/auto-advance-atom';
import { errorText } from '../lib/error-text';
import { pickBanner } from '../lib/feedback';
import { accuracy } from '../lib/session-labels';
import { isTypingTarget, practiceKeyAction, type TSessionPhase } from '../lib/session-keys';
import { BreakOverlay } from './break-overlay';
import { FeedbackBanner } from './feedback-banner';
import { QuestionView } from './question-view';
import { SessionProgress } from './session-progress';
import { useLoadingBar } from './use-loading-bar';

type TSessionState = {
  phase: TSessionPhase;
  /** The question on screen (its response from `next`). */
  current: TNextQuestionResponse | null;
  wordbookId: string | null;
  done: number;
  total: number;
  chunkSize: number;
  showProgress: boolean;
  /** What was sent for the question on screen. */
  chosen: number | string | null;
  result: TAnswerResponse | null;
  /** Progress before the answer on screen: a break needs the answer to have moved it. */
  doneBefore: number;
  phrase: string | null;
  /** Load failure, or why the session cannot go on. */
  error: string | null;
  saveError: string | null;
};

const INITIAL: TSessionState = {
  phase: 'loading',
  current: null,
  wordbookId: null,
  done: 0,
  total: 0,
  chunkSize: 0,
  showProgress: true,
  chosen: null,
  result: null,
  doneBefore: 0,
  phrase: null,
  error: null,
  saveError: null,
};

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
  const [state, setState] = useState<TSessionState>(INITIAL);
  const [autoAdvance, setAutoAdvance] = useAtom(autoAdvanceAtom);
  const [summary, setSummary] = useState<TSessionDetail | null>(null);
  /**
   * The state as last set, read by handlers: each change is made here at once, so a double click
   * or a key and a click in the same moment see the new phase and do nothing twice.
   */
  const latest = useRef(state);
  const update = useCallback((change: (current: TSessionState) => TSessionState) => {
    latest.current = change(latest.current);
    setState(latest.current);
  }, []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loading = state.phase === 'loading';
  const loadingValue = useLoadingBar(loading);

  const load = useCallback(async () => {
    update((s) => ({ ...s, phase: 'loading', error: null, saveError: null }));
    try {
      const next = await getNextQuestion(sessionId);
      if (!mounted.current) return;
      update((s) => ({
        ...s,
        phase: next.done ? 'done' : 'question',
        current: next.done ? s.current : next,
        wordbookId: next.wordbookId,
        done: next.progressDone,
        total: next.progressTotal,
        chunkSize: next.chunkSize,
        showProgress: next.showProgress,
        chosen: null,
        result: null,
      }));
    } catch (error) {
      if (!mounted.current) return;
      const inactive = error instanceof ApiError && error.status === 409;
      update((s) => ({ ...s, phase: inactive ? 'inactive' : 'error', error: errorText(error, M.loadQuestionFailed) }));
    }
  }, [sessionId, update]);

  useEffect(() => {
    void load();
  }, [load]);

  const answer = useCallback(
    async (response: number | string) => {
      const s = latest.current;
      if (s.phase !== 'question' || !s.current?.itemId) return;
      update((c) => ({ ...c, phase: 'submitting', chosen: response, saveError: null, doneBefore: c.done }));
      try {
        const result = await submitAnswer(sessionId, s.current.itemId, response);
        if (!mounted.current) return;
        update((c) => ({
          ...c,
          phase: 'feedback',
          result,
          done: result.progressDone,
          total: result.progressTotal,
          phrase: pickBanner(result.isCorrect, c.phrase),
        }));
      } catch (error) {
        if (!mounted.current) return;
        if (error instanceof ApiError && error.status === 409 && (error.body as { code?: string } | undefined)?.code === 'PRACTICE_SESSION_NOT_ACTIVE') {
          update((c) => ({ ...c, phase: 'inactive', error: error.message }));
          return;
        }
        update((c) => ({ ...c, phase: 'question', chosen: null, saveError: M.saveFailed }));
      }
    },
    [sessionId, update],
  );

  /** After the feedback: the end, a break, or the next question. */
  const advance = useCallback(() => {
    const s = latest.current;
    if (s.phase !== 'feedback' || !s.result) return;
    if (s.result.done) {
      update((c) => ({ ...c, phase: 'done' }));
    } else if (s.result.chunkBreakDue && s.result.progressDone > s.doneBefore) {
      update((c) => ({ ...c, phase: 'break' }));
    } else {
      void load();
    }
  }, [load, update]);

  // 500 ms after a right answer; 2000 ms after a wrong one with auto-advance; otherwise the learner decides.
  useEffect(() => {
    if (state.phase !== 'feedback' || !state.result) return;
    if (!state.result.isCorrect && !autoAdvance) return;
    const timer = setTimeout(advance, state.result.isCorrect ? CORRECT_ADVANCE_MS : WRONG_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [state.phase, state.result, autoAdvance, advance]);

  const backTo = state.wordbookId ? `/dashboard/${state.wordbookId}` : '/dashboard';
  const continueFromBreak = useCallback(() => {
    if (latest.current.phase === 'break') void load();
  }, [load]);

  // Keys: 1–N answer, Enter / 0–9 after a wrong answer, Enter / 1–9 on the break.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTypingTarget(event.target)) return;
      // A focused button or link answers Enter itself.
      if (event.key === 'Enter' && (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)) return;
      const s = latest.current;
      const question = s.current?.question;
      const action = practiceKeyAction(event.key, {
        phase: s.phase,
        choiceCount: question?.type === 'mcq' ? question.data.choices.length : 0,
        verdict: s.result ? (s.result.isCorrect ? 'correct' : 'wrong') : null,
      });
      if (!action) return;
      event.preventDefault();
      if (action.type === 'choose') void answer(action.index);
      else if (s.phase === 'break') continueFromBreak();
      else advance();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [answer, advance, continueFromBreak]);

  // The finish screen's numbers.
  useEffect(() => {
    if (state.phase !== 'done') return;
    const controller = new AbortController();
    getSessionHistory(sessionId, controller.signal)
      .then((history) => setSummary(history.session))
      .catch(() => undefined);
    return () => controller.abort();
  }, [state.phase, sessionId]);

  const header = (
    <div className="pr-session__bar">
      <LinkButton to={backTo} variant="text" size="small" icon="pi pi-arrow-left" className="pr-back">
        Back
      </LinkButton>
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
    </div>
  );

  if (state.phase === 'done') {
    const answered = summary ? summary.correctCount + summary.incorrectCount : null;
    const percent = summary ? accuracy(summary.correctCount, answered ?? 0) : null;
    return (
      <div className="page page--narrow pr-session">
        {header}
        <section className="lt-panel lt-panel--center pr-finish" aria-labelledby="pr-finish-title">
          <span className="pr-finish__icon" aria-hidden="true">
            <i className="pi pi-trophy" />
          </span>
          <h1 id="pr-finish-title" className="pr-finish__title">
            {M.finishTitle}
          </h1>
          <p className="lt-panel__lead">You finished this practice session{state.total > 0 ? `: ${state.total} of ${state.total} correct answers` : ''}.</p>
          {summary ? (
            <dl className="pr-stats pr-stats--center">
              <div>
                <dt>Words</dt>
                <dd>{summary.totalWords}</dd>
              </div>
              <div>
                <dt>Answers</dt>
                <dd>{answered}</dd>
              </div>
              <div>
                <dt>Correct</dt>
                <dd>{summary.correctCount}</dd>
              </div>
              <div>
                <dt>Accuracy</dt>
                <dd>{percent === null ? '—' : `${percent}%`}</dd>
              </div>
            </dl>
          ) : null}
          <div className="lt-actions pr-finish__actions">
            <Button label="Go to Dashboard" icon="pi pi-home" onClick={() => navigate(backTo)} autoFocus />
            <LinkButton to={`/dashboard/practice/session/${sessionId}`} variant="outlined" icon="pi pi-list">
              View Details
            </LinkButton>
          </div>
        </section>
      </div>
    );
  }

  if (state.phase === 'inactive' || (state.phase === 'error' && !state.current)) {
    const inactive = state.phase === 'inactive';
    return (
      <div className="page page--narrow pr-session">
        {header}
        <section className="lt-panel lt-panel--center" role="alert">
          <span className="wb-empty__icon" aria-hidden="true">
            <i className={inactive ? 'pi pi-ban' : 'pi pi-exclamation-circle'} />
          </span>
          <p className="wb-empty__message">{state.error}</p>
          <div className="lt-actions">
            {inactive ? null : <Button label="Try again" icon="pi pi-refresh" onClick={() => void load()} />}
            <LinkButton to={`/dashboard/practice/session/${sessionId}`} variant="outlined" icon="pi pi-list">
              View Details
            </LinkButton>
            <LinkButton to={backTo} variant="text" icon="pi pi-home">
              Go to Dashboard
            </LinkButton>
          </div>
        </section>
      </div>
    );
  }

  const current = state.current;
  const showQuestion = current?.question && current.mode && state.phase !== 'loading' && state.phase !== 'error';
  return (
    <div className="page page--narrow pr-session">
      {header}
      {state.showProgress && state.total > 0 ? <SessionProgress done={state.done} total={state.total} chunkSize={state.chunkSize} /> : null}

      <section className="lt-panel pr-card" aria-busy={loading} aria-label="Question">
        {loading ? (
          <div className="pr-card__loading">
            <ProgressBar value={loadingValue} showValue={false} className="pr-loading" aria-label="Loading the next question" />
            <p className="pr-card__loading-text">Loading the next question…</p>
          </div>
        ) : null}
        {state.phase === 'error' ? (
          <div className="pr-card__error" role="alert">
            <p>{state.error}</p>
            <Button label="Try again" icon="pi pi-refresh" onClick={() => void load()} />
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
            onAnswer={(response) => void answer(response)}
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
          {state.saveError ? (
            <p className="pr-card__save-error" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" /> {state.saveError}
            </p>
          ) : null}
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
