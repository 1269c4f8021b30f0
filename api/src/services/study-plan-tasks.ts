import { ZCreatePracticeSessionRequest } from '@wordbook/core/contract/practice';
import {
  RANDOM_TEST_WORDS,
  studyTaskMessages as M,
  type TStartStudyTaskResponse,
  type TStudyTask,
  type TStudyTaskQuery,
  type TStudyTaskUnit,
  type TStudyTaskUnits,
} from '@wordbook/core/contract/study-plan-sessions';
import { todayIn } from '@wordbook/core/rules/study-plan-rules';
import type { CommonQueryMethods, DatabasePool } from '@wordbook/sql/pool';
import { findLedgerDay } from '@wordbook/sql/queries/study-plan-ledger';
import { listTaskSessions, listTaskWords, listWordMisses, tagStudySession, type TTaskWord } from '@wordbook/sql/queries/study-plan-tasks';
import type { TStudyPlanRow } from '@wordbook/sql/queries/study-plans';
import { loadPlanDay } from '@wordbook/sql/study-plans/plan-day';
import { createHash } from 'node:crypto';
import { badRequest, DomainError } from '../extensions/domain-error.ts';
import type { TPracticeLearner } from './practice/practice-access.ts';
import { createPracticeSession } from './practice/session-builder.ts';
import { requirePlan } from './study-plans.ts';

/** Today's review and tests of a plan as units of practice sessions (core/src/contract/study-plan-sessions.ts). */

type TBook = { id: string; name: string; date: string };

/** A stable pseudo-random rank of a word for a plan's task of a day: the same shuffle all day. */
const rank = (seed: string, id: string) => createHash('sha256').update(`${seed}|${id}`).digest('hex');

/** The wordbooks a task draws from today, and whether its words are all asked or 10 drawn. */
async function taskSource(db: CommonQueryMethods, plan: TStudyPlanRow, task: TStudyTask, day: string) {
  const ledger = await findLedgerDay(db, { planId: plan.id, day });
  const today = await loadPlanDay(db, plan, day, { carried: (ledger?.reviews ?? []).filter((r) => r.carried) });
  const reviewBooks = today.reviews.flatMap((r) => r.wordbooks.map((b) => ({ id: b.id, name: b.name, date: r.date })));
  // Adaptive plans review only the words FSRS finds due today.
  const only = today.adaptive?.dueWordIds ?? null;
  if (task === 'review') return { books: today.reviewWords > 0 ? reviewBooks : [], mode: 'all' as const, only };
  const mode = task === 'test-study' ? today.day.tests.study : today.day.tests.review;
  const books = task === 'test-study' ? (today.newWords > 0 ? today.newWordbooks.map((b) => ({ ...b, date: day })) : []) : today.reviewWords > 0 ? reviewBooks : [];
  return { books: mode === 'none' ? [] : books, mode: mode === 'random' ? ('random' as const) : ('all' as const), only: task === 'test-review' ? only : null };
}

type TUnitWithWords = TStudyTaskUnit & { wordIds: string[] };

/** GET …/tasks/{task}: the task's units today and how far each one's session is. */
export async function studyTaskUnits(db: CommonQueryMethods, userId: string, planId: string, task: TStudyTask, q: TStudyTaskQuery): Promise<TStudyTaskUnits> {
  const { units, ...rest } = await buildUnits(db, userId, planId, task, q);
  return { ...rest, units: units.map(({ wordIds: _ids, ...unit }) => unit) };
}

