import {
  ZLevelTestQuestion,
  type TCurrentLevelTestResponse,
  type TLevelTestQuestion,
  type TLevelTestStepResult,
  type TLevelWord,
  type ZGeneratedWordsStatus,
} from '@wordbook/core/contract/level-test';
import { ROUND_SIZE } from '@wordbook/core/rules/level-estimation';
import { levelTestMessages, type TCefrLabel } from '@wordbook/core/rules/level-scale';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useNotify } from '../../../components/notice/notice-atoms';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLevelTest } from '../api/get-current-level-test';
import { restartLevelTest } from '../api/restart-level-test';
import { startLevelTest } from '../api/start-level-test';
import { submitRound } from '../api/submit-round';
import { clearLevelTestDrafts, loadRoundDraft, saveRoundDraft, type RoundDraft } from '../lib/round-draft';
import { useStepProgress } from './use-step-progress';

/** A finished test as its result screen and level wordbook section show it. */
export type FinishedTest = {
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

export type InProgress = { testId: string; round: number; questions: TLevelTestQuestion[]; draft: RoundDraft; answeredBefore: number };

export type View =
  | { kind: 'loading' }
  | { kind: 'load-error'; message: string }
  | { kind: 'idle'; retakeAt: string | null }
  | { kind: 'working'; step: 'start' | 'submit'; round: number }
  | ({ kind: 'test' } & InProgress)
  | { kind: 'finished'; result: FinishedTest };

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

function finishedFrom(current: Extract<TCurrentLevelTestResponse, { found: true }>): FinishedTest {
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


/**
 * The level test's states (document 2, §2.1, §4): idle → in progress (three rounds at most) →
 * finished. The current test is read on load; an unfinished one reopens on the same question
 * (the round's answers live in sessionStorage until the round is submitted).
 */
export function useLevelTest(onFinished: () => void) {
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

  // The load reads the latest functions without re-running: a new attempt (Try again) is what loads again.
  const loadCurrentRef = useRef(loadCurrent);
  loadCurrentRef.current = loadCurrent;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) loads again
  useEffect(() => {
    const controller = new AbortController();
    setView({ kind: 'loading' });
    loadCurrentRef.current(controller.signal).catch((error: unknown) => {
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
      const before = 'round' in result ? (result.round - 1) * ROUND_SIZE : 0;
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


  return { view, progress, retaking, retry: () => setLoadAttempt((n) => n + 1), runStart, runSubmit, onRetake, updateDraft };
}
