import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { SPLIT_BOUNDS, clampSetting, splitReviews, type TSplitOrder, type TSplitSettings } from '../../lib/review-split';

function Range({ id, label, field, value, onChange }: { id: string; label: string; field: keyof typeof SPLIT_BOUNDS; value: number; onChange: (v: number) => void }) {
  const b = SPLIT_BOUNDS[field];
  return (
    <label className="stack study-field" htmlFor={id}>
      <span className="study-field__label">
        {label}: <strong>{value}</strong>
      </span>
      <input id={id} type="range" min={b.min} max={b.max} step={b.step} value={value} onChange={(e) => onChange(clampSetting(field, Number(e.target.value)))} />
      <span className="study-step__note">
        {b.min}–{b.max}
        {b.step > 1 ? `, step ${b.step}` : ''}
      </span>
    </label>
  );
}

/** Split Settings (tabs Mode and Preview): by chunk size, or by days spread with a daily maximum, and the order. */
export function SplitSettingsDialog({
  open,
  total,
  settings,
  onClose,
  onSave,
}: {
  open: boolean;
  total: number;
  settings: TSplitSettings;
  onClose: () => void;
  onSave: (s: TSplitSettings) => void;
}) {
  const [draft, setDraft] = useState(settings);
  const [tab, setTab] = useState(0);
  useEffect(() => {
    if (open) {
      setDraft(settings);
      setTab(0);
    }
  }, [open, settings]);
  const set = (patch: Partial<TSplitSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const chunks = splitReviews(total, draft);

  return (
    <Dialog open={open} onClose={onClose} header="Split Settings" className="study-dialog" style={{ width: '30rem' }}>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} className="study-split-tabs">
        <TabPanel header="Mode">
          <div className="stack study-dialog__body">
            <SegmentedControl
              aria-label="Split by"
              value={draft.mode}
              options={[
                { label: 'By chunk size', value: 'chunk' },
                { label: 'By days spread', value: 'days' },
              ]}
              onChange={(mode) => set({ mode })}
            />
            {draft.mode === 'chunk' ? (
              <Range id="split-chunk" label="Chunk size" field="chunkSize" value={draft.chunkSize} onChange={(chunkSize) => set({ chunkSize })} />
            ) : (
              <>
                <Range id="split-days" label="Days spread" field="spreadDays" value={draft.spreadDays} onChange={(spreadDays) => set({ spreadDays })} />
                <Range id="split-max" label="Max per day" field="maxPerDay" value={draft.maxPerDay} onChange={(maxPerDay) => set({ maxPerDay })} />
              </>
            )}
            <label className="stack study-field" htmlFor="split-order">
              <span className="study-field__label">Order</span>
              <select id="split-order" className="p-inputtext study-field__select" value={draft.order} onChange={(e) => set({ order: e.target.value as TSplitOrder })}>
                <option value="oldest">Oldest first</option>
                <option value="hardest">Hardest first</option>
                <option value="shuffle">Shuffle</option>
              </select>
            </label>
          </div>
        </TabPanel>
        <TabPanel header="Preview">
          <div className="stack study-dialog__body">
            <p className="study-step__note">
              {total} review {total === 1 ? 'word' : 'words'} due today.
            </p>
            <ol className="study-chunks" aria-label="Chunk preview">
              {chunks.map((c) => (
                <li key={c.label} className="study-chunks__item">
                  <span>{c.label}</span>
                  <span className="study-step__note">{c.words} words</span>
                </li>
              ))}
            </ol>
          </div>
        </TabPanel>
      </TabView>
      <div className="button-row study-dialog__buttons">
        <Button variant="text" label="Cancel" onClick={onClose} />
        <Button
          label="Save"
          icon="pi pi-check"
          onClick={() => {
            onSave(draft);
            onClose();
          }}
        />
      </div>
    </Dialog>
  );
}
