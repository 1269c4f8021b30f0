import { WORDS_PER_DAY_MAX, WORDS_PER_DAY_MIN } from '@wordbook/core/rules/study-plan-rules';
import { useEffect, useState } from 'react';
import { refusalMessage } from '../../../../lib/api-client';
import type { TOverview, TTestMode } from '../../api/overview-calls';
import { clearWordsOverride, setTestsOverride, setWordsOverride } from '../../api/today-calls';
import { TEST_MODE_OPTIONS } from '../../lib/wizard-form';
import { StudyFormDialog } from './study-form-dialog';


/** Quick Edit's words field: blank means the plan's default, anything else is clamped to 1–1000 (§5.2). */
export function clampWords(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Math.round(Number(trimmed));
  if (!Number.isFinite(value)) return null;
  return Math.min(WORDS_PER_DAY_MAX, Math.max(WORDS_PER_DAY_MIN, value));
}

/** Quick Edit (today only): today's new-word goal and the two tests, each saved as a day override. */
export function QuickEditDialog({ open, overview, onClose, onSaved }: { open: boolean; overview: TOverview; onClose: () => void; onSaved: () => void }) {
  const today = overview.today;
  const tests = overview.data?.tests;
  const [words, setWords] = useState('');
  const [study, setStudy] = useState<TTestMode>('all');
  const [review, setReview] = useState<TTestMode>('random');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setWords(today?.overrideWords != null ? String(today.overrideWords) : '');
    setStudy(tests?.study.mode ?? 'all');
    setReview(tests?.review.mode ?? 'random');
    setError(null);
  }, [open, today?.overrideWords, tests?.study.mode, tests?.review.mode]);

  const save = async () => {
    const planId = overview.plan?.id;
    const date = today?.date;
    if (!planId || !date) return;
    setBusy(true);
    setError(null);
    const count = clampWords(words);
    let step = count === null ? 'Failed to delete words override' : 'Failed to upsert words override';
    try {
      if (count === null) {
        if (today?.overrideWords != null) await clearWordsOverride(planId, date);
      } else await setWordsOverride(planId, date, count);
      if (study !== tests?.study.mode || review !== tests?.review.mode) {
        step = 'Failed to upsert tests override';
        await setTestsOverride(planId, date, study, review);
      }
      onSaved();
      onClose();
    } catch (failure) {
      setError(refusalMessage(failure, step));
    } finally {
      setBusy(false);
    }
  };

  const testField = (id: string, label: string, value: TTestMode, set: (v: TTestMode) => void) => (
    <label className="stack study-field" htmlFor={id}>
      <span className="study-field__label">{label}</span>
      <select id={id} className="p-inputtext study-field__select" value={value} onChange={(e) => set(e.target.value as TTestMode)}>
        {TEST_MODE_OPTIONS.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <StudyFormDialog open={open} header="Quick Edit" busy={busy} error={error} submitLabel="Apply" onClose={onClose} onSubmit={() => void save()}>
      <p className="study-step__note">Changes apply to today ({today?.date}) only.</p>
      <label className="stack study-field" htmlFor="quick-edit-words">
        <span className="study-field__label">New words today</span>
        <input
          id="quick-edit-words"
          className="p-inputtext"
          inputMode="numeric"
          value={words}
          placeholder={`Plan default: ${today?.planWords ?? ''}`}
          onChange={(e) => setWords(e.target.value)}
          onBlur={() => {
            const count = clampWords(words);
            setWords(count === null ? '' : String(count));
          }}
        />
        <span className="study-step__note">1–1000; leave blank to use the plan's default.</span>
      </label>
      {testField('quick-edit-study', 'Test after study', study, setStudy)}
      {testField('quick-edit-review', 'Test after review', review, setReview)}
    </StudyFormDialog>
  );
}
