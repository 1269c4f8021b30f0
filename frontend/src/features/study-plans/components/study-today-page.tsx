import { todayIn, weekdayOf } from '@wordbook/core/rules/study-plan-rules';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { getActivePlan } from '../api/plan-calls';
import { DEFAULT_SPLIT, parseSplit, type TSplitSettings } from '../lib/review-split';
import '../study-setup.css';
import '../study-today.css';
import '../study-today-wordbook.css';
import '../study-activity.css';
import { AllPlansDialog } from './today/all-plans-dialog';
import { LinkWordbookDialog } from './today/link-wordbook-dialog';
import { QuickEditDialog } from './today/quick-edit-dialog';
import { ReviewsCard, TestsCard, TodoCard } from './today/review-test-cards';
import { SplitSettingsDialog } from './today/split-settings-dialog';
import { TimezoneDialog } from './today/timezone-dialog';
import { CatchUpDialog, GoalMismatchBanner, PageAlert, SetupRequiredModal, VacationBanner } from './today/today-banners';
import { TodayHeader, type THeaderAction } from './today/today-header';
import { TodaysWordbookCard } from './today/todays-wordbook-card';
import { useDayWordbook } from './today/use-day-wordbook';
import { useTodayActions } from './today/use-today-actions';
import { useTodayKeys } from './today/use-today-keys';
import { VacationRangesDialog } from './today/vacation-ranges-dialog';
import { ActivityCards } from './today/activity-cards';
import { deviceTimeZone } from './use-setup-wizard';
import { useOverview } from './use-overview';

type TDialog = Exclude<THeaderAction, 'vacation'> | 'split' | 'link' | null;

const splitKey = (planId: string) => `wordbook.study.split.${planId}`;

