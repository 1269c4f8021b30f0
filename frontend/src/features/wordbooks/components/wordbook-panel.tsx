import { wordbookMessages } from '@wordbook/core/rules/wordbook-rules';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/wordbook/empty-state';
import { FirstSteps } from './first-steps';
import { useDashboard } from './dashboard-context';
import { OFFLINE_NOTE } from './offline-note';
import { WordbookView } from './wordbook-view';

export const NO_WORDBOOK_SELECTED = 'Please select or create a wordbook from the sidebar.';

/** The main area: the open wordbook, or one of the two empty states of document 1, §2. */
export function WordbookPanel() {
  const { wordbookId } = useParams();
  const { list, online, openCreate, user } = useDashboard();

  if (!wordbookId) {
    return (
      <div className="wb-view stack">
        {user.level === null ? <FirstSteps /> : null}
        <EmptyState icon="pi pi-book" message={NO_WORDBOOK_SELECTED}>
          <Button
            label="New wordbook"
            icon="pi pi-plus"
            variant="outlined"
            onClick={openCreate}
            disabled={!online}
            tooltip={online ? undefined : OFFLINE_NOTE}
            tooltipOptions={{ showOnDisabled: true }}
          />
        </EmptyState>
      </div>
    );
  }

  const wordbook = list.wordbooks.find((w) => w.id === wordbookId);
  if (!wordbook) {
    if (list.status === 'loading') {
      return (
        <div className="wb-empty stack">
          <Spinner label="Loading the wordbook…" />
        </div>
      );
    }
    if (list.status === 'failed') return <EmptyState icon="pi pi-exclamation-circle" message="Your wordbooks could not be loaded. Please try again later." />;
    return <EmptyState icon="pi pi-question-circle" message={wordbookMessages.notFound} />;
  }
  return <WordbookView key={wordbook.id} wordbook={wordbook} />;
}
