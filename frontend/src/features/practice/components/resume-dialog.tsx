import { PRACTICE_MESSAGES as M } from '@wordbook/core/rules/practice-rules';
import { ProgressBar } from 'primereact/progressbar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../lib/session-labels';

export type TResumeData = { sessionId: string; createdAt: string | null; progressDone: number; progressTotal: number };

/**
 * 'Resume previous practice?' (document 2, §2.4): the unfinished session's creation date and
 * progress, 'New Session' (the next start sets it aside with forceNew) and 'Continue'. Closing
 * the modal is the same as New Session.
 */
export function ResumeDialog({
  resume,
  busy,
  onNewSession,
  onContinue,
}: {
  resume: TResumeData | null;
  busy: boolean;
  onNewSession: () => void;
  onContinue: (sessionId: string) => void;
}) {
  const done = resume?.progressDone ?? 0;
  const total = resume?.progressTotal ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Dialog
      open={resume !== null}
      onClose={() => (busy ? undefined : onNewSession())}
      header={M.resumeTitle}
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="New Session" variant="outlined" onClick={onNewSession} disabled={busy} />
          <Button label="Continue" icon="pi pi-play" autoFocus onClick={() => resume && onContinue(resume.sessionId)} disabled={busy} />
        </div>
      }
    >
      <p className="dialog-text">You have an unfinished practice session for this wordbook.</p>
      <dl className="pr-resume">
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(resume?.createdAt ?? null)}</dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd>
            {done} / {total}
          </dd>
        </div>
      </dl>
      <ProgressBar value={percent} showValue={false} className="pr-resume__bar" aria-label={`${done} of ${total} correct answers done`} />
    </Dialog>
  );
}