async function buildUnits(db: CommonQueryMethods, userId: string, planId: string, task: TStudyTask, q: TStudyTaskQuery, now = new Date()) {
  const plan = await requirePlan(db, userId, planId);
  if (plan.status !== 'active') throw new DomainError(409, M.noActivePlan);
  const day = todayIn(plan.timezone, now);
  const { books, mode, only } = await taskSource(db, plan, task, day);
  // Oldest study day first; a wordbook linked to two due days is asked once.
  const ordered = [...new Map([...books].sort((a, b) => a.date.localeCompare(b.date)).map((b) => [b.id, b])).values()];
  const wordbookIds = ordered.map((b) => b.id);
  const [allWords, misses, sessions] = await Promise.all([
    listTaskWords(db, { userId, wordbookIds }),
    q.order === 'hardest' && task === 'review' ? listWordMisses(db, { userId, wordbookIds }) : Promise.resolve([]),
    listTaskSessions(db, { userId, planId, day }),
  ]);
  const seed = `${plan.id}|${day}|${task}`;
  const missOf = new Map(misses.map((m) => [m.wordId, m]));
  const difficulty = (w: TTaskWord) => {
    const m = missOf.get(w.id);
    return m ? [m.wrong / m.total, m.wrong] : [0, 0];
  };
  const arrange = (words: TTaskWord[]): TTaskWord[] => {
    if (mode === 'random') return [...words].sort((a, b) => rank(seed, a.id).localeCompare(rank(seed, b.id))).slice(0, RANDOM_TEST_WORDS);
    if (task !== 'review' || q.order === 'oldest') return words;
    if (q.order === 'shuffle') return [...words].sort((a, b) => rank(seed, a.id).localeCompare(rank(seed, b.id)));
    return [...words].sort((a, b) => {
      const [ra, wa] = difficulty(a);
      const [rb, wb] = difficulty(b);
      return rb! - ra! || wb! - wa!;
    });
  };

  const units: TUnitWithWords[] = [];
  let randomLeft = RANDOM_TEST_WORDS;
  for (const book of ordered) {
    let words = arrange(allWords.filter((w) => w.wordbookId === book.id && (!only || only.has(w.id))));
    if (mode === 'random') {
      words = words.slice(0, randomLeft);
      randomLeft -= words.length;
    }
    const size = task === 'review' ? q.chunkSize : Math.max(1, words.length);
    for (let i = 0; i < words.length; i += size) units.push(unitOf(units.length, book, words.slice(i, i + size), sessions));
  }
  return { task, mode, day, totalWords: units.reduce((sum, u) => sum + u.words.length, 0), units, allWords };
}

function unitOf(index: number, book: TBook, words: TTaskWord[], sessions: Awaited<ReturnType<typeof listTaskSessions>>): TUnitWithWords {
  const wordIds = words.map((w) => w.id);
  // The newest session of the plan today on these words: units of a wordbook never share a word,
  // and a session may leave out words it cannot ask (no meaning or example).
  const session = sessions.find((s) => s.wordbookId === book.id && s.wordIds.length > 0 && s.wordIds.every((id) => wordIds.includes(id)));
  return {
    index,
    date: book.date,
    wordbookId: book.id,
    wordbookName: book.name,
    words: words.map((w) => w.text),
    status: !session ? 'pending' : session.status === 'completed' ? 'completed' : 'in_progress',
    sessionId: session?.id ?? null,
    progressDone: session?.progressDone ?? 0,
    progressTotal: session?.progressTotal ?? 0,
    wordIds,
  };
}

/** The exercises of each task: reviews recognise both ways, tests recall the word from its meaning and its example. */
const TASK_MODES: Record<TStudyTask, Record<string, { enabled: boolean; required: number }>> = {
  review: { wtmObj: { enabled: true, required: 1 }, mtwObj: { enabled: true, required: 1 } },
  'test-study': { mtwObj: { enabled: true, required: 1 }, blankObj: { enabled: true, required: 1 } },
  'test-review': { mtwObj: { enabled: true, required: 1 }, blankObj: { enabled: true, required: 1 } },
};

/** Opens (or resumes) the practice session of one unit of a task. */
export async function startStudyTask(
  pool: DatabasePool,
  learner: TPracticeLearner,
  planId: string,
  task: TStudyTask,
  request: TStudyTaskQuery & { unit?: number },
): Promise<TStartStudyTaskResponse> {
  const { units, day, allWords } = await buildUnits(pool, learner.userId, planId, task, request);
  if (units.length === 0) throw new DomainError(409, M.nothingDue);
  const chosen = request.unit === undefined ? (units.find((u) => u.status !== 'completed') ?? units[0]) : units[request.unit];
  if (!chosen) throw badRequest(M.noSuchUnit, 'unit');
  const { wordIds, ...unit } = chosen;
  if (unit.status === 'in_progress' && unit.sessionId) return { sessionId: unit.sessionId, resumed: true, unit };
  const created = await createPracticeSession(
    pool,
    learner,
    ZCreatePracticeSessionRequest.parse({
      wordbookId: unit.wordbookId,
      modes: TASK_MODES[task],
      passes: 1,
      forceNew: true,
      chunkSize: 0,
      excludedWordIds: allWords.filter((w) => w.wordbookId === unit.wordbookId && !wordIds.includes(w.id)).map((w) => w.id),
    }),
  );
  await tagStudySession(pool, { userId: learner.userId, sessionId: created.sessionId, planId, task, day });
  return { sessionId: created.sessionId, resumed: false, unit: { ...unit, status: 'in_progress', sessionId: created.sessionId, progressDone: 0, progressTotal: created.progressTotal } };
}
