import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type TWordbookSettingChange, WordbookSettingFields } from '../../../components/wordbook/wordbook-setting-fields';

export type TWordbookChange = TWordbookSettingChange;

/**
 * The history screen's wordbook settings (document 2, §2.6): main, favorite, what to do when AI
 * data exists, and delete. A failed change or delete only stops the loading state (§8).
 */
export function WordbookSettingsDialog({
  wordbook,
  open,
  onClose,
  onChange,
  onDelete,
}: {
  wordbook: TWordbook;
  open: boolean;
  onClose: () => void;
  /** Resolves when the server has answered, whatever it answered. */
  onChange: (change: TWordbookChange) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function change(update: TWordbookChange) {
    setBusy(true);
    await onChange(update);
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    await onDelete();
    setBusy(false);
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (busy) return;
        setConfirming(false);
        onClose();
      }}
      header="Wordbook settings"
      style={{ width: '30rem' }}
      footer={
        confirming ? (
          <div className="dialog-actions">
            <Button label="Keep wordbook" variant="text" onClick={() => setConfirming(false)} disabled={busy} />
            <Button label="Delete wordbook" icon="pi pi-trash" className="p-button-danger wb-button--danger" loading={busy} onClick={() => void remove()} />
          </div>
        ) : (
          <div className="dialog-actions pr-settings-dialog__footer">
            <Button
              label="Delete"
              icon="pi pi-trash"
              variant="outlined"
              className="wb-button--danger-outline"
              onClick={() => setConfirming(true)}
              disabled={busy}
              aria-label="Delete wordbook"
            />
            <Button label="Done" onClick={onClose} disabled={busy} />
          </div>
        )
      }
    >
      {confirming ? (
        <p className="dialog-text">
          “{wordbook.name}” and its {wordbook.word_count} {wordbook.word_count === 1 ? 'word' : 'words'} will be deleted.
        </p>
      ) : (
        <div className="pr-settings-dialog" aria-busy={busy}>
          <WordbookSettingFields
            wordbook={wordbook}
            idPrefix="pr-setting"
            disabled={busy}
            onChange={(update) => void change(update)}
            reuseClassName="pr-settings-dialog__reuse"
          />
        </div>
      )}
    </Dialog>
  );
}
