import type { TAiLimits, TSessionUser } from '@wordbook/core/contract/session';
import type { TAiType, TWord } from '@wordbook/core/contract/wordbooks';
import { aiMessages } from '@wordbook/core/rules/ai-points';
import { BULK_GENERATE_PARALLELISM, checkAiText } from '@wordbook/core/rules/wordbook-rules';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { useSetAtom } from '../../../lib/jotai';
import { checkAiBatch } from '../api/check-ai-batch';
import { generateAi } from '../api/generate-ai';
import { claimAiBusyAtom, releaseAiBusyAtom } from '../atoms/ai-busy-atom';
import { aiFailureNotice, isAiLimitError } from '../lib/ai-failure';
import { runBulk, type BulkProgress, type BulkRun } from '../lib/bulk-scheduler';
import { aiBusyKey, lacks } from '../lib/word-rules';
import type { AiPrompt } from './ai-prompts';
import { OFFLINE_NOTE } from './offline-note';
import type { LocalWord } from './use-word-list';

const TYPE_OPTIONS: { label: string; value: TAiType }[] = [
  { label: 'Definitions', value: 'definition' },
  { label: 'Examples', value: 'example' },
];

const plural = (type: TAiType) => (type === 'definition' ? 'definitions' : 'examples');

type Running = { type: TAiType; progress: BulkProgress; cancelling: boolean };

/**
 * Bulk Generate (Pro, document 1 §4): fills in definitions or examples for every word that lacks
 * them, 5 requests at a time, skipping busy words; Cancel stops new launches and aborts the
 * running requests. Earlier AI data for some words opens Load Previous / Regenerate All first.
 */
