import type { TWordbook } from '@wordbook/core/contract/wordbooks';
import { examMessages as E, latestExamDate } from '@wordbook/core/rules/study-plan-exam';
import { todayIn } from '@wordbook/core/rules/study-plan-rules';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { listWordbooks } from '../../../lib/api/list-wordbooks';
import { refusalMessage } from '../../../lib/api-client';
import { examProposal, type TExamForm } from '../lib/exam-form';
import { PlanDatePicker } from './plan-date-picker';
import { DigitsInput, type StepProps } from './step-parts';

const TARGETS: { label: string; value: TExamForm['examTarget'] }[] = [
  { label: 'A word count', value: 'words' },
  { label: 'One of my wordbooks', value: 'wordbook' },
];

/** The learner's wordbooks, read once when the exam asks for one. */
function useWordbooks(wanted: boolean) {
  const [books, setBooks] = useState<TWordbook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || books) return undefined;
    const controller = new AbortController();
    listWordbooks(controller.signal).then(setBooks, (failure: unknown) => {
      if (!controller.signal.aborted) setError(refusalMessage(failure, 'Failed to load wordbooks'));
    });
    return () => controller.abort();
  }, [wanted, books]);
  return { books, error };
}

/**
 * An optional exam date with what must be learnt by then, and the words per day that finish it a
 * chosen number of days before the exam (counting the plan's study days only); Apply copies it.
 */
export function ExamFields({ form, onChange, timezone }: StepProps & { timezone: string }) {
  const today = todayIn(timezone);
  const { books, error: booksError } = useWordbooks(Boolean(form.examDate) && form.examTarget === 'wordbook');
  const proposal = examProposal(form, {
    today,
    start: form.startNow || !form.scheduledDate ? today : form.scheduledDate,
    daysOfWeek: form.daysOfWeek,
    wordbookWords: (id) => books?.find((b) => b.id === id)?.word_count ?? null,
  });
  return (
    <fieldset className="study-step__fieldset stack study-exam">
      <legend className="study-step__legend study-exam__legend">Preparing for an exam? (optional)</legend>
      <div className="study-field">
        <label htmlFor="exam-date">Exam date</label>
        <PlanDatePicker inputId="exam-date" value={form.examDate} onChange={(examDate) => onChange({ examDate })} min={today} max={latestExamDate(today)} showButtonBar />
      </div>
      {form.examDate ? (
        <>
          <span id="exam-target-label">What to learn before the exam</span>
          <SegmentedControl aria-labelledby="exam-target-label" value={form.examTarget} options={TARGETS} onChange={(examTarget) => onChange({ examTarget })} />
          {form.examTarget === 'words' ? (
            <div className="study-field">
              <label htmlFor="exam-words">Words to learn</label>
              <DigitsInput id="exam-words" value={form.examWords} error={null} onChange={(examWords) => onChange({ examWords })} />
            </div>
          ) : (
            <div className="study-field">
              <label htmlFor="exam-wordbook">Wordbook</label>
              <select id="exam-wordbook" className="p-inputtext p-component" value={form.examWordbookId} onChange={(event) => onChange({ examWordbookId: event.target.value })}>
                <option value="">{books ? 'Choose a wordbook' : 'Loading wordbooks…'}</option>
                {(books ?? []).map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.word_count} words)
                  </option>
                ))}
              </select>
              {booksError ? <small className="study-field__error">{booksError}</small> : null}
            </div>
          )}
          <div className="study-field">
            <label htmlFor="exam-review-days">Days kept for review before the exam</label>
            <DigitsInput id="exam-review-days" value={form.examReviewDays} error={null} onChange={(examReviewDays) => onChange({ examReviewDays })} />
          </div>
          <ExamProposalLine proposal={proposal} onApply={(words) => onChange({ wordsPerDay: String(words), perDayWords: false })} applied={form.wordsPerDay} />
        </>
      ) : null}
    </fieldset>
  );
}

function ExamProposalLine({ proposal, onApply, applied }: { proposal: ReturnType<typeof examProposal>; onApply: (words: number) => void; applied: string }) {
  if (!proposal) return null;
  if (proposal.kind !== 'ok') {
    const text = proposal.kind === 'past' ? E.past : proposal.kind === 'too-close' ? E.tooClose : proposal.message;
    return (
      <p className="study-exam__proposal study-exam__proposal--warn" role="status">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {text}
      </p>
    );
  }
  const isApplied = applied === String(proposal.wordsPerDay);
  return (
    <div className="study-exam__proposal" role="status">
      <p>
        <strong>{proposal.wordsPerDay} words per day</strong> on {proposal.studyDays} study days finish the new words by {proposal.lastNewWordsDay}, leaving the last days for review.
        {proposal.capped ? ` ${E.capped}` : ''}
      </p>
      <Button
        size="small"
        variant={isApplied ? 'outlined' : 'primary'}
        icon={isApplied ? 'pi pi-check' : 'pi pi-arrow-up'}
        label={isApplied ? 'Applied' : `Apply ${proposal.wordsPerDay} words/day`}
        disabled={isApplied}
        onClick={() => onApply(proposal.wordsPerDay)}
      />
    </div>
  );
}
