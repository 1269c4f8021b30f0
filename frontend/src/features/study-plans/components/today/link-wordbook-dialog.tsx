import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { refusalMessage } from '../../../../lib/api-client';
import { listWordbooks } from '../../../../lib/api/list-wordbooks';
import { listWords } from '../../api/today-calls';

type TPreview = { words: string[] } | { error: string };

/** The words a hover or focus shows, read once per wordbook (cached for the dialog's life). */
function usePreviews() {
  const cache = useRef(new Map<string, TPreview | 'loading'>());
  const [, redraw] = useState(0);
  const want = useCallback((id: string) => {
    if (cache.current.has(id)) return;
    cache.current.set(id, 'loading');
    listWords(id).then(
      (words) => cache.current.set(id, { words: words.map((w) => w.text) }),
      (failure: unknown) => cache.current.set(id, { error: refusalMessage(failure, 'Failed to load words') }),
    ).finally(() => redraw((n) => n + 1));
  }, []);
  return { want, get: (id: string) => cache.current.get(id) };
}

/**
 * Link an Existing Wordbook: the learner's wordbooks (with reload), a preview of a wordbook's words
 * on hover or focus, and Link once one is chosen. A count different from today's goal asks first:
 * 'Counts don't match' (Sync goal / Choose another / Ignore).
 */
export function LinkWordbookDialog({
  open,
  goal,
  onClose,
  onLink,
}: {
  open: boolean;
  goal: number;
  onClose: () => void;
  onLink: (wordbookId: string, syncTo: number | null) => Promise<string | null>;
}) {
  const [books, setBooks] = useState<TWordbook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const previews = usePreviews();

  const load = useCallback(() => {
    setBooks(null);
    setError(null);
    listWordbooks().then(setBooks, (failure: unknown) => setError(refusalMessage(failure, 'Failed to load wordbooks')));
  }, []);
  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setShown(null);
    setMismatch(false);
    load();
  }, [open, load]);

  const book = books?.find((b) => b.id === chosen);
  const show = (id: string) => {
    setShown(id);
    previews.want(id);
  };
  const link = async (syncTo: number | null) => {
    if (!chosen) return;
    setBusy(true);
    const failure = await onLink(chosen, syncTo);
    setBusy(false);
    setMismatch(false);
    if (failure) setError(failure);
    else onClose();
  };
  const preview = shown ? previews.get(shown) : undefined;

  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} header="Link an Existing Wordbook" className="study-dialog" style={{ width: '40rem' }}>
      <div className="stack study-dialog__body">
        <div className="cluster study-link__tools">
          <span className="study-step__note">Today's goal: {goal} words</span>
          <Button size="small" variant="text" icon="pi pi-refresh" label="Reload" onClick={load} />
        </div>
        {error ? (
          <p className="study-alert" role="alert">
            {error}
          </p>
        ) : null}
        {!books && !error ? <Spinner label="Loading wordbooks…" size={32} /> : null}
        {books && books.length === 0 ? <p className="study-today__empty">No wordbooks found.</p> : null}
        {books && books.length > 0 ? (
          <div className="study-link">
            <ul className="study-link__list" aria-label="Your wordbooks">
              {books.map((b) => (
                <li key={b.id}>
                  <label className={`study-link__item${chosen === b.id ? ' study-link__item--chosen' : ''}`} onMouseEnter={() => show(b.id)} onFocus={() => show(b.id)}>
                    <input type="radio" name="link-wordbook" value={b.id} checked={chosen === b.id} onChange={() => setChosen(b.id)} />
                    <span className="study-link__name">{b.name}</span>
                    <span className="study-step__note">{b.word_count} words</span>
                  </label>
                </li>
              ))}
            </ul>
            <section className="study-link__preview" aria-live="polite" aria-label="Word preview">
              {!shown ? <p className="study-step__note">Point at a wordbook to preview its words.</p> : null}
              {shown && (!preview || preview === 'loading') ? <Spinner label="Loading words…" size={24} /> : null}
              {preview && preview !== 'loading' && 'error' in preview ? <p className="study-alert">{preview.error}</p> : null}
              {preview && preview !== 'loading' && 'words' in preview && preview.words.length === 0 ? <p className="study-today__empty">No words in this wordbook yet.</p> : null}
              {preview && preview !== 'loading' && 'words' in preview && preview.words.length > 0 ? (
                <ul className="study-link__words">
                  {preview.words.slice(0, 30).map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </div>
        ) : null}
        <div className="button-row study-dialog__buttons">
          <Button variant="text" label="Cancel" onClick={onClose} disabled={busy} />
          <Button
            label="Link"
            icon="pi pi-link"
            loading={busy && !mismatch}
            disabled={!chosen || busy}
            onClick={() => (book && book.word_count !== goal ? setMismatch(true) : void link(null))}
          />
        </div>
      </div>
      <Dialog open={mismatch} onClose={() => (busy ? undefined : setMismatch(false))} header="Counts don't match" className="study-dialog" style={{ width: '28rem' }}>
        <div className="stack study-dialog__body">
          <p>
            “{book?.name}” has {book?.word_count ?? 0} words, but today's goal is {goal}. Sync today's goal to the wordbook, choose another wordbook, or link it anyway.
          </p>
          <div className="button-row study-dialog__buttons">
            <Button variant="text" label="Ignore" disabled={busy} onClick={() => void link(null)} />
            <Button variant="outlined" label="Choose another" disabled={busy} onClick={() => setMismatch(false)} />
            <Button label="Sync goal" icon="pi pi-sync" loading={busy} disabled={!book || book.word_count < 1} onClick={() => void link(book?.word_count ?? null)} />
          </div>
        </div>
      </Dialog>
    </Dialog>
  );
}
