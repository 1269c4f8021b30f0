import type { TAiLimits } from '@wordbook/core/contract/session';
import { type ReactNode, useEffect, useId } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { AiPointsBar } from '../../../components/ui/ai-points-bar';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { useAtom } from '../../../lib/jotai';
import { sidebarOpenAtom, wordbookOrderAtom } from '../atoms/dashboard-atoms';
import { sortWordbooks, type WordbookOrder } from '../lib/word-rules';
import { OFFLINE_NOTE } from './offline-note';
import type { LocalWordbook, WordbookList } from './use-wordbook-list';

const ORDER_OPTIONS: { label: string; value: WordbookOrder }[] = [
  { label: 'Oldest', value: 'oldest' },
  { label: 'Newest', value: 'newest' },
];

function SidebarItem({ wordbook }: { wordbook: LocalWordbook }) {
  const count = `${wordbook.word_count} ${wordbook.word_count === 1 ? 'word' : 'words'}`;
  const marks = (
    <span className="wb-nav__marks">
      {wordbook.is_main ? <span className="wb-nav__main" title="Main wordbook">
          <i className="pi pi-bookmark-fill" aria-hidden="true" />
          <span className="visually-hidden">(main)</span>
        </span> : null}
      {wordbook.is_favorite ? <span className="wb-nav__fav" title="Favorite">
          <i className="pi pi-star-fill" aria-hidden="true" />
          <span className="visually-hidden">(favorite)</span>
        </span> : null}
    </span>
  );
  if (wordbook.pending) {
    return (
      <span className="wb-nav__item row wb-nav__item--pending" aria-busy="true">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />
        <span className="wb-nav__name">{wordbook.name}</span>
        <span className="visually-hidden">(saving…)</span>
      </span>
    );
  }
  return (
    <NavLink to={`/dashboard/${wordbook.id}`} className="wb-nav__item row">
      <i className="pi pi-book wb-nav__icon" aria-hidden="true" />
      {/* The whole name on hover: names alike are cut alike. */}
      <span className="wb-nav__name" title={wordbook.name}>
        {wordbook.name}
      </span>
      {marks}
      <span className="wb-nav__count pill" title={count}>
        {wordbook.word_count}
        <span className="visually-hidden"> {wordbook.word_count === 1 ? 'word' : 'words'}</span>
      </span>
    </NavLink>
  );
}

/** The 'Your Wordbooks' sidebar (document 1, §2): add, sort, pick. On phones it folds into a toggle. */
export function WordbookSidebar({
  list,
  online,
  isPro,
  aiLimits,
  onAdd,
  footer,
}: {
  list: WordbookList;
  online: boolean;
  isPro: boolean;
  aiLimits: TAiLimits | null;
  onAdd: () => void;
  /** Extra actions under the list, supplied by the app (e.g. the AI wordbook generator). */
  footer?: ReactNode;
}) {
  const [order, setOrder] = useAtom(wordbookOrderAtom);
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const { wordbookId } = useParams();
  const listId = useId();
  const sorted = sortWordbooks(list.wordbooks, order);
  const current = list.wordbooks.find((w) => w.id === wordbookId);

  // A phone shows the list folded once a wordbook is open, and unfolded when none is.
  useEffect(() => setOpen(!wordbookId), [wordbookId, setOpen]);

  return (
    <aside className={`dashboard__sidebar surface-card${open ? ' dashboard__sidebar--open' : ''}`} aria-labelledby={`${listId}-title`}>
      {!isPro && aiLimits ? (
        <div className="dashboard__points">
          <AiPointsBar remaining={aiLimits.remaining} maxPoints={aiLimits.maxPoints} percentLeft={aiLimits.percentLeft} />
        </div>
      ) : null}
      <div className="wb-nav__head cluster">
        <h2 id={`${listId}-title`} className="wb-nav__title">
          Your Wordbooks
        </h2>
        <Button
          icon="pi pi-plus"
          size="small"
          aria-label={online ? 'Add wordbook' : `Add wordbook (${OFFLINE_NOTE})`}
          tooltip={online ? 'Add wordbook' : OFFLINE_NOTE}
          tooltipOptions={{ position: 'bottom', showOnDisabled: true }}
          disabled={!online}
          onClick={onAdd}
        />
        <button
          type="button"
          className="wb-nav__toggle"
          aria-expanded={open}
          aria-controls={`${listId}-body`}
          onClick={() => setOpen(!open)}
        >
          <span className="wb-nav__toggle-label">{current ? current.name : `${list.wordbooks.length} ${list.wordbooks.length === 1 ? 'wordbook' : 'wordbooks'}`}</span>
          <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Hide wordbooks' : 'Show wordbooks'}</span>
        </button>
      </div>
      <div id={`${listId}-body`} className="wb-nav__body">
        <div className="wb-nav__sort row">
          <span id={`${listId}-sort`} className="wb-nav__sort-label">
            Sort
          </span>
          <SegmentedControl value={order} options={ORDER_OPTIONS} onChange={setOrder} aria-labelledby={`${listId}-sort`} />
        </div>
        {list.status === 'loading' && list.wordbooks.length === 0 ? (
          <div className="wb-nav__loading">
            <Spinner size={32} label="Loading wordbooks…" />
          </div>
        ) : sorted.length === 0 ? (
          <p className="wb-nav__empty">{list.status === 'failed' ? 'Your wordbooks could not be loaded.' : 'No wordbooks yet. Add your first one.'}</p>
        ) : (
          <nav aria-label="Wordbooks">
            <ul className="wb-nav__list">
              {sorted.map((wordbook) => (
                <li key={wordbook.id}>
                  <SidebarItem wordbook={wordbook} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {list.fromCache ? <p className="wb-nav__cache-note">Showing the wordbooks saved on this device.</p> : null}
        {footer ? <div className="wb-nav__footer">{footer}</div> : null}
      </div>
    </aside>
  );
}
