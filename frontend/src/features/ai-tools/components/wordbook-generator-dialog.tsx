import type { TGeneratedWord, TWordbookNextProgress } from '@wordbook/core/contract/ai-wordbook';
import { wordbookNextMessages } from '@wordbook/core/contract/ai-wordbook';
import type { TAiLimits } from '@wordbook/core/contract/session';
import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { aiMessages } from '@wordbook/core/rules/ai-points';
import { PROMPT_MAX, sanitizePrompt, wordCountBounds } from '@wordbook/core/rules/wordbook-prompt-rules';
import { Checkbox } from 'primereact/checkbox';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldMessage, FormField, invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { ProBadge } from '../../../components/ui/pro-badge';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { ReviewItem } from '../../../components/wordbook/review-item';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { generateWordbookNext } from '../api/generate-wordbook-next';
import { listReferenceWordbooks } from '../api/list-reference-wordbooks';
import { saveWordbookNext } from '../api/save-wordbook-next';
import { countError, displayedPercent, nextCountInput, nextPrompt, promptBlocks } from '../lib/generator-rules';

export const GENERATE_FAILED = 'Failed to generate words.';
export const UPDATE_FAILED = 'Failed to update wordbook.';
export const SAVE_FAILED = 'Failed to save wordbook.';
const LOAD_WORDBOOKS_FAILED = 'Failed to load wordbooks.';

/** The server's readable reason (a 4xx, or a job's own message), else `fallback`; the AI limit is its own sticky message. */
function failureMessage(error: unknown, fallback: string): { message: string; sticky: boolean } {
  if (error instanceof ApiError && error.status === 402) return { message: aiMessages.limitExceeded, sticky: true };
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return { message: serverMessage(error.body) ?? error.message, sticky: false };
  if (error instanceof Error && error.name === 'JobStreamError' && 'code' in error && error.code === 'JOB_FAILED') return { message: error.message, sticky: false };
  return { message: fallback, sticky: false };
}

