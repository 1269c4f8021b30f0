import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/**
 * A today-page dialog that is one small form (Quick Edit, Change Plan Timezone): its fields, the
 * server's refusal inside, then Cancel and the submit button. While `busy` it cannot be closed.
 */
export function StudyFormDialog({
  open,
  header,
  busy,
  error,
  submitLabel,
  submitDisabled,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  header: string;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} header={header} className="study-dialog" style={{ width: '26rem' }}>
      <form
        className="stack study-dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <StudyDialogEnd message={error} busy={busy} onClose={onClose}>
          <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} disabled={submitDisabled} />
        </StudyDialogEnd>
      </form>
    </Dialog>
  );
}

/** The end of a today-page dialog: the refusal (if any), then Cancel (off while busy) and the dialog's own button. */
export function StudyDialogEnd({ message, busy, onClose, children }: { message: string | null; busy: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <>
      {message ? (
        <p className="study-alert" role="alert">
          {message}
        </p>
      ) : null}
      <div className="button-row study-dialog__buttons">
        <Button variant="text" label="Cancel" onClick={onClose} disabled={busy} />
        {children}
      </div>
    </>
  );
}
