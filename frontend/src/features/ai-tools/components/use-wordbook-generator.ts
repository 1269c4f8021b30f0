import type { TGeneratedWord, TTopicNote, TWordbookNextProgress } from '@wordbook/core/contract/ai-wordbook';
import { wordbookNextMessages } from '@wordbook/core/contract/ai-wordbook';
import type { TAiLimits } from '@wordbook/core/contract/session';
import { aiMessages } from '@wordbook/core/rules/ai-points';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';
import { generateWordbookNext } from '../../../lib/api/generate-wordbook-next';
import { saveWordbookNext } from '../../../lib/api/save-wordbook-next';

export const GENERATE_FAILED = 'Failed to generate words.';
export const UPDATE_FAILED = 'Failed to update wordbook.';
export const SAVE_FAILED = 'Failed to save wordbook.';

/** The server's readable reason (a 4xx, or a job's own message), else `fallback`; the AI limit is its own sticky message. */
function failureMessage(error: unknown, fallback: string): { message: string; sticky: boolean } {
  if (error instanceof ApiError && error.status === 402) return { message: aiMessages.limitExceeded, sticky: true };
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return { message: serverMessage(error.body) ?? error.message, sticky: false };
  if (error instanceof Error && error.name === 'JobStreamError' && 'code' in error && error.code === 'JOB_FAILED') return { message: error.message, sticky: false };
  return { message: fallback, sticky: false };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TGeneratorPhase =
  | { kind: 'form' }
  | { kind: 'generating'; count: number; related: boolean; progress: TWordbookNextProgress | null; finished: boolean }
  | { kind: 'review'; draftId: string; words: TGeneratedWord[]; saved: { id: string; name: string } | null; topicNote: TTopicNote | null };

export type TGenerateRequest = { wordbookIds: string[]; count: number; prompt: string };

type TGeneratorEvents = {
  onClose: () => void;
  onSaved?: (wordbook: { id: string; name: string }) => void;
  onAiLimits?: (limits: TAiLimits) => void;
};

/**
 * The generator's steps: generate (progress from the stream), save the draft as soon as it
 * arrives, re-post the save after each delete in review (one after another, the last one wins),
 * and Save, which opens the wordbook.
 */
export function useWordbookGenerator({ onClose, onSaved, onAiLimits }: TGeneratorEvents) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [phase, setPhase] = useState<TGeneratorPhase>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  const { busy: saving, submit } = useSubmit();
  const latestWords = useRef<TGeneratedWord[]>([]);
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function closeAll() {
    setPhase({ kind: 'form' });
    setFormError(null);
    setReviewError(null);
    onClose();
  }

  async function generate(request: TGenerateRequest) {
    if (phase.kind !== 'form') return;
    setFormError(null);
    setPhase({ kind: 'generating', count: request.count, related: request.wordbookIds.length > 0, progress: null, finished: false });
    try {
      const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const draft = await generateWordbookNext(
        { wordbook_ids: request.wordbookIds, count: request.count, prompt: request.prompt, ...(timezone ? { timezone } : {}) },
        { onProgress: (progress) => setPhase((p) => (p.kind === 'generating' ? { ...p, progress } : p)) },
      );
      if (draft.aiLimits) onAiLimits?.(draft.aiLimits);
      setPhase((p) => (p.kind === 'generating' ? { ...p, finished: true } : p));
      await sleep(400);
      latestWords.current = draft.words;
      let saved: { id: string; name: string } | null = draft.saved ? { id: draft.draftId, name: '' } : null;
      setReviewError(null);
      if (!saved) {
        // The generator answers a draft (saved: false): the client saves it explicitly (document 2, §4).
        try {
          saved = (await saveWordbookNext({ wordbook_id: draft.draftId, words: draft.words.map((w) => w.text) })).wordbook;
          onSaved?.(saved);
        } catch (error) {
          setReviewError(failureMessage(error, SAVE_FAILED).message);
        }
      }
      if (!mounted.current) return;
      setPhase({ kind: 'review', draftId: draft.draftId, words: draft.words, saved, topicNote: draft.topicNote });
    } catch (error) {
      if (!mounted.current) return;
      const failure = failureMessage(error, GENERATE_FAILED);
      setPhase({ kind: 'form' });
      setFormError(failure.message);
      if (failure.sticky) notify.error(failure.message, { sticky: true });
    }
  }

  /** Re-posts the save with the words as they are now; saves run one after another, the last one wins. */
  function queueSave(draftId: string): Promise<{ id: string; name: string } | null> {
    const run = saveChain.current.then(async () => {
      const answer = await saveWordbookNext({ wordbook_id: draftId, words: latestWords.current.map((w) => w.text) });
      return answer.wordbook;
    });
    saveChain.current = run.catch(() => undefined);
    return run;
  }

  function remove(word: TGeneratedWord) {
    if (phase.kind !== 'review') return;
    if (phase.words.length <= 1) {
      setReviewError(wordbookNextMessages.keepOneWord);
      return;
    }
    const words = phase.words.filter((w) => w.text !== word.text);
    latestWords.current = words;
    setPhase({ ...phase, words });
    setReviewError(null);
    queueSave(phase.draftId).then(
      (saved) => {
        if (mounted.current && saved) setPhase((p) => (p.kind === 'review' ? { ...p, saved } : p));
      },
      (error: unknown) => {
        if (mounted.current) setReviewError(failureMessage(error, UPDATE_FAILED).message);
      },
    );
  }

  async function save() {
    if (phase.kind !== 'review' || saving) return;
    if (phase.words.length === 0) {
      setReviewError(wordbookNextMessages.keepOneWord);
      return;
    }
    setReviewError(null);
    const { draftId, saved: savedBefore } = phase;
    await submit(
      async () => {
        const saved = await queueSave(draftId);
        if (!saved?.id) throw new Error(SAVE_FAILED);
        if (!savedBefore) onSaved?.(saved);
        closeAll();
        navigate(`/dashboard/${saved.id}`);
      },
      (error) => {
        if (mounted.current) setReviewError(failureMessage(error, SAVE_FAILED).message);
      },
    );
  }

  return { phase, formError, reviewError, saving, closeAll, generate, remove, save };
}
