import type { TPracticeCheckResponse, TPracticeWord } from '@wordbook/core/contract/practice';
import {
  ACCESS_DENIED_REDIRECT_MS,
  NUM_CHOICES_DEFAULT,
  PLAYABLE_MODES,
  PRACTICE_MESSAGES as M,
  REQUIRED_CORRECT_MAX,
  type TPlayableMode,
} from '@wordbook/core/rules/practice-rules';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useNotify } from '../../../components/notice/notice-atoms';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { checkPracticeAccess } from '../api/check-practice-access';
import { createPracticeSession } from '../api/create-practice-session';
import { getActiveSession } from '../api/get-active-session';
import { getWordsForPractice } from '../api/get-words-for-practice';
import {
  chunkState,
  clampChunkText,
  clampRequired,
  progressSteps,
  selectedModes,
  sessionRequest,
  setupProblem,
  suggestedChunkSize,
  UNTOUCHED_CHUNK,
  usableWordCount,
  wordRows,
  type TChunkInput,
  type TModeChoices,
} from '../lib/setup-rules';
import { AdvancedSettings, type TAdvancedValues } from './advanced-settings';
import { ExerciseTypesPanel } from './exercise-types-panel';
import { ResumeDialog, type TResumeData } from './resume-dialog';
import { WordSelectionPanel } from './word-selection-panel';
import { EmptyState } from '../../../components/wordbook/empty-state';
import { refusalMessage, isAbort } from '../../../lib/api-client';
import { useAtom, useAtomValue } from '../../../lib/jotai';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { sessionAtom } from '../../auth/atoms/session-atom';
import { OfflinePracticeRound } from './offline-practice-round';
import { lastSetupChoicesAtom, rememberedModes } from '../atoms/setup-choices-atom';

type TAccess = { status: 'checking' } | { status: 'denied' } | { status: 'ok'; wordbook: TPracticeCheckResponse['wordbook'] };

