import type { ZGeneratedWordsStatus } from '@wordbook/core/contract/level-test';
import { levelTestMessages } from '@wordbook/core/rules/level-scale';
import { WORD_NOTE_MAX } from '@wordbook/core/rules/wordbook-rules';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/ui/button';
import { ReviewItem } from '../../../components/wordbook/review-item';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';
import { generateLevelWordbook } from '../api/generate-level-wordbook';
import { saveLevelWordbook } from '../api/save-level-wordbook';
import { clearReview, loadReview, reviewWordsOf, saveReview, type ReviewWord } from '../lib/round-draft';
import type { StreamProgress } from '../lib/stream-then-plain';
import type { FinishedTest } from './use-level-test';
import type { z } from 'zod';
import { FormError } from '../../../components/ui/form-field';

type TGeneratedWordsStatus = z.infer<typeof ZGeneratedWordsStatus>;

const STATUS_LABEL: Record<TGeneratedWordsStatus, string> = { running: 'Generating…', done: 'Ready to review', error: 'Generation failed' };

type Draft =
  | { status: 'running'; progress: StreamProgress | null }
  | { status: 'error'; message: string }
  | { status: 'done'; words: ReviewWord[] };

function generationMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return serverMessage(error.body) ?? error.message;
  if (error instanceof Error && error.name === 'JobStreamError') return error.message;
  return levelTestMessages.generateFailed;
}

/**
 * The finished test's auto-generated wordbook (document 2, §2.1, §4): it is generated when none
 * exists (status running → done or error), then the learner reviews it — edits a definition or
 * an example, deletes words — and saves it, which opens the new wordbook.
 */
