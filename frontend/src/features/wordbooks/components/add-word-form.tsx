import { WORD_NOTE_MAX, WORD_TEXT_MAX, WORDS_PER_WORDBOOK_MAX, wordMessages } from '@wordbook/core/rules/wordbook-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField, invalid, NEUTRAL, type FieldFeedback } from '../../../components/ui/form-field';
import { TextInput } from '../../../components/ui/text-input';
import { findDuplicateWord } from '../lib/word-rules';
import { OFFLINE_NOTE } from './offline-note';
import { PasteWordsDialog } from './paste-words-dialog';
import type { LocalWord, WordListApi } from './use-word-list';
import { TextField } from '../../../components/ui/text-field';
import { IconNote } from '../../../components/ui/icon-note';

const emptyToNull = (value: string) => (value.trim() ? value.trim() : null);

/**
 * Adds a word: the text is required; a word already in the wordbook (any case) asks first; at 300
 * words the control is disabled with the spec's tooltip (document 1, §4 and §5).
 */
export function AddWordForm({ words, online }: { words: WordListApi; online: boolean }) {
  const [text, setText] = useState('');
  const [meaning, setMeaning] = useState('');
  const [example, setExample] = useState('');
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const [duplicate, setDuplicate] = useState<LocalWord | null>(null);
  const [pasting, setPasting] = useState(false);

  const full = words.words.length >= WORDS_PER_WORDBOOK_MAX;
  const disabled = full || !online;
  const reason = full ? wordMessages.limitReached : !online ? OFFLINE_NOTE : undefined;

  function submit() {
    const input = { text: text.trim(), meaning: emptyToNull(meaning), example: emptyToNull(example) };
    setText('');
    setMeaning('');
    setExample('');
    setFeedback(NEUTRAL);
    document.getElementById('add-word-text')?.focus();
    void words.add(input);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    if (!text.trim()) {
      setFeedback(invalid(wordMessages.textRequired));
      return;
    }
    const existing = findDuplicateWord(words.words, text);
    if (existing) {
      setDuplicate(existing);
      return;
    }
    submit();
  }

  return (
    <form className="wb-card surface-card add-word" noValidate onSubmit={onSubmit} aria-labelledby="add-word-title">
      <div className="add-word__head cluster">
        <h2 id="add-word-title" className="wb-section-title row">
          Add a word
        </h2>
        <Button label="Paste many words" icon="pi pi-list" variant="text" size="small" disabled={disabled} onClick={() => setPasting(true)} />
      </div>
      <PasteWordsDialog open={pasting} onClose={() => setPasting(false)} words={words} />
      <div className="add-word__fields">
        <TextField
          id="add-word-text"
          label="Word"
          value={text}
          onChange={(value) => {
            setText(value);
            if (feedback.status !== 'neutral') setFeedback(value.trim() ? NEUTRAL : invalid(wordMessages.textRequired));
          }}
          feedback={feedback}
          maxLength={WORD_TEXT_MAX}
          autoComplete="off"
          autoCapitalize="none"
          disabled={disabled}
        />
        <FormField inputId="add-word-meaning" label="Meaning (optional)">
          <TextInput id="add-word-meaning" value={meaning} onChange={setMeaning} maxLength={WORD_NOTE_MAX} autoComplete="off" disabled={disabled} />
        </FormField>
        <FormField inputId="add-word-example" label="Example (optional)">
          <TextInput id="add-word-example" value={example} onChange={setExample} maxLength={WORD_NOTE_MAX} autoComplete="off" disabled={disabled} />
        </FormField>
        <div className="add-word__submit">
          <Button
            type="submit"
            label="Add word"
            icon="pi pi-plus"
            disabled={disabled}
            tooltip={reason}
            tooltipOptions={{ showOnDisabled: true, position: 'top' }}
            aria-describedby={reason ? 'add-word-reason' : undefined}
          />
        </div>
      </div>
      <IconNote id="add-word-reason" className="add-word__reason row" icon="pi pi-info-circle" text={reason} />
      <Dialog
        open={duplicate !== null}
        onClose={() => setDuplicate(null)}
        header="Word already added"
        style={{ width: '28rem' }}
        footer={
          <div className="dialog-actions">
            <Button label="Cancel" variant="text" onClick={() => setDuplicate(null)} />
            <Button
              label="Add anyway"
              icon="pi pi-plus"
              autoFocus
              onClick={() => {
                setDuplicate(null);
                submit();
              }}
            />
          </div>
        }
      >
        <p className="dialog-text">“{duplicate?.text}” is already in this wordbook. Add “{text.trim()}” again?</p>
      </Dialog>
    </form>
  );
}