/** /study: the today view of the learner's plan, or of the plan about to start (document 3, §2.4, §2.5). */
export function StudyTodayPage() {
  const { overview, error, syncing, refresh } = useOverview();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [offsets, setOffsets] = useState<number[]>([]);
  const [split, setSplit] = useState<TSplitSettings>(DEFAULT_SPLIT);
  const day = useDayWordbook(overview, refresh, setNotice);
  const actions = useTodayActions(overview, split, refresh, setNotice);
  const planId = overview?.plan?.id;

  // Today's words come back after the plan's offsets (that weekday's list in per-day mode).
  const date = overview?.today?.date;
  useEffect(() => {
    if (!planId || !date) return;
    const controller = new AbortController();
    getActivePlan(controller.signal).then(
      (plan) => {
        if (!plan || plan.id !== planId) return setOffsets([]);
        const byDay = plan.review_offsets_by_day?.[weekdayOf(date)];
        setOffsets(byDay && byDay.length > 0 ? byDay : plan.review_offsets_global);
      },
      () => setOffsets([]),
    );
    return () => controller.abort();
  }, [planId, date]);
  useEffect(() => {
    if (!planId) return;
    try {
      setSplit(parseSplit(JSON.parse(window.localStorage.getItem(splitKey(planId)) ?? 'null')));
    } catch {
      setSplit(DEFAULT_SPLIT);
    }
  }, [planId]);

  const mode = overview?.mode;
  const usable = !error && Boolean(overview?.plan) && (mode === 'active' || mode === 'scheduled');
  const active = usable && mode === 'active' && overview !== null;
  const restDay = Boolean(overview?.today?.restDay);
  const reviewsDue = (overview?.counts?.review ?? 0) > 0;
  const testsDue = (overview?.counts?.tests ?? 0) > 0;

  useTodayKeys({
    q: active && !restDay ? () => setDialog('quick') : null,
    s: active && reviewsDue ? () => setDialog('split') : null,
    t: active && testsDue ? actions.startTest : null,
  });

  if (!overview && !error) return <PageSpinner label="Loading your plan…" />;
  const headerDate = date ?? todayIn(overview?.plan?.timezone ?? deviceTimeZone());
  const linkedWords = overview?.data?.new.wordbooks.reduce((sum, b) => sum + b.wordsCount, 0) ?? 0;
  const goal = overview?.counts?.new ?? 0;
  const mismatch = active && !restDay && (overview?.data?.new.wordbooks.length ?? 0) > 0 && linkedWords > 0 && linkedWords !== goal;
  // The switch's mode, or the plan's behaviour when today falls in one of its vacation ranges.
  const switchedOn = (overview?.plan?.vacationMode ?? 'off') !== 'off';
  const vacationMode = overview?.plan?.vacationToday ?? overview?.plan?.vacationMode ?? 'off';
  const dueReviewDays = overview?.data?.reviews.filter((r) => r.totalWords > 0).length ?? 0;

  return (
    <div className="container page page--normal study-today">
      <TodayHeader
        overview={usable ? overview : null}
        date={headerDate}
        syncing={syncing}
        onStartNow={actions.startNow}
        onAction={(action) => (action === 'vacation' ? void actions.vacation() : setDialog(action))}
      />
      {error ? <PageAlert message={error} onClose={refresh} /> : null}
      {notice ? <PageAlert message={notice} onClose={() => setNotice(null)} /> : null}
      {!usable && !error ? <p className="study-today__empty">No active plan.</p> : null}
      {active && vacationMode !== 'off' ? (
        <VacationBanner
          mode={vacationMode}
          range={switchedOn ? null : (overview?.plan?.vacationRange ?? null)}
          busy={actions.busy === 'vacation'}
          onTurnOff={() => void actions.vacation()}
          onDates={() => setDialog('ranges')}
        />
      ) : null}
      {mismatch ? <GoalMismatchBanner words={linkedWords} goal={goal} busy={actions.busy === 'sync'} onSync={() => void actions.syncGoal(linkedWords)} /> : null}
      {active && overview ? (
        <div className="study-grid">
          <div className="stack study-grid__main">
            <TodaysWordbookCard
              overview={overview}
              offsets={offsets}
              progress={day.progress}
              busy={actions.busy === 'day' || (day.progress !== null && day.progress.percent < 100)}
              actions={{
                onGenerate: () => void day.generate(),
                onCreate: () => void day.create(),
                onLink: () => setDialog('link'),
                onStudy: (id) => void day.study(id),
                onStudyDay: () => void actions.studyDay(),
                onRestDay: () => void actions.restDay(),
              }}
            />
            <TodoCard overview={overview} />
            <div className="study-grid__pair">
              <ReviewsCard overview={overview} split={split} onStart={actions.startReview} onSplit={() => setDialog('split')} />
              <TestsCard overview={overview} busy={actions.busy === 'tests'} onStart={actions.startTest} onMode={(s, r) => void actions.testModes(s, r)} />
            </div>
          </div>
          <ActivityCards planId={overview.plan?.id ?? ''} refreshKey={overview} />
        </div>
      ) : null}
      {usable && mode === 'scheduled' ? <p className="study-today__empty">Your plan starts on {overview?.plan?.start_date}. Start it now, or edit it until then.</p> : null}
      <aside className="study-tip" aria-label="Pro tip">
        <i className="pi pi-lightbulb" aria-hidden="true" />
        <span>
          Pro tip: press <kbd>Q</kbd> for Quick Edit, <kbd>S</kbd> for Split Settings and <kbd>T</kbd> to start a test.
        </span>
      </aside>
      {active && overview ? (
        <>
          <QuickEditDialog open={dialog === 'quick'} overview={overview} onClose={() => setDialog(null)} onSaved={refresh} />
          <VacationRangesDialog open={dialog === 'ranges'} planId={overview.plan?.id ?? ''} today={headerDate} onClose={() => setDialog(null)} onSaved={refresh} />
          <TimezoneDialog open={dialog === 'timezone'} planId={overview.plan?.id ?? ''} current={overview.plan?.timezone ?? ''} onClose={() => setDialog(null)} onSaved={refresh} />
          <CatchUpDialog
            open={dialog === 'catchup'}
            dueWords={overview.counts?.review ?? 0}
            dueDays={dueReviewDays}
            onClose={() => setDialog(null)}
            onSplit={() => setDialog('split')}
            onReview={actions.startReview}
          />
          <SplitSettingsDialog
            open={dialog === 'split'}
            total={overview.counts?.review ?? 0}
            settings={split}
            onClose={() => setDialog(null)}
            onSave={(s) => {
              setSplit(s);
              if (planId) window.localStorage.setItem(splitKey(planId), JSON.stringify(s));
            }}
          />
          <LinkWordbookDialog
            open={dialog === 'link'}
            goal={goal}
            onClose={() => setDialog(null)}
            onLink={async (id, syncTo) => {
              const failure = await day.link(id);
              if (!failure && syncTo !== null) await actions.syncGoal(syncTo);
              return failure;
            }}
          />
        </>
      ) : null}
      <AllPlansDialog open={dialog === 'plans'} onClose={() => setDialog(null)} onChanged={refresh} />
      <SetupRequiredModal open={!usable} />
    </div>
  );
}

