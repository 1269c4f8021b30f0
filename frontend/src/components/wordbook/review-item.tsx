import { Button } from '../ui/button';

/** Part-of-speech codes as the generators return them. */
export const POS_LABEL: Record<'n' | 'v' | 'a' | 'r', string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/**
 * One generated word in a review list (AI wordbook generator, level-test wordbook): word, part of
 * speech, definition and example, with delete and, when `onEdit` is given, edit buttons.
 */
export function ReviewItem({
  word,
  definition,
  onDelete,
  onEdit,
  disabled = false,
}: {
  word: { text: string; pos: keyof typeof POS_LABEL; example?: string | null };
  /** The definition as it should read (callers may strip a prefix); an empty one is not shown. */
  definition: string;
  onDelete: () => void;
  onEdit?: () => void;
  disabled?: boolean;
}) {
  return (
    <li className="review-item">
      <div className="review-item__body">
        <p className="review-item__word">
          {word.text} <span className="review-item__pos">{POS_LABEL[word.pos]}</span>
        </p>
        {definition ? <p className="review-item__definition">{definition}</p> : null}
        {word.example ? <p className="review-item__example">“{word.example}”</p> : null}
      </div>
      <div className="review-item__actions">
        {onEdit ? <Button icon="pi pi-pencil" variant="text" aria-label={`Edit “${word.text}”`} title="Edit" onClick={onEdit} disabled={disabled} /> : null}
        <Button
          icon="pi pi-trash"
          variant="text"
          className="review-item__delete"
          aria-label={`Delete “${word.text}”`}
          title="Delete"
          onClick={onDelete}
          disabled={disabled}
        />
      </div>
    </li>
  );
}
