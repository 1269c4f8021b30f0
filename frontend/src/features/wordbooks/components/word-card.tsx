import type { TAiType } from '@wordbook/core/contract/wordbooks';
import { WORD_NOTE_MAX, WORD_TEXT_MAX, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { memo, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SpeakButton } from '../../../components/ui/speak-button';
import { ConfirmDialog, type TConfirmText } from '../../../components/ui/confirm-dialog';
import { FormField, invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import {
  aiBusyKey,
  hiddenAlternatives,
  hiddenAlternativesNote,
  ownText,
  selectedIndex,
  shownText,
  visibleAlternatives,
} from '../lib/word-rules';
import { OFFLINE_NOTE } from './offline-note';
import type { LocalWord, WordListApi } from './use-word-list';

export type WordCardProps = {
  word: LocalWord;
  isPro: boolean;
  online: boolean;
  busy: ReadonlySet<string>;
  notes: Readonly<Record<string, string>>;
  onGenerate: (word: LocalWord, type: TAiType) => void;
  onEdit: WordListApi['edit'];
  onDelete: WordListApi['remove'];
  onSelect: WordListApi['select'];
};

const LABELS: Record<TAiType, { field: string; plural: string; button: string; none: string }> = {
  definition: { field: 'Meaning', plural: 'definitions', button: 'Generate definitions', none: 'No meaning yet.' },
  example: { field: 'Example', plural: 'examples', button: 'Generate examples', none: 'No example yet.' },
};

function WordPart({ word, type, isPro, online, generating, note, onGenerate, onSelect }: {
  word: LocalWord;
  type: TAiType;
  isPro: boolean;
  online: boolean;
  generating: boolean;
  note: string | undefined;
  onGenerate: () => void;
  onSelect: (index: number) => void;
}) {
  const labels = LABELS[type];
  const groupId = useId();
  const [showAlternatives, setShowAlternatives] = useState(false);
  const shown = shownText(word, type);
  const own = type === 'definition' ? ownText(word.meaning, word.meaning_origin) : ownText(word.example, word.example_origin);
  const alternatives = visibleAlternatives(word, type, isPro);
  const hidden = hiddenAlternatives(word, type, isPro);
  const selected = selectedIndex(word, type);
  const saving = Boolean(word.pending);
  const aiDisabled = !online || saving;

  return (
    <div className={`word-part word-part--${type}`}>
      <div className="word-part__head cluster">
        <span className="word-part__label">{labels.field}</span>
        {own ? <span className="word-part__origin">Your own</span> : shown ? <span className="word-part__origin word-part__origin--ai">AI</span> : null}
        <Button
          label={labels.button}
          icon="pi pi-sparkles"
          size="small"
          variant="text"
          className="word-part__generate"
          loading={generating}
          disabled={aiDisabled || generating}
          aria-label={`${labels.button} for “${word.text}”${online ? '' : ` (${OFFLINE_NOTE})`}`}
          tooltip={online ? undefined : OFFLINE_NOTE}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={onGenerate}
        />
      </div>
      <p className={`word-part__text${shown ? '' : ' word-part__text--empty'}`}>{shown ?? labels.none}</p>
      {alternatives.length > 0 ? (
        <div className="word-part__alternatives">
          <button
            type="button"
            className="word-part__toggle"
            aria-expanded={showAlternatives}
            aria-controls={`${groupId}-choices`}
            onClick={() => setShowAlternatives((v) => !v)}
          >
            <i className={`pi ${showAlternatives ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
            AI {labels.plural} ({alternatives.length})
          </button>
          {showAlternatives ? (
            <fieldset id={`${groupId}-choices`} className="word-part__choices">
              <legend className="visually-hidden">
                Choose the AI {type === 'definition' ? 'definition' : 'example'} to show for “{word.text}”
              </legend>
              {own ? <p className="word-part__hint">Your own {labels.field.toLowerCase()} is shown; clear it (Edit) to show the AI choice.</p> : null}
              {alternatives.map((text, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the alternative's identity (selected_*_index)
                <div key={index} className="word-part__choice">
                  <RadioButton
                    inputId={`${groupId}-${index}`}
                    name={`${groupId}-choice`}
                    value={index}
                    checked={selected === index}
                    disabled={!online || saving}
                    onChange={() => onSelect(index)}
                  />
                  <label htmlFor={`${groupId}-${index}`}>{text}</label>
                </div>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {hidden > 0 ? (
        <p className="word-part__hidden row">
          <i className="pi pi-lock" aria-hidden="true" /> {hiddenAlternativesNote(hidden, type)}
        </p>
      ) : null}
      {note ? <p className="word-part__note">{note}</p> : null}
    </div>
  );
}

function EditWordForm({ word, onSave, onCancel }: { word: LocalWord; onSave: (changes: { text: string; meaning: string | null; example: string | null }) => void; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState(word.text);
  const [meaning, setMeaning] = useState(ownText(word.meaning, word.meaning_origin) ?? '');
  const [example, setExample] = useState(ownText(word.example, word.example_origin) ?? '');
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setFeedback(invalid(wordMessages.textRequired));
      return;
    }
    onSave({ text: text.trim(), meaning: meaning.trim() || null, example: example.trim() || null });
  }

  return (
    <form className="word-edit" noValidate onSubmit={onSubmit} aria-label={`Edit “${word.text}”`}>
      <FormField inputId={`${id}-text`} label="Word" feedback={feedback}>
        <TextInput
          id={`${id}-text`}
          value={text}
          onChange={(value) => {
            setText(value);
            setFeedback(value.trim() ? NEUTRAL : invalid(wordMessages.textRequired));
          }}
          feedback={feedback}
          maxLength={WORD_TEXT_MAX}
          autoFocus
          autoComplete="off"
        />
      </FormField>
      <FormField inputId={`${id}-meaning`} label="Your meaning" hint="Leave empty to show the AI definition.">
        <InputTextarea id={`${id}-meaning`} value={meaning} onChange={(e) => setMeaning(e.target.value)} rows={2} autoResize maxLength={WORD_NOTE_MAX} className="wb-input wb-textarea" />
      </FormField>
      <FormField inputId={`${id}-example`} label="Your example" hint="Leave empty to show the AI example.">
        <InputTextarea id={`${id}-example`} value={example} onChange={(e) => setExample(e.target.value)} rows={2} autoResize maxLength={WORD_NOTE_MAX} className="wb-input wb-textarea" />
      </FormField>
      <div className="word-edit__actions">
        <Button type="submit" label="Save" icon="pi pi-check" size="small" />
        <Button label="Cancel" variant="text" size="small" onClick={onCancel} />
      </div>
    </form>
  );
}

const DELETE_WORD_TEXT: TConfirmText = { header: 'Delete this word?', keepLabel: 'Cancel', confirmLabel: 'Delete word', confirmIcon: 'pi pi-trash' };

/** One word: its displayed meaning and example, AI alternatives, and edit / delete (document 1, §4). */
export const WordCard = memo(function WordCard({ word, isPro, online, busy, notes, onGenerate, onEdit, onDelete, onSelect }: WordCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const headingId = useId();
  const writeDisabled = !online || Boolean(word.pending);
  const status = word.pending === 'create' ? 'Saving…' : word.pending === 'update' ? 'Saving…' : word.pending === 'delete' ? 'Deleting…' : null;

  return (
    <li className={`word-card${word.pending ? ' word-card--pending' : ''}`} aria-labelledby={headingId} aria-busy={word.pending ? true : undefined}>
      <div className="word-card__head row">
        <h3 id={headingId} className="word-card__text">
          {word.text}
        </h3>
        {word.pending === 'create' ? null : <SpeakButton text={word.text} />}
        {status ? (
          <span className="word-card__status" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {status}
          </span>
        ) : null}
        {editing ? null : (
          <div className="word-card__actions">
            <Button
              icon="pi pi-pencil"
              variant="text"
              size="small"
              aria-label={`Edit “${word.text}”${online ? '' : ` (${OFFLINE_NOTE})`}`}
              title={online ? 'Edit' : OFFLINE_NOTE}
              disabled={writeDisabled}
              onClick={() => setEditing(true)}
            />
            <Button
              icon="pi pi-trash"
              variant="text"
              size="small"
              className="word-card__delete"
              aria-label={`Delete “${word.text}”${online ? '' : ` (${OFFLINE_NOTE})`}`}
              title={online ? 'Delete' : OFFLINE_NOTE}
              disabled={writeDisabled}
              onClick={() => setConfirmDelete(true)}
            />
          </div>
        )}
      </div>
      {editing ? (
        <EditWordForm
          word={word}
          onCancel={() => setEditing(false)}
          onSave={(changes) => {
            setEditing(false);
            void onEdit(word.id, changes);
          }}
        />
      ) : (
        <div className="word-card__body">
          {(['definition', 'example'] as const).map((type) => (
            <WordPart
              key={type}
              word={word}
              type={type}
              isPro={isPro}
              online={online}
              generating={busy.has(aiBusyKey(word.id, type))}
              note={notes[aiBusyKey(word.id, type)]}
              onGenerate={() => onGenerate(word, type)}
              onSelect={(index) => void onSelect(word.id, type, index)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        {...DELETE_WORD_TEXT}
        open={confirmDelete}
        focusConfirm
        width="26rem"
        onKeep={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void onDelete(word.id);
        }}
      >
        <p className="dialog-text">“{word.text}” and its meanings and examples will be removed from this wordbook.</p>
      </ConfirmDialog>
    </li>
  );
});
