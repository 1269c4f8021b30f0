import type { TAiReuseBehavior, TWordbook } from '@wordbook/core/contract/wordbooks';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

const REUSE_OPTIONS: { label: string; value: TAiReuseBehavior }[] = [
  { label: 'Ask me each time', value: 'ask' },
  { label: 'Load previous results', value: 'reuse' },
  { label: 'Always generate new', value: 'regenerate' },
];

export type TWordbookChange = { isMain: boolean } | { favorite: boolean } | { ai_reuse_behavior: TAiReuseBehavior };

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
          <div className="wb-settings__item">
            <InputSwitch inputId="pr-setting-main" checked={wordbook.is_main} disabled={busy} onChange={(event) => void change({ isMain: Boolean(event.value) })} />
            <label htmlFor="pr-setting-main">Main wordbook</label>
          </div>
          <div className="wb-settings__item">
            <InputSwitch
              inputId="pr-setting-favorite"
              checked={wordbook.is_favorite === 1}
              disabled={busy}
              onChange={(event) => void change({ favorite: Boolean(event.value) })}
            />
            <label htmlFor="pr-setting-favorite">Favorite</label>
          </div>
          <div className="pr-settings-dialog__reuse">
            <label htmlFor="pr-setting-reuse">When AI data exists</label>
            <Dropdown
              inputId="pr-setting-reuse"
              value={wordbook.ai_reuse_behavior}
              options={REUSE_OPTIONS}
              optionLabel="label"
              optionValue="value"
              disabled={busy}
              onChange={(event) => void change({ ai_reuse_behavior: event.value as TAiReuseBehavior })}
              className="wb-dropdown"
              panelClassName="wb-dropdown-panel"
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