export function LevelWordbookSection({ test }: { test: FinishedTest }) {
  const { testId, finalLevel, finishedAt, wordsStatus: status, words, wordbookId } = test;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() =>
    status === 'done' && words?.length ? { status: 'done', words: loadReview(testId) ?? reviewWordsOf(words) } : { status: 'running', progress: null },
  );
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const { busy: saving, submit } = useSubmit();
  const [saveError, setSaveError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Generate the words when none exist yet (the server joins a generation already running);
  // progress events keep the draft running, so they do not start the call again.
  const generating = draft.status === 'running';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) generates again
  useEffect(() => {
    if (wordbookId || !generating) return;
    const controller = new AbortController();
    generateLevelWordbook(
      { final_level: finalLevel, testId },
      { signal: controller.signal, onProgress: (progress) => setDraft({ status: 'running', progress }) },
    ).then(
      ({ result }) => setDraft({ status: 'done', words: loadReview(testId) ?? reviewWordsOf(result.words) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDraft({ status: 'error', message: generationMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt, generating, wordbookId, testId, finalLevel]);

  function update(next: ReviewWord[]) {
    setDraft({ status: 'done', words: next });
    saveReview(testId, next);
    setSaveError(null);
  }

  async function onSave() {
    if (draft.status !== 'done' || saving) return;
    if (draft.words.length === 0) {
      setSaveError(levelTestMessages.keepOneWord);
      return;
    }
    setSaveError(null);
    const words = draft.words;
    await submit(
      async () => {
        const id = await saveLevelWordbook({
          final_level: finalLevel,
          testId,
          words: words.map((w) => ({ text: w.text, definition: w.definition.trim() || null, example: w.example.trim() || null })),
          ...(finishedAt ? { finished_time: new Date(finishedAt).toISOString() } : {}),
          tz_offset_min: new Date().getTimezoneOffset(),
        });
        if (!id) {
          setSaveError(levelTestMessages.saveFailed);
          return;
        }
        clearReview(testId);
        navigate(`/dashboard/${id}`);
      },
      (error) => setSaveError(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : levelTestMessages.saveFailed),
    );
  }

  const shownStatus: TGeneratedWordsStatus = draft.status;

  return (
    <section className="lt-panel surface-card stack lt-wordbook" aria-labelledby="lt-wordbook-title">
      <div className="lt-wordbook__header">
        <div>
          <h2 id="lt-wordbook-title" className="lt-panel__title" ref={headingRef} tabIndex={-1}>
            Your level wordbook
          </h2>
          <p className="lt-panel__lead">Words from just above your level, with a definition and an example. Edit or delete any of them, then save.</p>
        </div>
        {wordbookId ? (
          <span className="lt-status lt-status--done">Saved</span>
        ) : (
          <span className={`lt-status lt-status--${shownStatus}`} data-status={shownStatus}>
            {STATUS_LABEL[shownStatus]}
          </span>
        )}
      </div>

      {wordbookId ? (
        <div className="lt-wordbook__saved cluster">
          <p>This test's wordbook is saved in your wordbooks.</p>
          <LinkButton to={`/dashboard/${wordbookId}`} icon="pi pi-book">
            Open wordbook
          </LinkButton>
        </div>
      ) : draft.status === 'running' ? (
        <div className="lt-wordbook__running" role="status">
          <ProgressBar
            value={draft.progress && draft.progress.total > 0 ? Math.round((draft.progress.emitted / draft.progress.total) * 100) : 0}
            showValue={false}
            mode={draft.progress ? 'determinate' : 'indeterminate'}
            className="lt-wordbook__bar"
            aria-label="Generating your level wordbook"
          />
          <p>{draft.progress ? `Generating words… ${draft.progress.emitted} / ${draft.progress.total}` : 'Generating words…'}</p>
        </div>
      ) : draft.status === 'error' ? (
        <div className="lt-wordbook__error cluster">
          <p className="form-error" role="alert">
            {draft.message}
          </p>
          <Button
            label="Try again"
            icon="pi pi-refresh"
            onClick={() => {
              setDraft({ status: 'running', progress: null });
              setAttempt((n) => n + 1);
            }}
          />
        </div>
      ) : (
        <>
          {draft.words.length === 0 ? (
            <p className="lt-wordbook__empty">You deleted every word. {levelTestMessages.keepOneWord}</p>
          ) : (
            <ol className="review-list" aria-label="Generated words">
              {draft.words.map((word) =>
                editing === word.key ? (
                  <li key={word.key} className="review-item review-item--editing">
                    <EditWordForm
                      word={word}
                      onCancel={() => setEditing(null)}
                      onSave={(changed) => {
                        update(draft.words.map((w) => (w.key === word.key ? changed : w)));
                        setEditing(null);
                      }}
                    />
                  </li>
                ) : (
                  <ReviewItem
                    key={word.key}
                    word={word}
                    definition={word.definition}
                    onEdit={() => setEditing(word.key)}
                    onDelete={() => update(draft.words.filter((w) => w.key !== word.key))}
                    disabled={editing !== null}
                  />
                ),
              )}
            </ol>
          )}
          <FormError message={saveError} />
          <div className="lt-actions cluster lt-wordbook__save">
            <Button
              label={`Save Wordbook (${draft.words.length} ${draft.words.length === 1 ? 'word' : 'words'})`}
              icon="pi pi-save"
              onClick={onSave}
              loading={saving}
              disabled={editing !== null}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** Inline editing of one word's definition and example. */
function EditWordForm({ word, onSave, onCancel }: { word: ReviewWord; onSave: (word: ReviewWord) => void; onCancel: () => void }) {
  const [definition, setDefinition] = useState(word.definition);
  const [example, setExample] = useState(word.example);
  const id = `edit-${word.key.replace(/[^a-z0-9-]/gi, '_')}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ ...word, definition: definition.trim(), example: example.trim() });
  }
  return (
    <form className="review-edit" onSubmit={submit} aria-label={`Edit “${word.text}”`}>
      <p className="review-item__word">{word.text}</p>
      <div className="field stack">
        <label className="field__label" htmlFor={`${id}-definition`}>
          Definition
        </label>
        <InputTextarea id={`${id}-definition`} value={definition} onChange={(e) => setDefinition(e.target.value)} rows={2} autoResize maxLength={WORD_NOTE_MAX} autoFocus className="wb-input" />
      </div>
      <div className="field stack">
        <label className="field__label" htmlFor={`${id}-example`}>
          Example
        </label>
        <InputTextarea id={`${id}-example`} value={example} onChange={(e) => setExample(e.target.value)} rows={2} autoResize maxLength={WORD_NOTE_MAX} className="wb-input" />
      </div>
      <div className="dialog-actions">
        <Button label="Cancel" variant="text" onClick={onCancel} />
        <Button label="Save changes" type="submit" icon="pi pi-check" />
      </div>
    </form>
  );
}
