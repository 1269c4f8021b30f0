import { wordbookNextMessages } from '@wordbook/core/contract/ai-wordbook';
import { PROMPT_CHARACTERS_RULE, PROMPT_MAX, promptMessages, sanitizePrompt, wordCountBounds } from '@wordbook/core/rules/wordbook-prompt-rules';
import { Checkbox } from 'primereact/checkbox';
import { useState, type FormEvent } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type FieldFeedback, FieldMessage, FormError, invalid, NEUTRAL } from '../../../components/ui/form-field';
import { ProBadge } from '../../../components/ui/pro-badge';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { listWordbooks } from '../../../lib/api/list-wordbooks';
import { useLoad } from '../../../lib/use-load';
import { countError, nextCountInput, nextPrompt, promptBlocks } from '../lib/generator-rules';
import type { TGenerateRequest } from './use-wordbook-generator';
import { TextField } from '../../../components/ui/text-field';

const LOAD_WORDBOOKS_FAILED = 'Failed to load wordbooks.';

/** The learner's wordbooks to pick references from, loaded each time the form opens (and on Try again). */
function useReferenceWordbooks(open: boolean) {
  const { data: wordbooks, error, retry } = useLoad(listWordbooks, { failureText: () => LOAD_WORDBOOKS_FAILED, enabled: open });
  return { wordbooks, error, retry };
}

type GeneratorFormDialogProps = {
  open: boolean;
  isPro: boolean;
  level: number | null;
  formError: string | null;
  onClose: () => void;
  onGenerate: (request: TGenerateRequest) => void;
};

/** 'Generate New Wordbook': reference wordbooks, the word count, and Advanced Settings with the custom prompt (Pro). */
export function GeneratorFormDialog({ open, isPro, level, formError, onClose, onGenerate }: GeneratorFormDialogProps) {
  const bounds = wordCountBounds(isPro);
  const references = useReferenceWordbooks(open);
  const [selected, setSelected] = useState<string[]>([]);
  const [count, setCount] = useState(String(bounds.default));
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [promptFeedback, setPromptFeedback] = useState<FieldFeedback>(NEUTRAL);

  const countMessage = countError(count, isPro);
  const countFeedback = countMessage ? invalid(countMessage) : NEUTRAL;
  const promptValue = isPro ? prompt : '';
  const blocked = countMessage !== null || promptBlocks(promptValue) || !level;
  // A reference that was deleted meanwhile is no longer sent.
  const liveSelected = selected.filter((id) => references.wordbooks?.some((w) => w.id === id) ?? true);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    onGenerate({ wordbookIds: liveSelected, count: Number(count), prompt: sanitizePrompt(promptValue) });
  }

  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const { wordbooks } = references;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      header={
        <span className="ai-gen__title">
          {/* Free learners reach this from the dashboard, where it is theirs too (docs/decisions.md). */}
          Generate New Wordbook {isPro ? <ProBadge label="PRO" /> : null}
        </span>
      }
      className="ai-gen"
      style={{ width: '36rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Cancel" variant="text" onClick={onClose} />
          <Button label="Generate" icon="pi pi-sparkles" type="submit" form="ai-gen-form" disabled={blocked} />
        </div>
      }
    >
      <form id="ai-gen-form" className="ai-gen__form stack" noValidate onSubmit={onSubmit}>
        {level ? (
          <p className="ai-gen__level row">
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
            <LinkButton to="/level-test" size="small" onClick={onClose}>
              Go to Level Test
            </LinkButton>
          </div>
        )}

        <fieldset className="ai-gen__refs stack">
          <legend className="field__label">Reference wordbooks</legend>
          <p className="field__hint">New words are related to the words of the wordbooks you tick (and never repeat them).</p>
          {references.error ? (
            <div className="ai-gen__refs-error cluster">
              <p className="form-error" role="alert">
                {references.error}
              </p>
              <Button label="Try again" size="small" variant="outlined" icon="pi pi-refresh" onClick={references.retry} />
            </div>
          ) : wordbooks === null ? (
            <Spinner size={28} label="Loading your wordbooks…" />
          ) : wordbooks.length === 0 ? (
            <p className="ai-gen__refs-empty">You have no wordbooks yet: your level and the prompt decide the words.</p>
          ) : (
            <ul className="ai-gen__refs-list">
              {wordbooks.map((w) => (
                <li key={w.id}>
                  <Checkbox inputId={`ref-${w.id}`} checked={liveSelected.includes(w.id)} onChange={(e) => toggle(w.id, Boolean(e.checked))} />
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

        <TextField
          id="ai-gen-count"
          label="Number of words" hint={`Between ${bounds.min} and ${bounds.max}.`}
          value={count}
          inputMode="numeric"
          className="ai-gen__count"
          onChange={(value) => setCount(nextCountInput(value, isPro))}
          onBlur={() => setCount((c) => (c.trim() === '' ? String(bounds.min) : c))}
          feedback={countFeedback}
          autoComplete="off"
        />

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
              <div className={`field stack field--${promptFeedback.status}`}>
                <div className="ai-gen__prompt-label">
                  <label htmlFor="ai-gen-prompt" className="field__label">
                    Custom prompt {isPro ? null : <ProBadge label="PRO" />}
                  </label>
                  <span className="ai-gen__counter" aria-live="polite">
                    {promptValue.length}/{PROMPT_MAX}
                  </span>
                </div>
                <p className="field__hint">{isPro ? 'Optional: what the words should be about, e.g. “travel and airports”.' : wordbookNextMessages.promptProOnly}</p>
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
                {promptFeedback.message === promptMessages.unsupported ? <p className="field__hint">{PROMPT_CHARACTERS_RULE}</p> : null}
              </div>
            </div>
          ) : null}
          {!advancedOpen && promptBlocks(promptValue) ? <p className="field__message field__message--invalid">Check the custom prompt in Advanced Settings.</p> : null}
        </div>

        <FormError message={formError} />
        {isPro ? null : <p className="field__hint">Each generated word uses 2 AI points.</p>}
      </form>
    </Dialog>
  );
}
