import type { TStudyTask } from '@wordbook/core/contract/study-plan-sessions';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusalMessage } from '../../../../lib/api-client';
import { startNow, type TOverview, type TTestMode } from '../../api/overview-calls';
import { startTaskSession } from '../../api/task-calls';
import { forceStudyDay, revertRestDay, setTestsOverride, setVacation, setWordsOverride } from '../../api/today-calls';
import { sessionChunkSize, type TSplitSettings } from '../../lib/review-split';

/**
 * The today page's one-call changes: each runs once at a time, reads the overview again after,
 * and on failure shows the server's text or the spec's alert (§8.2).
 */
export function useTodayActions(overview: TOverview | null, split: TSplitSettings, refresh: () => void, notify: (message: string) => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const planId = overview?.plan?.id ?? '';
  const date = overview?.today?.date ?? '';

  const run = async (name: string, call: () => Promise<unknown>, fallback: string) => {
    if (!planId || busy) return;
    setBusy(name);
    try {
      await call();
    } catch (failure) {
      notify(refusalMessage(failure, fallback));
    } finally {
      setBusy(null);
      refresh();
    }
  };

  /** Opens a task's practice session (the first unit not done, or the one in progress). */
  const openTask = async (task: TStudyTask, fallback: string) => {
    if (!planId) return;
    const total = overview?.counts?.review ?? 0;
    try {
      const started = await startTaskSession(planId, task, { chunkSize: sessionChunkSize(total, split), order: split.order });
      navigate(`/practice/session/${started.sessionId}`);
    } catch (failure) {
      notify(refusalMessage(failure, fallback));
    }
  };
  const startReview = () => void openTask('review', 'Failed to start review.');
  /** The first test still to do today: after study once today's wordbook is linked, else after review. */
  const startTest = () => {
    const linked = (overview?.data?.new.wordbooks.length ?? 0) > 0;
    const tests = (overview?.todos ?? []).filter((t) => t.id === 'test-review' || (t.id === 'test-study' && linked));
    const next = tests.find((t) => t.status === 'pending') ?? tests[0];
    if (!next) return notify('Link today’s wordbook first: the test after study asks its words.');
    void openTask(next.id as TStudyTask, 'Failed to start test.');
  };

  return {
    busy,
    studyDay: () => run('day', () => forceStudyDay(planId, date), 'Failed to enable study day.'),
    restDay: () => run('day', () => revertRestDay(planId, date), 'Failed to revert to rest day.'),
    syncGoal: (count: number) => run('sync', () => setWordsOverride(planId, date, Math.min(1000, Math.max(1, count))), 'Failed to sync goal.'),
    testModes: (study: TTestMode, review: TTestMode) => run('tests', () => setTestsOverride(planId, date, study, review), 'Failed to upsert tests override'),
    vacation: () => run('vacation', () => setVacation(planId, (overview?.plan?.vacationMode ?? 'off') === 'off'), 'Failed to update vacation.'),
    startNow: () => {
      // A failed start is only logged (§8.2); the next read shows the plan as it is.
      startNow(planId).then(refresh, (failure: unknown) => console.error('Failed to start now', failure));
    },
    startReview,
    startTest,
  };
}
