import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The practice history's sidebar of wordbooks (document 2, §2.6): each opens that wordbook's
 * practice history. Oldest first, like the dashboard's; on phones it folds into a toggle.
 */
export function HistorySidebar({
  wordbooks,
  status,
  currentId,
}: {
  wordbooks: TWordbook[];
  status: 'loading' | 'ready' | 'failed';
  currentId: string | undefined;
}) {
  const [open, setOpen] = useState(!currentId);
  const listId = useId();
  const current = wordbooks.find((w) => w.id === currentId);
  const sorted = [...wordbooks].sort((a, b) => a.created_at.localeCompare(b.created_at));

  useEffect(() => setOpen(!currentId), [currentId]);

  return (
    <aside className={`dashboard__sidebar surface-card${open ? ' dashboard__sidebar--open' : ''}`} aria-labelledby={`${listId}-title`}>
      <div className="wb-nav__head cluster">
        <h2 id={`${listId}-title`} className="wb-nav__title">
          Your Wordbooks
        </h2>
        <button type="button" className="wb-nav__toggle" aria-expanded={open} aria-controls={`${listId}-body`} onClick={() => setOpen(!open)}>
          <span className="wb-nav__toggle-label">{current ? current.name : `${wordbooks.length} wordbooks`}</span>
          <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Hide wordbooks' : 'Show wordbooks'}</span>
        </button>
      </div>
      <div id={`${listId}-body`} className="wb-nav__body">
        {status === 'loading' && wordbooks.length === 0 ? (
          <div className="wb-nav__loading">
            <Spinner size={32} label="Loading wordbooks…" />
          </div>
        ) : sorted.length === 0 ? (
          <p className="wb-nav__empty">{status === 'failed' ? 'Your wordbooks could not be loaded.' : 'No wordbooks yet.'}</p>
        ) : (
          <nav aria-label="Wordbooks">
            <ul className="wb-nav__list">
              {sorted.map((wordbook) => (
                <li key={wordbook.id}>
                  <NavLink to={`/dashboard/practice/${wordbook.id}`} className="wb-nav__item row">
                    <i className="pi pi-history wb-nav__icon" aria-hidden="true" />
                    <span className="wb-nav__name" title={wordbook.name}>
                      {wordbook.name}
                    </span>
                    <span className="wb-nav__marks">
                      {wordbook.is_main ? (
                        <span className="wb-nav__main" title="Main wordbook">
                          <i className="pi pi-bookmark-fill" aria-hidden="true" />
                          <span className="visually-hidden">(main)</span>
                        </span>
                      ) : null}
                      {wordbook.is_favorite ? (
                        <span className="wb-nav__fav" title="Favorite">
                          <i className="pi pi-star-fill" aria-hidden="true" />
                          <span className="visually-hidden">(favorite)</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="wb-nav__count pill" title={`${wordbook.word_count} ${wordbook.word_count === 1 ? 'word' : 'words'}`}>
                      {wordbook.word_count}
                      <span className="visually-hidden"> {wordbook.word_count === 1 ? 'word' : 'words'}</span>
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </aside>
  );
}
