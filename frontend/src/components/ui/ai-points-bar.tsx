import { ProgressBar } from 'primereact/progressbar';

/**
 * A Free user's monthly AI points (document 1, §6): info colour above 20 % left,
 * warning above 10 %, danger below.
 */
export function AiPointsBar({ remaining, maxPoints, percentLeft }: { remaining: number; maxPoints: number; percentLeft: number }) {
  const tone = percentLeft > 20 ? 'info' : percentLeft > 10 ? 'warning' : 'danger';
  const label = `${remaining.toLocaleString('en-US')} of ${maxPoints.toLocaleString('en-US')} AI points left this month`;
  return (
    <div className={`ai-points ai-points--${tone}`}>
      <div className="ai-points__label">
        <span>AI points</span>
        <span>{percentLeft}% left</span>
      </div>
      <ProgressBar value={percentLeft} showValue={false} aria-label={label} title={label} className="ai-points__bar" />
    </div>
  );
}
