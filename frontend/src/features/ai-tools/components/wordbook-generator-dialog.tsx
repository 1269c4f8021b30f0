import type { TAiLimits } from '@wordbook/core/contract/session';
import { GeneratorFormDialog } from './generator-form-dialog';
import { GeneratorProgressDialog } from './generator-progress-dialog';
import { GeneratorReviewDialog } from './generator-review-dialog';
import { useWordbookGenerator } from './use-wordbook-generator';

export type WordbookGeneratorDialogProps = {
  /** Opens the generator; the dialog calls onClose when the learner leaves it (cancel, close, or after saving). */
  open: boolean;
  onClose: () => void;
  isPro: boolean;
  /** The learner's level; without one the generator asks for the level test first. */
  level: number | null;
  /** The wordbook now exists (first save after generating): e.g. refresh a wordbook list. */
  onSaved?: (wordbook: { id: string; name: string }) => void;
  /** The points bar after a Free learner's generation was charged. */
  onAiLimits?: (limits: TAiLimits) => void;
};

/**
 * The AI wordbook generator (document 1, §4, §5; document 2, §2.2, §4, §5): 'Generate New
 * Wordbook', a progress modal that cannot be dismissed, and 'Review Generated Wordbook'. The
 * draft is saved as soon as it arrives; each delete in review re-posts the save; Save opens the
 * wordbook. Used by AI Tools and by the wordbook dashboard.
 */
export function WordbookGeneratorDialog({ open, onClose, isPro, level, onSaved, onAiLimits }: WordbookGeneratorDialogProps) {
  const generator = useWordbookGenerator({ onClose, onSaved, onAiLimits });
  const { phase } = generator;
  return (
    <>
      <GeneratorFormDialog
        open={open && phase.kind === 'form'}
        isPro={isPro}
        level={level}
        formError={generator.formError}
        onClose={generator.closeAll}
        onGenerate={(request) => void generator.generate(request)}
      />
      {open ? <GeneratorProgressDialog phase={phase} level={level} /> : null}
      {open ? (
        <GeneratorReviewDialog
          phase={phase}
          error={generator.reviewError}
          saving={generator.saving}
          onClose={generator.closeAll}
          onDelete={generator.remove}
          onSave={() => void generator.save()}
        />
      ) : null}
    </>
  );
}