/** /practice/{wordbookId}: a fresh setup for each wordbook. */
export function PracticeSetupPage() {
  const { wordbookId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const online = useOnlineStatus();
  // Offline, the round on this device; it stays when the connection returns, so no answer is lost
  // mid-round, but only for its wordbook: another wordbook opened online gets its setup.
  const [offlineRoundFor, setOfflineRoundFor] = useState(online ? null : wordbookId);
  useEffect(() => {
    if (!online) setOfflineRoundFor(wordbookId);
  }, [online, wordbookId]);
  if (offlineRoundFor === wordbookId && session.status === 'known' && session.user) return <OfflinePracticeRound key={wordbookId} userId={session.user.id} wordbookId={wordbookId} />;
  return <PracticeSetup key={wordbookId} wordbookId={wordbookId} />;
}

/**
 * Practice setup (document 2, §2.4, §4, §5): the access check, 'Select Words', 'Exercise Types',
 * 'Advanced Settings', the sticky 'Start Practice' and the resume modal.
 */
function PracticeSetup({ wordbookId }: { wordbookId: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [access, setAccess] = useState<TAccess>({ status: 'checking' });
  const [words, setWords] = useState<TPracticeWord[] | null>(null);
  const [wordsLoading, setWordsLoading] = useState(false);
  const [wordsError, setWordsError] = useState<string | null>(null);
  const [requiredMax, setRequiredMax] = useState(REQUIRED_CORRECT_MAX);
  // The last started session's choices come back (a session's own flag may lower the sliders' max below).
  const [lastChoices, setLastChoices] = useAtom(lastSetupChoicesAtom);
  const [modes, setModes] = useState<TModeChoices>(() => rememberedModes(lastChoices));
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(() => new Set());
  const [advanced, setAdvanced] = useState<TAdvancedValues>(() => ({ useAllAiData: false, showProgress: true, numChoices: NUM_CHOICES_DEFAULT, ...lastChoices?.advanced }));
  const [chunkInput, setChunkInput] = useState<TChunkInput>(UNTOUCHED_CHUNK);
  const [resume, setResume] = useState<TResumeData | null>(null);
  /** The resume modal came from pressing Start: New Session starts at once. */
  const [resumeFromStart, setResumeFromStart] = useState(false);
  const [forceNew, setForceNew] = useState(false);
  const [starting, setStarting] = useState(false);

  // The access check, then the unfinished session (if any) for the resume modal.
  useEffect(() => {
    const controller = new AbortController();
    let redirect: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        const checked = await checkPracticeAccess(wordbookId, controller.signal);
        setAccess({ status: 'ok', wordbook: checked.wordbook });
      } catch (error) {
        if (isAbort(error)) return;
        setAccess({ status: 'denied' });
        redirect = setTimeout(() => navigate('/dashboard', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
        return;
      }
      try {
        const active = await getActiveSession(wordbookId, controller.signal);
        if (active.active && active.sessionId) {
          setResume({ sessionId: active.sessionId, createdAt: active.created_at, progressDone: active.progress_done, progressTotal: active.progress_total });
        }
      } catch (error) {
        // Without the prompt, Start still finds the unfinished session (409) and asks then.
        if (!isAbort(error)) console.warn('Could not look for an unfinished practice session.', error);
      }
    })();
    return () => {
      controller.abort();
      if (redirect) clearTimeout(redirect);
    };
  }, [wordbookId, navigate]);

  // The words and what each mode can do with them; 'Use AI data' changes what is usable.
  const accessOk = access.status === 'ok';
  useEffect(() => {
    if (!accessOk) return;
    const controller = new AbortController();
    setWordsLoading(true);
    setWordsError(null);
    getWordsForPractice(wordbookId, advanced.useAllAiData, controller.signal)
      .then((answer) => {
        setWords(answer.words);
        setRequiredMax(answer.requiredCorrectMax);
        setModes((current) => clampRequired(current, answer.requiredCorrectMax));
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setWordsError(refusalMessage(error, 'The words could not be loaded. Please try again.'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setWordsLoading(false);
      });
    return () => controller.abort();
  }, [accessOk, wordbookId, advanced.useAllAiData]);

  const modeList = useMemo(() => selectedModes(modes), [modes]);
  const rows = useMemo(() => (words ? wordRows(words, modeList, deselected) : null), [words, modeList, deselected]);
  const usableWords = rows ? usableWordCount(rows, modeList) : 0;
  const steps = rows ? progressSteps(rows, modes) : 0;
  const chunk = chunkState(chunkInput, usableWords, modeList.length);
  const problem = rows ? setupProblem({ rows, modeCount: modeList.length, usableWords, chunk }) : null;
  const wordCounts = useMemo(() => {
    if (!rows) return null;
    const counts = Object.fromEntries(PLAYABLE_MODES.map((m) => [m, 0])) as Record<TPlayableMode, number>;
    for (const row of rows) if (!deselected.has(row.word.id)) for (const m of PLAYABLE_MODES) if (row.word.usableFor[m]) counts[m] += 1;
    return counts;
  }, [rows, deselected]);

  async function start(force: boolean) {
    if (!rows || problem || starting) return;
    setStarting(true);
    try {
      const outcome = await createPracticeSession(
        sessionRequest({ wordbookId, modes, rows, ...advanced, chunk, forceNew: force }),
      );
      if (outcome.kind === 'exists') {
        const { existing } = outcome;
        setResumeFromStart(true);
        setResume({ sessionId: existing.sessionId, createdAt: existing.created_at, progressDone: existing.progress_done, progressTotal: existing.progress_total });
        setStarting(false);
        return;
      }
      setLastChoices({ modes, advanced });
      navigate(`/practice/session/${outcome.session.sessionId}`);
    } catch (error) {
      setStarting(false);
      notify.error(refusalMessage(error, M.startFailed));
    }
  }

  function chooseNewSession() {
    setResume(null);
    setForceNew(true);
    if (resumeFromStart) {
      setResumeFromStart(false);
      void start(true);
    }
  }

  if (access.status === 'denied') {
    return (
      <div className="container page page--narrow">
        <EmptyState icon="pi pi-lock" message={M.wordbookAccessDeniedRedirecting} alert />
      </div>
    );
  }
  if (access.status === 'checking') return <PageSpinner label="Checking the wordbook…" />;

  const { wordbook } = access;
  return (
    <div className="container page page--normal pr-setup">
      <LinkButton to={`/dashboard/${wordbookId}`} variant="text" size="small" icon="pi pi-arrow-left" className="pr-back">
        Back
      </LinkButton>
      <header className="page__header pr-setup__header">
        <span className="page__icon" aria-hidden="true">
          <i className="pi pi-sliders-h" />
        </span>
        <div className="page__heading">
          <h1 className="page__title">Practice Setup</h1>
          <p className="page__description">
            <span className="pr-setup__book">{wordbook.name}</span> · {wordbook.wordCount} {wordbook.wordCount === 1 ? 'word' : 'words'}
          </p>
        </div>
      </header>

      <div className="pr-setup__grid">
        <WordSelectionPanel
          rows={rows}
          modes={modeList}
          loading={wordsLoading}
          error={wordsError}
          onToggle={(id, checked) =>
            setDeselected((current) => {
              const next = new Set(current);
              if (checked) next.delete(id);
              else next.add(id);
              return next;
            })
          }
          onSelectAll={() => setDeselected(new Set())}
          onDeselectAll={() => setDeselected(new Set(words?.map((w) => w.id) ?? []))}
        />
        <ExerciseTypesPanel modes={modes} requiredMax={requiredMax} wordCounts={wordCounts} onChange={(mode, next) => setModes((current) => ({ ...current, [mode]: next }))} />
      </div>

      <AdvancedSettings
        values={advanced}
        chunk={chunk}
        onChange={setAdvanced}
        onChunkToggle={(enabled) =>
          setChunkInput({ touched: true, enabled, text: enabled && !/^\d+$/.test(chunk.text.trim()) ? String(suggestedChunkSize(usableWords)) : chunk.text })
        }
        onChunkText={(text) => setChunkInput({ touched: true, enabled: true, text: text.replace(/\s+/g, '') })}
        onChunkBlur={() => setChunkInput((current) => ({ ...current, touched: true, text: clampChunkText(chunk.text, usableWords) }))}
      />

      <section className="pr-start cluster" aria-label="Start">
        <div className="pr-start__summary stack">
          {rows ? (
            <span>
              <strong>{usableWords}</strong> {usableWords === 1 ? 'word' : 'words'} · <strong>{modeList.length}</strong>{' '}
              {modeList.length === 1 ? 'exercise type' : 'exercise types'} · <strong>{steps}</strong> correct {steps === 1 ? 'answer' : 'answers'} to finish
              {chunk.value > 0 ? ` · a break every ${chunk.value}` : ''}
            </span>
          ) : (
            <span>Loading words…</span>
          )}
          {problem ? (
            <span id="pr-start-problem" className="pr-start__problem">
              <i className="pi pi-exclamation-circle" aria-hidden="true" /> {problem}
            </span>
          ) : null}
        </div>
        <Button
          label="Start Practice"
          icon="pi pi-play"
          size="large"
          loading={starting}
          disabled={!rows || problem !== null || starting}
          aria-describedby={problem ? 'pr-start-problem' : undefined}
          onClick={() => void start(forceNew)}
        />
      </section>

      <ResumeDialog resume={resume} busy={starting} onNewSession={chooseNewSession} onContinue={(id) => navigate(`/practice/session/${id}`)} />
    </div>
  );
}
