import { wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, isAbort, refusalMessage } from '../../../../lib/api-client';
import { generateWordbookNext } from '../../../../lib/api/generate-wordbook-next';
import { saveWordbookNext } from '../../../../lib/api/save-wordbook-next';
import type { TOverview } from '../../api/overview-calls';
import { createPlannedWordbook, linkWordbook, listWords } from '../../api/today-calls';
import { GENERATION_FACTOR, stageAt } from '../../lib/progress-stages';

/** How long the finished bar stays before it goes. */
const DONE_SHOWN_MS = 2500;

export type TDayProgress = { kind: 'generate' | 'create' | 'link'; percent: number; message: string };

/** A planned wordbook's name for a day, made unique with a number when the plain one is taken. */
const plannedName = (date: string, attempt: number) => (attempt === 0 ? `Study plan ${date}` : `Study plan ${date} (${attempt + 1})`);

/**
 * Today's wordbook actions (document 3, §2.4, §7.2): Quick Generate through the AI generator with
 * `studyplan: true` (the day's goal as its count), Create from Scratch, Link, and Study; each shows
 * the staged progress until it is done, then 100.
 */
export function useDayWordbook(overview: TOverview | null, refresh: () => void, notify: (message: string) => void) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<TDayProgress | null>(null);
  const timer = useRef<number | null>(null);
  const fraction = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) {
      window.clearInterval(timer.current);
      window.clearTimeout(timer.current);
    }
    timer.current = null;
  }, []);
  useEffect(
    () => () => {
      stop();
      controller.current?.abort();
    },
    [stop],
  );

  const begin = (kind: TDayProgress['kind']) => {
    stop();
    fraction.current = 0;
    const started = Date.now();
    const factor = kind === 'generate' ? GENERATION_FACTOR : 1;
    const tick = () => setProgress({ kind, ...stageAt(Date.now() - started, factor, fraction.current) });
    tick();
    timer.current = window.setInterval(tick, 200);
  };
  const finish = (ok: boolean) => {
    stop();
    if (ok) {
      setProgress((p) => (p ? { ...p, percent: 100, message: 'Done!' } : p));
      // The full bar stays a moment so the learner sees the step finish.
      timer.current = window.setTimeout(() => setProgress(null), DONE_SHOWN_MS);
    } else setProgress(null);
    refresh();
  };

  const planId = overview?.plan?.id;
  const date = overview?.today?.date;

  const generate = async () => {
    if (!planId || !date || !overview?.plan) return;
    begin('generate');
    controller.current = new AbortController();
    try {
      const draft = await generateWordbookNext(
        { wordbook_ids: [], count: Math.max(1, overview.counts?.new ?? 1), prompt: '', timezone: overview.plan.timezone, studyplan: true },
        { signal: controller.current.signal, onProgress: (p) => (fraction.current = p.total > 0 ? (p.emitted / p.total) * 0.8 : 0) },
      );
      fraction.current = 0.86;
      const saved = await saveWordbookNext({ wordbook_id: draft.draftId, words: draft.words.map((w) => w.text) });
      fraction.current = 0.94;
      await linkWordbook(planId, saved.wordbook.id, date);
      finish(true);
    } catch (failure) {
      if (isAbort(failure)) return;
      finish(false);
      notify(refusalMessage(failure, 'Failed to generate wordbook.'));
    }
  };

  const create = async () => {
    if (!planId || !date) return;
    begin('create');
    try {
      let id: string | null = null;
      for (let attempt = 0; id === null; attempt++) {
        try {
          id = await createPlannedWordbook(plannedName(date, attempt));
        } catch (failure) {
          const taken = failure instanceof ApiError && failure.message === wordbookMessages.nameTaken;
          if (!taken || attempt >= 8) throw failure;
        }
      }
      await linkWordbook(planId, id, date);
      finish(true);
      navigate(`/dashboard/${id}`);
    } catch (failure) {
      finish(false);
      notify(refusalMessage(failure, 'Failed to create wordbook.'));
    }
  };

  /** Links a wordbook; answers the failure text for the dialog, or null. */
  const link = async (wordbookId: string): Promise<string | null> => {
    if (!planId || !date) return null;
    begin('link');
    try {
      await linkWordbook(planId, wordbookId, date);
      finish(true);
      return null;
    } catch (failure) {
      finish(false);
      notify('Failed to link wordbook.');
      return refusalMessage(failure, 'Failed to link wordbook');
    }
  };

  /** Study: an unfinished session goes on; a wordbook whose words all have a meaning or example is practised; else it opens. */
  const study = async (wordbookId: string) => {
    const open = overview?.data?.new.progress.recognizedSessions.find((s) => s.status === 'active' || s.status === 'paused');
    if (open) return navigate(`/practice/session/${open.id}`);
    try {
      const words = await listWords(wordbookId);
      const ready = words.length > 0 && words.every((w) => Boolean(w.meaning?.trim() || w.example?.trim()));
      navigate(ready ? `/practice/${wordbookId}` : `/dashboard/${wordbookId}`);
    } catch {
      navigate(`/dashboard/${wordbookId}`);
    }
  };

  return { progress, clearProgress: () => setProgress(null), generate, create, link, study };
}