/** "(noun) a container …" → "a container …": the part of speech is already shown beside the word. */
const withoutPosPrefix = (definition: string) => definition.replace(/^\((?:noun|verb|adjective|adverb|adj|adv)\)\s*/i, '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase =
  | { kind: 'form' }
  | { kind: 'generating'; count: number; progress: TWordbookNextProgress | null; finished: boolean }
  | { kind: 'review'; draftId: string; words: TGeneratedWord[]; saved: { id: string; name: string } | null };

export type WordbookGeneratorDialogProps = {
  /** Opens the generator; the dialog calls onClose when the learner leaves it (cancel, close, or after saving). */
  open: boolean;
  onClose: () => void;
  isPro: boolean;
  /** The learner's level; without one the generator asks for the level test first. */
  level: number | null;
  /** The wordbook now exists (first save after generating): e.g. refresh a wordbook list. */
  onSaved?: (wordbook: { id: string; name: string }) => void;
  /** The points bar after a Free learner's generation was charged. */
  onAiLimits?: (limits: TAiLimits) => void;
};

/**
 * The AI wordbook generator (document 1, §4, §5; document 2, §2.2, §4, §5): 'Generate New
 * Wordbook' (reference wordbooks, word count, Advanced Settings with the custom prompt), a
 * progress modal that cannot be dismissed, and 'Review Generated Wordbook'. The draft is saved as
 * soon as it arrives; each delete in review re-posts the save; Save opens the wordbook.
 * Used by AI Tools and by the wordbook dashboard.
 */
export function WordbookGeneratorDialog({ open, onClose, isPro, level, onSaved, onAiLimits }: WordbookGeneratorDialogProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const bounds = wordCountBounds(isPro);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  // form
  const [wordbooks, setWordbooks] = useState<TWordbook[] | null>(null);
  const [wordbooksError, setWordbooksError] = useState<string | null>(null);
  const [wordbooksAttempt, setWordbooksAttempt] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [count, setCount] = useState(String(bounds.default));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [promptFeedback, setPromptFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [formError, setFormError] = useState<string | null>(null);

  // review
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const latestWords = useRef<TGeneratedWord[]>([]);
  const saveChain = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The reference wordbooks, each time the form opens.
  useEffect(() => {
    if (!open || phase.kind !== 'form') return;
    const controller = new AbortController();
    setWordbooksError(null);
    listReferenceWordbooks(controller.signal).then(
      (list) => {
        setWordbooks(list);
        setSelected((ids) => ids.filter((id) => list.some((w) => w.id === id)));
      },
      () => {
        if (!controller.signal.aborted) setWordbooksError(LOAD_WORDBOOKS_FAILED);
      },
    );
    return () => controller.abort();
  }, [open, phase.kind, wordbooksAttempt]);

  const countMessage = countError(count, isPro);
  const countFeedback = countMessage ? invalid(countMessage) : NEUTRAL;
  const promptValue = isPro ? prompt : '';
  const blocked = countMessage !== null || promptBlocks(promptValue) || !level;

  function closeAll() {
    setPhase({ kind: 'form' });
    setFormError(null);
    setReviewError(null);
    onClose();
  }

  async function onGenerate(event: FormEvent) {
    event.preventDefault();
    if (blocked || phase.kind !== 'form') return;
    const n = Number(count);
    setFormError(null);
    setPhase({ kind: 'generating', count: n, progress: null, finished: false });
    try {
      const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const draft = await generateWordbookNext(
        { wordbook_ids: selected, count: n, prompt: sanitizePrompt(promptValue), ...(timezone ? { timezone } : {}) },
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
      setPhase({ kind: 'review', draftId: draft.draftId, words: draft.words, saved });
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

  function onDelete(word: TGeneratedWord) {
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

  async function onSave() {
    if (phase.kind !== 'review' || saving) return;
    if (phase.words.length === 0) {
      setReviewError(wordbookNextMessages.keepOneWord);
      return;
    }
    setSaving(true);
    setReviewError(null);
    try {
      const saved = await queueSave(phase.draftId);
      if (!saved?.id) throw new Error(SAVE_FAILED);
      if (!phase.saved) onSaved?.(saved);
      closeAll();
      navigate(`/dashboard/${saved.id}`);
    } catch (error) {
      if (mounted.current) setReviewError(failureMessage(error, SAVE_FAILED).message);
    } finally {
      if (mounted.current) setSaving(false);
    }
  }

  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <>
      <Dialog
        open={open && phase.kind === 'form'}
        onClose={closeAll}
        header={
          <span className="ai-gen__title">
            Generate New Wordbook <ProBadge label="PRO" />
          </span>
        }
        className="ai-gen"
        style={{ width: '36rem' }}
        footer={
          <div className="dialog-actions">
            <Button label="Cancel" variant="text" onClick={closeAll} />
            <Button label="Generate" icon="pi pi-sparkles" type="submit" form="ai-gen-form" disabled={blocked} />
          </div>
        }
      >
        <form id="ai-gen-form" className="ai-gen__form" noValidate onSubmit={onGenerate}>
          {level ? (
            <p className="ai-gen__level">
              <i className="pi pi-chart-bar" aria-hidden="true" />
              <span>
                Words are chosen for your level, <strong>Level {level}</strong>.
              </span>
            </p>
          ) : (
            <div className="ai-warning" role="alert">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <div>
                <p className="ai-warning__title">Complete your Level Test first</p>
                <p>The generator picks words at your level.</p>
              </div>
              <LinkButton to="/level-test" size="small" onClick={closeAll}>
                Go to Level Test
              </LinkButton>
            </div>
          )}

          <fieldset className="ai-gen__refs">
            <legend className="field__label">Reference wordbooks</legend>
            <p className="field__hint">New words are related to the words of the wordbooks you tick (and never repeat them).</p>
            {wordbooksError ? (
              <div className="ai-gen__refs-error">
                <p className="form-error" role="alert">
                  {wordbooksError}
                </p>
                <Button label="Try again" size="small" variant="outlined" icon="pi pi-refresh" onClick={() => setWordbooksAttempt((n) => n + 1)} />
              </div>
            ) : wordbooks === null ? (
              <Spinner size={28} label="Loading your wordbooks…" />
            ) : wordbooks.length === 0 ? (
              <p className="ai-gen__refs-empty">You have no wordbooks yet: your level and the prompt decide the words.</p>
            ) : (
              <ul className="ai-gen__refs-list">
                {wordbooks.map((w) => (
                  <li key={w.id}>
                    <Checkbox inputId={`ref-${w.id}`} checked={selected.includes(w.id)} onChange={(e) => toggle(w.id, Boolean(e.checked))} />
                    <label htmlFor={`ref-${w.id}`}>
                      <span className="ai-gen__ref-name">{w.name}</span>
                      <span className="ai-gen__ref-count">
                        {w.word_count} {w.word_count === 1 ? 'word' : 'words'}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <FormField inputId="ai-gen-count" label="Number of words" hint={`Between ${bounds.min} and ${bounds.max}.`} feedback={countFeedback}>
            <TextInput
              id="ai-gen-count"
              value={count}
              inputMode="numeric"
              className="ai-gen__count"
              onChange={(value) => setCount(nextCountInput(value, isPro))}
              onBlur={() => setCount((c) => (c.trim() === '' ? String(bounds.min) : c))}
              feedback={countFeedback}
              autoComplete="off"
            />
          </FormField>

          <div className="ai-gen__advanced">
            <button
              type="button"
              className="ai-gen__advanced-toggle"
              aria-expanded={advancedOpen}
              aria-controls="ai-gen-advanced"
              onClick={() => setAdvancedOpen((v) => !v)}
            >
              <i className={`pi ${advancedOpen ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
              Advanced Settings
            </button>
            {advancedOpen ? (
              <div id="ai-gen-advanced" className="ai-gen__advanced-body">
                <div className={`field field--${promptFeedback.status}`}>
                  <div className="ai-gen__prompt-label">
                    <label htmlFor="ai-gen-prompt" className="field__label">
                      Custom prompt {isPro ? null : <ProBadge label="PRO" />}
                    </label>
                    <span className="ai-gen__counter" aria-live="polite">
                      {promptValue.length}/{PROMPT_MAX}
                    </span>
                  </div>
                  <p className="field__hint">
                    {isPro ? 'Optional: what the words should be about, e.g. “travel and airports”.' : wordbookNextMessages.promptProOnly}
                  </p>
                  <TextInput
                    id="ai-gen-prompt"
                    value={promptValue}
                    disabled={!isPro}
                    onChange={(raw) => {
                      const next = nextPrompt(raw);
                      setPrompt(next.value);
                      setPromptFeedback(next.error ? invalid(next.error) : NEUTRAL);
                    }}
                    feedback={promptFeedback}
                    placeholder="e.g. travel and airports"
                    autoComplete="off"
                  />
                  <FieldMessage inputId="ai-gen-prompt" feedback={promptFeedback} />
                </div>
              </div>
            ) : null}
            {!advancedOpen && promptBlocks(promptValue) ? <p className="field__message field__message--invalid">Check the custom prompt in Advanced Settings.</p> : null}
          </div>

          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
          {isPro ? null : <p className="field__hint">Each generated word uses 2 AI points.</p>}
        </form>
      </Dialog>

      <Dialog
        open={open && phase.kind === 'generating'}
        onClose={() => undefined}
        closable={false}
        closeOnEscape={false}
        dismissableMask={false}
        header="Generating your wordbook"
        className="ai-progress"
        style={{ width: '28rem' }}
      >
        {phase.kind === 'generating' ? (
          <div className="ai-progress__body" role="status" aria-live="polite">
            <p>
              Choosing {phase.count} words{selected.length ? ' related to your wordbooks' : ''} at Level {level}, with definitions and examples.
            </p>
            <ProgressBar
              value={displayedPercent(phase.progress, phase.finished)}
              className="ai-progress__bar"
              aria-label="Generation progress"
              displayValueTemplate={(v) => `${v}%`}
            />
            <p className="ai-progress__count">
              {phase.progress ? `${Math.min(phase.progress.emitted, phase.progress.total)} of ${phase.progress.total} words` : 'Starting…'}
            </p>
          </div>
        ) : null}
      </Dialog>

      <Dialog
        open={open && phase.kind === 'review'}
        onClose={closeAll}
        dismissableMask={false}
        header="Review Generated Wordbook"
        className="ai-review"
        style={{ width: '44rem' }}
        footer={
          <div className="dialog-actions">
            <Button label="Close" variant="text" onClick={closeAll} />
            <Button label="Save" icon="pi pi-save" onClick={() => void onSave()} loading={saving} />
          </div>
        }
      >
        {phase.kind === 'review' ? (
          <div className="ai-review__body">
            <p className="ai-review__lead">
              {phase.words.length} {phase.words.length === 1 ? 'word' : 'words'}
              {phase.saved?.name ? (
                <>
                  {' '}
                  in <strong>{phase.saved.name}</strong>. Delete the words you do not want; the wordbook is updated as you go.
                </>
              ) : (
                '. Delete the words you do not want, then save.'
              )}
            </p>
            {reviewError ? (
              <p className="form-error" role="alert">
                {reviewError}
              </p>
            ) : null}
            <ol className="review-list" aria-label="Generated words">
              {phase.words.map((word) => (
                <ReviewItem key={word.text} word={word} definition={withoutPosPrefix(word.definition)} onDelete={() => onDelete(word)} />
              ))}
            </ol>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
