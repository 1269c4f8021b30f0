import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';

/** The wordbook's type (free, planned, generated): 'free' means one the learner made, not the plan. */
const TYPE_LABELS: Record<TWordbook['type'], string> = { free: 'Personal', planned: 'Study plan', generated: 'AI generated' };

/** Type, main, favorite and word-count badges of a wordbook; `children` adds further `<li>` badges. */
export function WordbookBadges({ wordbook, children }: { wordbook: Pick<TWordbook, 'type' | 'is_main' | 'is_favorite' | 'word_count'>; children?: ReactNode }) {
  const count = `${wordbook.word_count} ${wordbook.word_count === 1 ? 'word' : 'words'}`;
  return (
    <ul className="wb-badges" aria-label="Badges">
      <li>
        <Tag value={TYPE_LABELS[wordbook.type]} className="wb-badge wb-badge--type" />
      </li>
      {wordbook.is_main ? (
        <li>
          <Tag value="Main" icon="pi pi-bookmark-fill" className="wb-badge wb-badge--main" />
        </li>
      ) : null}
      {wordbook.is_favorite ? (
        <li>
          <Tag value="Favorite" icon="pi pi-star-fill" className="wb-badge wb-badge--favorite" />
        </li>
      ) : null}
      <li>
        <Tag value={count} className="wb-badge wb-badge--count" />
      </li>
      {children}
    </ul>
  );
}
