import { chunkBoundaries } from '@wordbook/core/rules/practice-rules';

/**
 * The session's progress bar (document 2, §2.5): correct answers that counted out of all the
 * session needs, with a separator at every chunk boundary when the session is chunked.
 */
export function SessionProgress({ done, total, chunkSize }: { done: number; total: number; chunkSize: number }) {
  const marks = chunkBoundaries(total, chunkSize);
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  const chunkCount = chunkSize > 0 ? Math.ceil(total / chunkSize) : 0;
  const currentChunk = chunkSize > 0 ? Math.min(chunkCount, Math.floor(done / chunkSize) + 1) : 0;
  return (
    <div className="pr-progress stack">
      <div className="pr-progress__meta">
        <span className="pr-progress__count">
          {done} / {total}
        </span>
        {chunkCount > 1 ? (
          <span className="pr-progress__chunk">
            Chunk {currentChunk} of {chunkCount}
          </span>
        ) : null}
      </div>
      <div
        className="pr-progress__track"
        role="progressbar"
        aria-label="Practice progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} correct answers`}
      >
        <div className="pr-progress__fill" style={{ width: `${percent}%` }} />
        {marks.map((mark) => (
          <span key={mark} className="pr-progress__separator" style={{ left: `${(mark / total) * 100}%` }} aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}