export function BulkGenerate({
  user,
  online,
  words,
  onWord,
  onAiLimits,
  setPrompt,
}: {
  user: TSessionUser;
  online: boolean;
  words: LocalWord[];
  onWord: (word: TWord) => void;
  onAiLimits: (limits: TAiLimits) => void;
  setPrompt: (prompt: AiPrompt | null) => void;
}) {
  const notify = useNotify();
  const claim = useSetAtom(claimAiBusyAtom);
  const release = useSetAtom(releaseAiBusyAtom);
  const [type, setType] = useState<TAiType>('definition');
  const [preparing, setPreparing] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const runRef = useRef<BulkRun | null>(null);
  const prepareAbort = useRef<AbortController | null>(null);

  // Leaving the wordbook ends its run.
  useEffect(
    () => () => {
      prepareAbort.current?.abort();
      runRef.current?.cancel();
    },
    [],
  );

  const isPro = user.isProUser;
  const candidates = words.filter((w) => !w.pending && lacks(w, type));
  const eligible = candidates.filter((w) => checkAiText(w.text) === null);

  async function start() {
    if (!isPro || !online || running || preparing) return;
    if (eligible.length === 0) {
      notify.info(candidates.length > 0 ? `The words without ${plural(type)} cannot be sent to AI (English words only).` : `Every word already has ${plural(type)}.`);
      return;
    }
    const controller = new AbortController();
    prepareAbort.current = controller;
    setPreparing(true);
    let existing: Set<string>;
    let canGenerateNew: boolean;
    try {
      ({ existing, canGenerateNew } = await checkAiBatch(eligible.map((w) => w.id), type, controller.signal));
    } catch (error) {
      setPreparing(false);
      if (!controller.signal.aborted) notify.error(aiFailureNotice(error).message);
      return;
    }
    // Only a generation that can give something new is worth asking about (and paying for).
    let previousForce: 'reuse' | 'regenerate' = canGenerateNew ? 'regenerate' : 'reuse';
    if (existing.size > 0 && canGenerateNew) {
      const choice = await new Promise<'reuse' | 'regenerate' | null>((resolve) => {
        setPrompt({
          kind: 'bulk-previous',
          type,
          existing: existing.size,
          total: eligible.length,
          answer: (force) => {
            setPrompt(null);
            resolve(force);
          },
        });
      });
      if (!choice) {
        setPreparing(false);
        notify.info('Bulk Generate was cancelled.');
        return;
      }
      previousForce = choice;
    }
    setPreparing(false);

    const runType = type;
    const run = runBulk(
      eligible,
      async (word, signal) => {
        try {
          const force = existing.has(word.id) ? previousForce : 'auto';
          const answer = await generateAi({ word_id: word.id, word: word.text, type: runType, force }, signal);
          onWord(answer.word);
          if (answer.aiLimits) onAiLimits(answer.aiLimits);
        } finally {
          release(aiBusyKey(word.id, runType));
        }
      },
      {
        parallelism: BULK_GENERATE_PARALLELISM,
        // Claims the word for this run; a word already busy (a single generation) is skipped.
        shouldSkip: (word) => !claim(aiBusyKey(word.id, runType)),
        stopOn: isAiLimitError,
        onProgress: (progress) => setRunning((current) => (current ? { ...current, progress } : current)),
      },
    );
    runRef.current = run;
    setRunning({ type: runType, progress: { total: eligible.length, done: 0, failed: 0, skipped: 0, running: 0 }, cancelling: false });

    const summary = await run.done;
    runRef.current = null;
    setRunning(null);
    const parts = [`${summary.done} of ${summary.total} words got ${plural(runType)}`];
    if (summary.failed) parts.push(`${summary.failed} failed`);
    if (summary.skipped) parts.push(`${summary.skipped} skipped (busy)`);
    if (summary.stoppedBy !== undefined) {
      notify.error(aiMessages.limitExceeded, { sticky: true });
    } else if (summary.wasCancelled) {
      notify.info(`Bulk Generate cancelled: ${parts.join(', ')}.`);
    } else if (summary.failed) {
      notify.warn(`Bulk Generate finished: ${parts.join(', ')}.`);
    } else {
      notify.success(`Bulk Generate finished: ${parts.join(', ')}.`);
    }
  }

  function cancel() {
    setRunning((current) => (current ? { ...current, cancelling: true } : current));
    runRef.current?.cancel();
  }

  // Bulk Generate is a Pro tool (document 1, §2); Free learners get no locked card in its place.
  if (!isPro) return null;

  const progress = running?.progress;
  const finished = progress ? progress.done + progress.failed + progress.skipped : 0;
  const percent = progress && progress.total > 0 ? Math.round((finished / progress.total) * 100) : 0;

  return (
    <section className="wb-card surface-card bulk" aria-labelledby="bulk-title">
      <div className="bulk__row cluster">
        <div className="bulk__intro">
          <h2 id="bulk-title" className="wb-section-title row">
            Bulk Generate
          </h2>
          <p className="bulk__text">
            {eligible.length === 0
              ? `Every word has ${plural(type)}.`
              : `${eligible.length} ${eligible.length === 1 ? 'word lacks' : 'words lack'} ${plural(type)}.`}
          </p>
        </div>
        <div className="bulk__controls cluster">
          <SegmentedControl value={type} options={TYPE_OPTIONS} onChange={setType} disabled={Boolean(running) || preparing} aria-label="What to generate" />
          {running ? (
            <Button label={running.cancelling ? 'Cancelling…' : 'Cancel'} icon="pi pi-stop-circle" size="small" variant="outlined" disabled={running.cancelling} onClick={cancel} />
          ) : (
            <Button
              label="Bulk Generate"
              icon="pi pi-bolt"
              size="small"
              loading={preparing}
              disabled={!online || eligible.length === 0}
              tooltip={online ? undefined : OFFLINE_NOTE}
              tooltipOptions={{ showOnDisabled: true }}
              onClick={() => void start()}
            />
          )}
        </div>
      </div>
      {running && progress ? (
        <div className="bulk__progress">
          <ProgressBar value={percent} showValue={false} aria-label={`Bulk Generate progress: ${percent}%`} className="bulk__bar" />
          <p className="bulk__status" role="status">
            Generating {plural(running.type)}: {finished} of {progress.total} done
            {progress.failed ? `, ${progress.failed} failed` : ''}
            {progress.skipped ? `, ${progress.skipped} skipped` : ''} · {progress.running} running
          </p>
        </div>
      ) : null}
    </section>
  );
}
