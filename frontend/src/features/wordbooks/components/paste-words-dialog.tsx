import type { TPasteWordsResponse } from '@wordbook/core/contract/wordbooks';
import { splitPastedWords } from '@wordbook/core/rules/pasted-words';
import { WORDS_PER_WORDBOOK_MAX } from '@wordbook/core/rules/wordbook-rules';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { WordListApi } from './use-word-list';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Paste many words at once (one a line, or comma-separated), as other flashcard apps allow; the
 * server says per word what it skipped: already there, a repeat, too long or past the 300 cap.
 */
export function PasteWordsDialog({ open, onClose, words }: { open: boolean; onClose: () => void; words: WordListApi }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TPasteWordsResponse | null>(null);
  const count = splitPastedWords(text).length;
  const room = Math.max(0, WORDS_PER_WORDBOOK_MAX - words.words.length);

  function close() {
    setText('');
    setResult(null);
    onClose();
  }

  async function submit() {
    setBusy(true);
    const answer = await words.addMany(text);
    setBusy(false);
    if (answer) setResult(answer);
  }

  const footer = result ? (
    <div className="dialog-actions">
      <Button label="Done" onClick={close} autoFocus />
    </div>
  ) : (
    <div className="dialog-actions">
      <Button label="Cancel" variant="text" onClick={close} />
      <Button label={count > 0 ? `Add ${plural(count, 'word')}` : 'Add words'} icon="pi pi-plus" loading={busy} disabled={count === 0 || busy} onClick={() => void submit()} />
    </div>
  );

  return (
    <Dialog open={open} onClose={close} header="Paste many words" style={{ width: '34rem' }} footer={footer}>
      {result ? (
        <div className="paste-words__result stack" role="status">
          <p className="dialog-text">
            <i className="pi pi-check-circle paste-words__ok" aria-hidden="true" /> Added {plural(result.words.length, 'word')}.
          </p>
          {result.skipped.length > 0 ? (
            <>
              <p className="dialog-text">Not added ({result.skipped.length}):</p>
              <ul className="paste-words__skipped" aria-label="Words not added">
                {result.skipped.map((skip, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same text can be skipped twice
                  <li key={`${skip.text}-${index}`}>
                    <strong>{skip.text}</strong> — {skip.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <div className="paste-words stack">
          <label htmlFor="paste-words-text" className="paste-words__label">
            Words, one a line or separated by commas
          </label>
          <InputTextarea
            id="paste-words-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            className="wb-input wb-textarea"
            aria-describedby="paste-words-hint"
            autoFocus
          />
          <p id="paste-words-hint" className="paste-words__hint">
            Room for {plural(room, 'more word')} in this wordbook. Words already in it are skipped.
          </p>
        </div>
      )}
    </Dialog>
  );
}
