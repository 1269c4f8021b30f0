import { topicNoteText, type TGeneratedWord } from '@wordbook/core/contract/ai-wordbook';
import { Message } from 'primereact/message';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ReviewItem } from '../../../components/wordbook/review-item';
import type { TGeneratorPhase } from './use-wordbook-generator';
import { FormError } from '../../../components/ui/form-field';

/** "(noun) a container …" → "a container …": the part of speech is already shown beside the word. */
const withoutPosPrefix = (definition: string) => definition.replace(/^\((?:noun|verb|adjective|adverb|adj|adv)\)\s*/i, '');

type GeneratorReviewDialogProps = {
  phase: TGeneratorPhase;
  error: string | null;
  saving: boolean;
  onClose: () => void;
  onDelete: (word: TGeneratedWord) => void;
  onSave: () => void;
};

/** 'Review Generated Wordbook': the saved draft's words; each delete updates the wordbook, Save opens it. */
export function GeneratorReviewDialog({ phase, error, saving, onClose, onDelete, onSave }: GeneratorReviewDialogProps) {
  return (
    <Dialog
      open={phase.kind === 'review'}
      onClose={onClose}
      dismissableMask={false}
      header="Review Generated Wordbook"
      className="ai-review"
      style={{ width: '44rem' }}
      footer={
        <div className="dialog-actions">
          <Button label="Close" variant="text" onClick={onClose} />
          <Button label="Save" icon="pi pi-save" onClick={onSave} loading={saving} />
        </div>
      }
    >
      {phase.kind === 'review' ? (
        <div className="ai-review__body">
          <p className="ai-review__lead">
            {phase.words.length} {phase.words.length === 1 ? 'word' : 'words'}
            {phase.saved?.name ? (
              <>
                {' '}
                in <strong>{phase.saved.name}</strong>. Delete the words you do not want; the wordbook is updated as you go.
              </>
            ) : (
              '. Delete the words you do not want, then save.'
            )}
          </p>
          {phase.topicNote ? (
            // The prompt's topic gave fewer words than asked: a note beside the list, not an alert.
            <Message role="note" aria-live="off" className="ai-review__topic-note" severity="info" text={topicNoteText(phase.topicNote)} />
          ) : null}
          <FormError message={error} />
          <ol className="review-list" aria-label="Generated words">
            {phase.words.map((word) => (
              <ReviewItem key={word.text} word={word} definition={withoutPosPrefix(word.definition)} onDelete={() => onDelete(word)} />
            ))}
          </ol>
        </div>
      ) : null}
    </Dialog>
  );
}
