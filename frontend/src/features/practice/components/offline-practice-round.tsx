import type { TAnswerResponse } from '@wordbook/core/contract/practice';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TWord } from '@wordbook/core/contract/wordbooks';
import { Button, LinkButton } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/wordbook/empty-state';
import { useAtom } from '../../../lib/jotai';
import { offlineStore } from '../../../lib/offline-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { readCachedWordbooks, readCachedWords } from '../../wordbooks/lib/offline-cache';
import { autoAdvanceAtom } from '../atoms/auto-advance-atom';
import { pickBanner } from '../lib/feedback';
import { sendQueuedAnswers } from '../lib/offline-answer-sync';
import { judgeOffline, makeOfflineRound, OFFLINE_REQUEUE_AFTER_WRONG, type TOfflineQuestion } from '../lib/offline-round';
import { FeedbackBanner } from './feedback-banner';
import { QuestionView } from './question-view';
import { SessionProgress } from './session-progress';
import { useAutoAdvance, usePracticeKeys } from './use-practice-keys';

export const OFFLINE_PRACTICE_TEXT = {
  title: 'Offline practice',
  note: 'You are offline. Your answers are saved on this device and sent when you are back online; your progress counts once they arrive.',
  backOnline: 'You are back online. Your answers are being sent.',
  notSaved: 'The words of this wordbook are not saved on this device, so it cannot be practised offline. Open it once while online to practise it later without a connection.',
  nothingToAsk: 'None of the saved words of this wordbook has a meaning yet, so there is nothing to practise offline.',
  finished: 'Round finished',
  saved: (n: number) => `${n} ${n === 1 ? 'answer is' : 'answers are'} saved on this device and will be sent when you are back online.`,
  sent: 'Your answers have been sent.',
} as const;

type TRound = { status: 'loading' } | { status: 'not-saved' } | { status: 'nothing' } | { status: 'ready'; name: string; words: TWord[]; total: number };

type TTurn = { phase: 'question' | 'feedback'; chosen: number | string | null; result: TAnswerResponse | null; phrase: string | null };
const FRESH_TURN: TTurn = { phase: 'question', chosen: null, result: null, phrase: null };

/**
 * Practice without a connection (document 1, §4 "Offline"): a round made on this device from the
 * wordbook's saved words, shown with the session screen's question and feedback. Each answer is
 * queued in IndexedDB with the question it answers and sent when the connection returns; the
 * server judges it again then, and only its verdict counts.
 */
