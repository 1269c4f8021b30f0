import type { TPlayableMode } from '@wordbook/core/rules/practice-rules';
import { unavailableReasons, WORD_LIST_MAX_HEIGHT_PX } from '@wordbook/core/rules/practice-rules';
import { Checkbox } from 'primereact/checkbox';
import { Button } from '../../../components/ui/button';
import type { TWordRow } from '../lib/setup-rules';
import { PracticePanel } from './practice-panel';

function AvailabilityMark({ row }: { row: TWordRow }) {
  if (row.availability === 'ok') return null;
  const none = row.availability === 'none';
  const label = none ? 'Not available for the selected exercises' : 'Not available for some selected exercises';
  return (
    <span className={`pr-word__mark pr-word__mark--${none ? 'none' : 'partial'}`} title={label}>
      <i className={none ? 'pi pi-times-circle' : 'pi pi-exclamation-triangle'} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * 'Select Words' (document 2, §2.4, §4): Select All / Deselect All and a checkbox per word in a
 * list of at most 420 px. A word no selected mode can use is disabled with a red mark and left
 * out; one some modes cannot use carries a warning; the reasons are written under the word.
 */
export function WordSelectionPanel({
  rows,
  modes,
  loading,
  error,
  onToggle,
  onSelectAll,
  onDeselectAll,
}: {
  rows: TWordRow[] | null;
  modes: readonly TPlayableMode[];
  loading: boolean;
  error: string | null;
  onToggle: (wordId: string, checked: boolean) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
}) {
  const checked = rows?.filter((r) => r.checked).length ?? 0;
  const excluded = rows?.filter((r) => r.availability === 'none').length ?? 0;
  const selectable = (rows?.length ?? 0) - excluded;

  return (
    <PracticePanel
      titleId="pr-words-title"
      icon="pi pi-list"
      title="Select Words"
      className="pr-panel stack"
      tools={
        <div className="pr-panel__actions">
          <Button label="Select All" size="small" variant="outlined" onClick={onSelectAll} disabled={!rows || checked === selectable} />
          <Button label="Deselect All" size="small" variant="text" onClick={onDeselectAll} disabled={!rows || checked === 0} />
        </div>
      }
    >
      {rows ? (
        <p className="pr-panel__summary" aria-live="polite">
          {checked} of {rows.length} {rows.length === 1 ? 'word' : 'words'} selected
          {excluded > 0 ? ` · ${excluded} excluded automatically` : ''}
        </p>
      ) : null}

      {loading && !rows ? (
        <p className="pr-panel__note row">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading words…
        </p>
      ) : error ? (
        <p className="pr-panel__note row pr-panel__note--error" role="alert">
          {error}
        </p>
      ) : rows && rows.length === 0 ? (
        <p className="pr-panel__note row">This wordbook has no words to practise yet. Add words on the wordbook page first.</p>
      ) : rows ? (
        <ul className="pr-words" style={{ maxHeight: WORD_LIST_MAX_HEIGHT_PX }} aria-label="Words" aria-busy={loading}>
          {rows.map((row) => {
            const id = `pr-word-${row.word.id}`;
            const reasons = row.availability === 'ok' ? [] : unavailableReasons(row.word.usableFor, modes);
            return (
              <li key={row.word.id} className={`pr-word pr-word--${row.availability}`}>
                <Checkbox
                  inputId={id}
                  checked={row.checked}
                  disabled={row.availability === 'none'}
                  onChange={(event) => onToggle(row.word.id, Boolean(event.checked))}
                  aria-describedby={reasons.length > 0 ? `${id}-reasons` : undefined}
                />
                <div className="pr-word__body">
                  <label htmlFor={id} className="pr-word__text">
                    {row.word.text}
                  </label>
                  {row.word.meaning ? <span className="pr-word__meaning">{row.word.meaning}</span> : null}
                  {reasons.length > 0 ? (
                    <span id={`${id}-reasons`} className="pr-word__reasons">
                      {row.availability === 'none' ? 'Excluded: ' : ''}
                      {reasons.join(' ')}
                    </span>
                  ) : null}
                </div>
                <AvailabilityMark row={row} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </PracticePanel>
  );
}
