import { Button } from '../../../components/ui/button';

/**
 * The break between chunks (document 2, §4): 'Continue now' (or Enter / 1–9) fetches the next
 * question; 'Finish later' leaves for the dashboard, and the session waits to be resumed.
 */
export function BreakOverlay({
  done,
  total,
  chunkSize,
  onContinue,
  onFinishLater,
}: {
  done: number;
  total: number;
  chunkSize: number;
  onContinue: () => void;
  onFinishLater: () => void;
}) {
  const chunkCount = chunkSize > 0 ? Math.ceil(total / chunkSize) : 0;
  const finished = chunkSize > 0 ? Math.floor(done / chunkSize) : 0;
  return (
    <div className="pr-break" role="dialog" aria-modal="true" aria-labelledby="pr-break-title" aria-describedby="pr-break-text">
      <div className="pr-break__card">
        <span className="pr-break__icon icon-circle" aria-hidden="true">
          <i className="pi pi-sun" />
        </span>
        <h2 id="pr-break-title" className="pr-break__title">
          Time for a short break
        </h2>
        <p id="pr-break-text" className="pr-break__text">
          You finished chunk {finished} of {chunkCount}: {done} of {total} correct answers done.
        </p>
        <div className="pr-break__actions button-row">
          <Button autoFocus label="Continue now" icon="pi pi-play" onClick={onContinue} />
          <Button label="Finish later" variant="outlined" onClick={onFinishLater} />
        </div>
        <p className="pr-break__hint">
          Press <kbd>Enter</kbd> or <kbd>1</kbd>–<kbd>9</kbd> to continue.
        </p>
      </div>
    </div>
  );
}
