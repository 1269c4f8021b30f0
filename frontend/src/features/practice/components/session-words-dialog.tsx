import type { TSessionItemsResponse } from '@wordbook/core/contract/practice';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { getSessionItems } from '../api/get-session-items';
import { ModeChips } from './mode-chips';

type TUsedWords = TSessionItemsResponse['usedWords'];

/**
 * 'Session Word Details' (document 2, §2.7): the words the session used and their exercise
 * types, mastered ones ticked. A failure to load them is only logged (§8).
 */
export function SessionWordsDialog({ sessionId, open, onClose }: { sessionId: string; open: boolean; onClose: () => void }) {
  const [words, setWords] = useState<TUsedWords | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setFailed(false);
    getSessionItems(sessionId, controller.signal)
      .then((answer) => setWords(answer.usedWords))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the session’s words.', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [open, sessionId]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      header="Session Word Details"
      style={{ width: '40rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Done" onClick={onClose} />
        </div>
      }
    >
      {words === null && !failed ? (
        <Spinner size={32} label="Loading the words…" />
      ) : words === null || words.length === 0 ? (
        <p className="dialog-text">No word details to show.</p>
      ) : (
        <>
          <p className="dialog-text">
            {words.length} {words.length === 1 ? 'word' : 'words'} in this session. A tick marks an exercise the word was mastered in.
          </p>
          <ul className="pr-used-words" aria-label="Words used">
            {words.map((word) => (
              <li key={word.wordId ?? word.text} className="pr-used-word stack">
                <span className="pr-used-word__text">{word.text}</span>
                <ModeChips modes={word.modes} mastered={word.masteredModes} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
