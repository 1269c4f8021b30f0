import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { TEST_MODE_LABELS, VACATION_LABELS, selectedDays, wordsSummary, type TWizardForm } from '../lib/wizard-form';

type Props = {
  open: boolean;
  onClose: () => void;
  form: TWizardForm;
  showStart: boolean;
  saveLabel: string;
  saving: boolean;
  error: string | null;
  onSave: () => void;
};

const reviewSummary = (form: TWizardForm) =>
  form.perDayOffsets
    ? selectedDays(form)
        .map((d) => `${d}: ${form.reviewOffsetsByDay[d].map((e) => (e.preset === 'other' ? e.custom || '—' : e.preset)).join(', ')}`)
        .join('; ')
    : `After ${form.reviewOffsetsGlobal.join(', ')} days`;

/** The plan at a glance before it is saved, with the 'All set!' card holding the save button. */
export function PlanSummaryDialog({ open, onClose, form, showStart, saveLabel, saving, error, onSave }: Props) {
  const sections: { title: string; lines: string[] }[] = [
    {
      title: 'Start & Days',
      lines: [
        ...(showStart ? [form.startNow ? 'Starts now' : `Starts on ${form.scheduledDate}`] : []),
        `Study days: ${selectedDays(form).join(', ')}`,
      ],
    },
    {
      title: 'New Words',
      lines: [wordsSummary(form), ...(form.examDate ? [`Exam on ${form.examDate}, with ${form.examReviewDays} days for review`] : [])],
    },
    { title: 'Review', lines: [reviewSummary(form)] },
    { title: 'Tests', lines: [`After study: ${TEST_MODE_LABELS[form.testAfterStudy]}`, `After review: ${TEST_MODE_LABELS[form.testAfterReview]}`] },
    {
      title: 'Extras',
      lines: [`Vacation: ${VACATION_LABELS[form.vacationBehaviorOnEnable]}`, `Reminder: ${form.reminderEnabled ? form.reminderTime : 'Off'}`],
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} header="Your study plan" className="study-summary">
      <div className="stack">
        {sections.map((section) => (
          <section key={section.title} className="study-summary__section" aria-label={section.title}>
            <h3 className="study-summary__title">{section.title}</h3>
            {section.lines.map((line) => (
              <p key={line} className="study-summary__line">
                {line}
              </p>
            ))}
          </section>
        ))}
        <section className="study-summary__done surface-card stack" aria-label="All set!">
          <h3 className="study-summary__title">All set!</h3>
          <p className="study-summary__line">Save the plan and go to today's study.</p>
          {error ? (
            <p className="study-alert" role="alert">
              {error}
            </p>
          ) : null}
          <Button label={saveLabel} icon="pi pi-check" loading={saving} disabled={saving} onClick={onSave} />
        </section>
      </div>
    </Dialog>
  );
}
