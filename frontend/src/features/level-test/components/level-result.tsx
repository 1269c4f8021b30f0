import type { TCefrLabel } from '@wordbook/core/rules/level-scale';
import { LEVEL_MAX, sizeRangeOfLevel } from '@wordbook/core/rules/level-scale';
import { useEffect, useState } from 'react';
import { Button, LinkButton } from '../../../components/ui/button';

/** "27 Nov 2026, 10:05" in the learner's own time zone. */
export function formatOpensAt(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const words = (n: number) => n.toLocaleString('en-US');

/**
 * The finished state's top (document 2, §2.1): the final level with the estimated vocabulary
 * size and its approximate CEFR label, the retake information (once a week on Free, once a day
 * on Pro, free of AI points), 'Retake Level Test' and 'Back to Dashboard'.
 */
export function LevelResult({
  finalLevel,
  estimatedSize,
  cefr,
  retakeAt,
  isPro,
  retaking,
  onRetake,
}: {
  finalLevel: number;
  estimatedSize: number | null;
  cefr: TCefrLabel | null;
  retakeAt: string | null;
  isPro: boolean;
  retaking: boolean;
  onRetake: () => void;
}) {
  const range = sizeRangeOfLevel(finalLevel);
  // The retake stays disabled until it opens, and opens on its own at that moment.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!retakeAt) return;
    const wait = Date.parse(retakeAt) - Date.now();
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 500);
    return () => window.clearTimeout(timer);
  }, [retakeAt]);
  const locked = retakeAt !== null && Date.parse(retakeAt) > now;
  return (
    <section className="lt-panel surface-card stack lt-result" aria-labelledby="lt-result-title">
      <div className="lt-result__score">
        <p className="lt-result__eyebrow" id="lt-result-title">
          Your level
        </p>
        <p className="lt-result__level">
          <span className="lt-result__level-number">{finalLevel}</span>
          <span className="lt-result__level-max"> / {LEVEL_MAX}</span>
        </p>
      </div>
      <dl className="lt-result__facts">
        <div>
          <dt>Estimated vocabulary</dt>
          <dd>{estimatedSize !== null ? `about ${words(estimatedSize)} words` : '—'}</dd>
        </div>
        <div>
          <dt>Level {finalLevel} means</dt>
          <dd>{range.to === null ? `${words(range.from)}+ words` : `${words(range.from)}–${words(range.to)} words`}</dd>
        </div>
        <div>
          <dt>CEFR (approximate)</dt>
          <dd>{cefr ?? '—'}</dd>
        </div>
      </dl>
      <div className="lt-retake" role="note">
        <i className="pi pi-clock" aria-hidden="true" />
        <div>
          <p className="lt-retake__when" id="lt-retake-when">
            {retakeAt && locked ? (
              <>
                You can retake the level test on <strong>{formatOpensAt(retakeAt)}</strong>.
              </>
            ) : (
              'You can retake the level test now.'
            )}
          </p>
          <p className="lt-retake__rule">
            {isPro ? 'Pro: once a day.' : 'Free plan: once a week (Pro: once a day).'} Retaking costs no AI points.
          </p>
        </div>
      </div>
      <div className="lt-actions cluster">
        <Button
          label="Retake Level Test"
          icon="pi pi-refresh"
          variant="outlined"
          onClick={onRetake}
          loading={retaking}
          disabled={locked}
          aria-describedby="lt-retake-when"
        />
        <LinkButton to="/dashboard" variant="text" icon="pi pi-home">
          Back to Dashboard
        </LinkButton>
      </div>
    </section>
  );
}
