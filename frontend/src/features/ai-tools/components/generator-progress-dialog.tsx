import { ProgressBar } from 'primereact/progressbar';
import { Dialog } from '../../../components/ui/dialog';
import { displayedPercent } from '../lib/generator-rules';
import type { TGeneratorPhase } from './use-wordbook-generator';

/** The progress modal while the words are generated: it cannot be dismissed. */
export function GeneratorProgressDialog({ phase, level }: { phase: TGeneratorPhase; level: number | null }) {
  return (
    <Dialog
      open={phase.kind === 'generating'}
      onClose={() => undefined}
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      header="Generating your wordbook"
      className="ai-progress"
      style={{ width: '28rem' }}
    >
      {phase.kind === 'generating' ? (
        <div className="ai-progress__body" role="status" aria-live="polite">
          <p>
            Choosing {phase.count} words{phase.related ? ' related to your wordbooks' : ''} at Level {level}, with definitions and examples.
          </p>
          <ProgressBar
            value={displayedPercent(phase.progress, phase.finished)}
            className="ai-progress__bar"
            aria-label="Generation progress"
            displayValueTemplate={(v) => `${v}%`}
          />
          <p className="ai-progress__count">
            {phase.progress ? `${Math.min(phase.progress.emitted, phase.progress.total)} of ${phase.progress.total} words` : 'Starting…'}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