export function OfflinePracticeRound({ userId, wordbookId }: { userId: string; wordbookId: string }) {
  const online = useOnlineStatus();
  const [autoAdvance] = useAtom(autoAdvanceAtom);
  const [round, setRound] = useState<TRound>({ status: 'loading' });
  const [queue, setQueue] = useState<TOfflineQuestion[]>([]);
  const [turn, setTurn] = useState<TTurn>(FRESH_TURN);
  const [answered, setAnswered] = useState(0);
  // Counts the questions shown: a word that comes back is a new question, drawn afresh.
  const [asked, setAsked] = useState(0);
  const [waiting, setWaiting] = useState(0);
  const roundId = useRef(crypto.randomUUID());
  const shown = useRef({ turn, queue });
  shown.current = { turn, queue };

  useEffect(() => {
    let cancelled = false;
    void Promise.all([readCachedWords(userId, wordbookId), readCachedWordbooks(userId)]).then(([words, wordbooks]) => {
      if (cancelled) return;
      if (!words) return setRound({ status: 'not-saved' });
      const questions = makeOfflineRound(words);
      if (questions.length === 0) return setRound({ status: 'nothing' });
      setRound({ status: 'ready', name: wordbooks?.find((w) => w.id === wordbookId)?.name ?? 'Wordbook', words, total: questions.length });
      setQueue(questions);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, wordbookId]);

  // How many of this learner's answers still wait to be sent: counted again as they go.
  const countWaiting = useCallback(() => void offlineStore.queuedAnswers(userId).then((list) => setWaiting(list.length)), [userId]);
  useEffect(() => {
    if (!online) return;
    void sendQueuedAnswers(userId).then(countWaiting);
  }, [online, userId, countWaiting]);

  const answer = useCallback(
    (response: number | string) => {
      const { turn: now, queue: items } = shown.current;
      const item = items[0];
      if (!item || now.phase !== 'question') return;
      const result = judgeOffline(item, response);
      setTurn({ phase: 'feedback', chosen: response, result, phrase: pickBanner(result.isCorrect, now.phrase) });
      setAnswered((n) => n + 1);
      const { wordId, wordText, mode, question } = item;
      const queued = { userId, answerId: crypto.randomUUID(), roundId: roundId.current, wordbookId, wordId, wordText, mode, question, userResponse: response, answeredAt: new Date().toISOString() };
      void offlineStore.queueAnswer(queued).then(() => (navigator.onLine ? sendQueuedAnswers(userId) : undefined)).then(countWaiting);
    },
    [userId, wordbookId, countWaiting],
  );

  const advance = useCallback(() => {
    const { turn: now } = shown.current;
    if (now.phase !== 'feedback' || !now.result) return;
    const right = now.result.isCorrect;
    setQueue(([item, ...rest]) => {
      if (!item || right) return rest;
      const back = Math.min(OFFLINE_REQUEUE_AFTER_WRONG, rest.length);
      return [...rest.slice(0, back), item, ...rest.slice(back)];
    });
    setTurn((t) => ({ ...FRESH_TURN, phrase: t.phrase }));
    setAsked((n) => n + 1);
  }, []);

  useAutoAdvance(turn.phase === 'feedback' ? turn.result : null, autoAdvance, advance);
  usePracticeKeys(
    () => ({ phase: shown.current.turn.phase, question: shown.current.queue[0]?.question, result: shown.current.turn.result }),
    (action) => (action.type === 'choose' ? answer(action.index) : advance()),
  );

  /** Another round of the same words: a new round id, so it is recorded as a session of its own. */
  const again = useCallback((words: TWord[]) => {
    roundId.current = crypto.randomUUID();
    setQueue(makeOfflineRound(words));
    setTurn(FRESH_TURN);
  }, []);

  const backTo = `/dashboard/${wordbookId}`;
  const back = (
    <LinkButton to={backTo} variant="text" size="small" icon="pi pi-arrow-left" className="pr-back">
      Back
    </LinkButton>
  );
  if (round.status === 'loading') return <PageSpinner label="Opening the saved words…" />;
  if (round.status !== 'ready') {
    return (
      <div className="container page page--narrow stack">
        {back}
        <EmptyState icon="pi pi-wifi" message={round.status === 'not-saved' ? OFFLINE_PRACTICE_TEXT.notSaved : OFFLINE_PRACTICE_TEXT.nothingToAsk} alert />
      </div>
    );
  }

  const { total } = round;
  const current = queue[0];
  const status = online ? (waiting === 0 && answered > 0 ? OFFLINE_PRACTICE_TEXT.sent : OFFLINE_PRACTICE_TEXT.backOnline) : OFFLINE_PRACTICE_TEXT.note;
  return (
    <div className="container page page--narrow pr-session stack">
      <div className="pr-session__bar row">{back}</div>
      <header className="pr-offline stack">
        <h1 className="pr-offline__title">
          {OFFLINE_PRACTICE_TEXT.title} · <span className="pr-offline__book">{round.name}</span>
        </h1>
        <p className="pr-offline__note row" role="status">
          <i className={`pi ${online ? 'pi-cloud-upload' : 'pi-wifi'}`} aria-hidden="true" />
          <span>{status}</span>
        </p>
      </header>
      <SessionProgress done={total - queue.length} total={total} chunkSize={0} />
      {current ? (
        <section className="lt-panel surface-card stack pr-card" aria-label="Question">
          <QuestionView
            key={`${current.wordId}-${asked}`}
            question={current.question}
            mode={current.mode}
            answering={turn.phase === 'question'}
            chosen={turn.chosen}
            result={turn.result}
            onAnswer={answer}
          />
          <div className="pr-card__feedback" aria-live="polite">
            {turn.phase === 'feedback' && turn.result && turn.phrase ? (
              <FeedbackBanner
                result={turn.result}
                phrase={turn.phrase}
                typedAnswer={current.question.type !== 'mcq' && typeof turn.chosen === 'string' ? turn.chosen : null}
                autoAdvance={autoAdvance}
                onContinue={advance}
              />
            ) : null}
          </div>
        </section>
      ) : (
        <section className="lt-panel surface-card stack pr-card pr-offline__done" aria-label={OFFLINE_PRACTICE_TEXT.finished}>
          <h2 className="pr-offline__done-title">{OFFLINE_PRACTICE_TEXT.finished}</h2>
          <p>{waiting === 0 ? OFFLINE_PRACTICE_TEXT.sent : OFFLINE_PRACTICE_TEXT.saved(waiting)}</p>
          <div className="cluster">
            <LinkButton to={backTo} icon="pi pi-book">
              Back to Wordbook
            </LinkButton>
            {online ? (
              <LinkButton to={`/dashboard/practice/${wordbookId}`} variant="outlined" icon="pi pi-history">
                Practice History
              </LinkButton>
            ) : null}
            <Button label="Practise again" icon="pi pi-refresh" variant="outlined" onClick={() => again(round.words)} />
          </div>
        </section>
      )}
    </div>
  );
}
