import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** What a confirmation says: a module constant at the call site, spread into the dialog. */
export type TConfirmText = { header: string; keepLabel: string; confirmLabel: string; confirmIcon: string };

/**
 * One question before a step that cannot be undone: keep (text button) or go ahead (red button).
 * While `busy` the step is running, so neither Escape, the backdrop nor keep closes it.
 */
export function ConfirmDialog({
  open,
  header,
  keepLabel,
  confirmLabel,
  confirmIcon,
  busy = false,
  focusConfirm = false,
  width = '28rem',
  onKeep,
  onConfirm,
  children,
}: {
  open: boolean;
  header: string;
  keepLabel: string;
  confirmLabel: string;
  confirmIcon: string;
  busy?: boolean;
  /** Focus the red button on opening (a quick, undo-less step such as deleting one word). */
  focusConfirm?: boolean;
  width?: string;
  onKeep: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onKeep())}
      header={header}
      style={{ width }}
      footer={
        <div className="dialog-actions">
          <Button label={keepLabel} variant="text" onClick={onKeep} disabled={busy} />
          <Button
            label={confirmLabel}
            icon={confirmIcon}
            className="p-button-danger wb-button--danger"
            loading={busy}
            autoFocus={focusConfirm}
            onClick={onConfirm}
          />
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
