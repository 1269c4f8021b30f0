import type { CommonQueryMethods } from 'slonik';
import { sql } from '../sql-tag.ts';
import { z } from 'zod';

/**
 * Level tests, their rounds and questions, and the wordbook saved from a test
 * (migration 0008). Every query takes the owner's id.
 */

export const ZLevelTestRow = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.number().int(),
  currentRound: z.number().int(),
  round1Response: z.string().nullable(),
  estimate: z.unknown().nullable(),
  finalLevel: z.number().int().nullable(),
  finalSize: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  generatedWords: z.unknown().nullable(),
  generatedWordsStatus: z.enum(['running', 'done', 'error']).nullable(),
  generatedWordsJobId: z.string().nullable(),
  wordbookId: z.string().nullable(),
});
export type TLevelTestRow = z.infer<typeof ZLevelTestRow>;

const testColumns = sql.fragment`
  t.id, t.user_id as "userId", t.status, t.current_round as "currentRound", t.round1_response as "round1Response",
  t.estimate, t.final_level as "finalLevel", t.final_size as "finalSize", t.started_at as "startedAt",
  t.finished_at as "finishedAt", t.closed_at as "closedAt", t.generated_words as "generatedWords",
  t.generated_words_status as "generatedWordsStatus", t.generated_words_job_id as "generatedWordsJobId",
  (select w.wordbook_id from level_test_wordbooks w join wordbooks b on b.id = w.wordbook_id and not b.deleted
   where w.test_id = t.id) as "wordbookId"`;

export const ZLevelTestRoundRow = z.object({
  testId: z.string(),
  round: z.number().int(),
  status: z.enum(['generating', 'open', 'submitted', 'scored']),
  questionsJobId: z.string().nullable(),
  scoreJobId: z.string().nullable(),
  answers: z.unknown().nullable(),
});
export type TLevelTestRoundRow = z.infer<typeof ZLevelTestRoundRow>;

const roundColumns = sql.fragment`
  r.test_id as "testId", r.round, r.status, r.questions_job_id as "questionsJobId", r.score_job_id as "scoreJobId", r.answers`;

export const ZLevelTestQuestionRow = z.object({
  round: z.number().int(),
  position: z.number().int(),
  word: z.string(),
  rank: z.number().int(),
  pos: z.enum(['n', 'v', 'a', 'r']),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  response: z.number().int().nullable(),
  correct: z.boolean().nullable(),
});
export type TLevelTestQuestionRow = z.infer<typeof ZLevelTestQuestionRow>;

/** Serialises one learner's level-test commands (start, submit, restart, save) for the transaction. */
export function lockLevelTestsOf(db: CommonQueryMethods, userId: string) {
  return db.query(sql.type(z.object({ locked: z.string() }))`
    select pg_advisory_xact_lock(hashtextextended(${`level-test:${userId}`}, 0))::text as locked`);
}

/** The learner's current test (not retaken), if any. */
export function findCurrentLevelTest(db: CommonQueryMethods, userId: string) {
  return db.maybeOne(sql.type(ZLevelTestRow)`
    select ${testColumns} from level_tests t where t.user_id = ${userId} and t.closed_at is null`);
}

/** One of the learner's tests; `forUpdate` locks it for the transaction. */
export function findLevelTest(db: CommonQueryMethods, args: { userId: string; testId: string; forUpdate?: boolean }) {
  return db.maybeOne(sql.type(ZLevelTestRow)`
    select ${testColumns} from level_tests t where t.id = ${args.testId} and t.user_id = ${args.userId}
    ${args.forUpdate ? sql.fragment`for update of t` : sql.fragment``}`);
}

/** When the learner last finished a test (the retake lock counts from it). */
export function lastFinishedAt(db: CommonQueryMethods, userId: string) {
  return db.maybeOneFirst(sql.type(z.object({ finishedAt: z.string() }))`
    select finished_at as "finishedAt" from level_tests
    where user_id = ${userId} and finished_at is not null order by finished_at desc limit 1`);
}

export function insertLevelTest(db: CommonQueryMethods, userId: string) {
  return db.one(sql.type(ZLevelTestRow)`
    with t as (insert into level_tests (user_id) values (${userId}) returning *)
    select ${testColumns} from t`);
}

/** Retake or restart: the test stops being the current one (its rows stay for the record). */
export function closeLevelTest(db: CommonQueryMethods, args: { userId: string; testId: string }) {
  return db.query(sql.type(z.object({ id: z.string() }))`
    update level_tests set closed_at = now() where id = ${args.testId} and user_id = ${args.userId} and closed_at is null returning id`);
}

// --- rounds ------------------------------------------------------------------------------------

export function insertLevelTestRound(
  db: CommonQueryMethods,
  args: { userId: string; testId: string; round: number; status: 'generating' | 'open'; questionsJobId: string | null },
) {
  return db.query(sql.type(z.object({ round: z.number() }))`
    insert into level_test_rounds (test_id, user_id, round, status, questions_job_id)
    values (${args.testId}, ${args.userId}, ${args.round}, ${args.status}, ${args.questionsJobId})
    returning round`);
}

export function findLevelTestRound(db: CommonQueryMethods, args: { userId: string; testId: string; round: number; forUpdate?: boolean }) {
  return db.maybeOne(sql.type(ZLevelTestRoundRow)`
    select ${roundColumns} from level_test_rounds r
    where r.test_id = ${args.testId} and r.user_id = ${args.userId} and r.round = ${args.round}
    ${args.forUpdate ? sql.fragment`for update of r` : sql.fragment``}`);
}

/** A new job takes over writing a round's questions (the previous one failed). */
export function setRoundQuestionsJob(db: CommonQueryMethods, args: { userId: string; testId: string; round: number; jobId: string }) {
  return db.query(sql.type(z.object({ round: z.number() }))`
    update level_test_rounds set questions_job_id = ${args.jobId}
    where test_id = ${args.testId} and user_id = ${args.userId} and round = ${args.round} and status = 'generating'
    returning round`);
}

/** Stores the answers of an open (or failed-to-score) round and names the job scoring it (none when the API scores it at once). */
export async function submitLevelTestRound(
  db: CommonQueryMethods,
  args: { userId: string; testId: string; round: number; answers: (number | null)[]; scoreJobId: string | null },
) {
  await db.query(sql.type(z.object({ round: z.number() }))`
    update level_test_rounds
    set status = 'submitted', answers = ${sql.jsonb(args.answers)}, score_job_id = ${args.scoreJobId}, submitted_at = now()
    where test_id = ${args.testId} and user_id = ${args.userId} and round = ${args.round}
    returning round`);
  await db.query(sql.type(z.object({ position: z.number() }))`
    update level_test_questions q
    set response = a.response::smallint, correct = coalesce(a.response::smallint = q.correct_index, false)
    from jsonb_array_elements_text(${sql.jsonb(args.answers)}) with ordinality as a(response, n)
    where q.test_id = ${args.testId} and q.user_id = ${args.userId} and q.round = ${args.round} and q.position = a.n - 1
    returning q.position`);
}

/** The round is scored: its estimate, and the test's running estimate. */
export async function markRoundScored(db: CommonQueryMethods, args: { userId: string; testId: string; round: number; estimate: unknown }) {
  await db.query(sql.type(z.object({ round: z.number() }))`
    update level_test_rounds set status = 'scored', estimate = ${sql.jsonb(args.estimate as never)}, scored_at = now()
    where test_id = ${args.testId} and user_id = ${args.userId} and round = ${args.round}
    returning round`);
  await db.query(sql.type(z.object({ id: z.string() }))`
    update level_tests set estimate = ${sql.jsonb(args.estimate as never)} where id = ${args.testId} and user_id = ${args.userId} returning id`);
}

// --- questions ---------------------------------------------------------------------------------

export type TNewLevelTestQuestion = { word: string; rank: number; pos: string; options: string[]; correctIndex: number };

/** Writes a round's questions and opens it; for round 1 also keeps them as round1_response. */
export async function openLevelTestRound(
  db: CommonQueryMethods,
  args: { userId: string; testId: string; round: number; questions: TNewLevelTestQuestion[]; publicQuestionsJson: string },
) {
  const q = args.questions;
  await db.query(sql.type(z.object({ position: z.number() }))`
    insert into level_test_questions (test_id, user_id, round, position, word, rank, pos, options, correct_index)
    select ${args.testId}, ${args.userId}, ${args.round}, n - 1, word, rank, pos, options, correct_index
    from unnest(
      ${sql.array(q.map((x) => x.word), 'text')}, ${sql.array(q.map((x) => x.rank), 'int4')},
      ${sql.array(q.map((x) => x.pos), 'text')}, ${sql.array(q.map((x) => JSON.stringify(x.options)), 'jsonb')},
      ${sql.array(q.map((x) => x.correctIndex), 'int4')}
    ) with ordinality as u(word, rank, pos, options, correct_index, n)
    returning position`);
  await db.query(sql.type(z.object({ round: z.number() }))`
    update level_test_rounds set status = 'open' where test_id = ${args.testId} and user_id = ${args.userId} and round = ${args.round}
    returning round`);
  await db.query(sql.type(z.object({ id: z.string() }))`
    update level_tests
    set current_round = ${args.round},
        round1_response = case when ${args.round} = 1 then ${args.publicQuestionsJson} else round1_response end
    where id = ${args.testId} and user_id = ${args.userId}
    returning id`);
}

/** A test's questions (with the right answers: server only), in round and position order. */
export function listLevelTestQuestions(db: CommonQueryMethods, args: { userId: string; testId: string; round?: number }) {
  const round = args.round === undefined ? sql.fragment`` : sql.fragment`and round = ${args.round}`;
  return db.any(sql.type(ZLevelTestQuestionRow)`
    select round, position, word, rank, pos, options, correct_index as "correctIndex", response, correct
    from level_test_questions
    where test_id = ${args.testId} and user_id = ${args.userId} ${round}
    order by round, position`);
}

/** Questions answered in submitted rounds. */
export function countAnsweredQuestions(db: CommonQueryMethods, args: { userId: string; testId: string }) {
  return db.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    select count(*)::int as n from level_test_questions q
    join level_test_rounds r on r.test_id = q.test_id and r.round = q.round
    where q.test_id = ${args.testId} and q.user_id = ${args.userId} and r.status in ('submitted', 'scored')`);
}

// --- finishing ---------------------------------------------------------------------------------

/** The test ends: its level and size, the learner's level, and the level wordbook job's id. */
export async function finishLevelTest(
  db: CommonQueryMethods,
  args: { userId: string; testId: string; finalLevel: number; finalSize: number; wordbookJobId: string },
) {
  const finishedAt = await db.oneFirst(sql.type(z.object({ finishedAt: z.string() }))`
    update level_tests
    set status = 2, final_level = ${args.finalLevel}, final_size = ${args.finalSize}, finished_at = now(),
        generated_words_status = 'running', generated_words_job_id = ${args.wordbookJobId}
    where id = ${args.testId} and user_id = ${args.userId}
    returning finished_at as "finishedAt"`);
  await db.query(sql.type(z.object({ id: z.string() }))`
    update users set level = ${args.finalLevel}, updated_at = now() where id = ${args.userId} returning id`);
  return finishedAt;
}

/** A new level wordbook job takes over (the first failed, or none ran). */
export function startLevelWordbookGeneration(db: CommonQueryMethods, args: { userId: string; testId: string; jobId: string }) {
  return db.query(sql.type(z.object({ id: z.string() }))`
    update level_tests set generated_words_status = 'running', generated_words_job_id = ${args.jobId}, generated_words = null
    where id = ${args.testId} and user_id = ${args.userId} and status = 2
    returning id`);
}

/** Stores the draft if `jobId` is still the test's generator; false when another job took over. */
export async function storeGeneratedWords(db: CommonQueryMethods, args: { userId: string; testId: string; jobId: string; words: unknown[] }) {
  const updated = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    update level_tests set generated_words = ${sql.jsonb(args.words as never)}, generated_words_status = 'done'
    where id = ${args.testId} and user_id = ${args.userId} and generated_words_job_id = ${args.jobId}
    returning id`);
  return updated !== null;
}

// --- the saved wordbook ------------------------------------------------------------------------

/**
 * Claims the test's one wordbook: the id to create, or null when the test already has a live
 * one. A link to a wordbook the learner deleted is replaced, so saving again makes a new one.
 */
export function claimLevelTestWordbook(db: CommonQueryMethods, args: { userId: string; testId: string; wordbookId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ wordbookId: z.string() }))`
    insert into level_test_wordbooks (test_id, user_id, wordbook_id) values (${args.testId}, ${args.userId}, ${args.wordbookId})
    on conflict (test_id) do update set wordbook_id = excluded.wordbook_id, created_at = now()
      where exists (select 1 from wordbooks b where b.id = level_test_wordbooks.wordbook_id and b.deleted)
    returning wordbook_id as "wordbookId"`);
}

/** The test's saved wordbook, unless the learner has deleted it. */
export function findLevelTestWordbook(db: CommonQueryMethods, args: { userId: string; testId: string }) {
  return db.maybeOneFirst(sql.type(z.object({ wordbookId: z.string() }))`
    select w.wordbook_id as "wordbookId" from level_test_wordbooks w
    join wordbooks b on b.id = w.wordbook_id and not b.deleted
    where w.test_id = ${args.testId} and w.user_id = ${args.userId}`);
}

/** Live wordbook names of the user that start with `prefix` (ignoring case), to pick a free one. */
export function wordbookNamesStartingWith(db: CommonQueryMethods, args: { userId: string; prefix: string }) {
  return db.anyFirst(sql.type(z.object({ name: z.string() }))`
    select lower(name) as name from wordbooks
    where user_id = ${args.userId} and not deleted and starts_with(lower(name), lower(${args.prefix}))`);
}

/** Creates the generated wordbook with a given id (claimed above). */
export function insertGeneratedWordbook(db: CommonQueryMethods, args: { userId: string; wordbookId: string; name: string }) {
  return db.oneFirst(sql.type(z.object({ id: z.string() }))`
    insert into wordbooks (id, user_id, name, type) values (${args.wordbookId}, ${args.userId}, ${args.name}, 'generated')
    returning id`);
}

export type TLevelWordToSave = {
  text: string;
  meaning: string | null;
  meaningOrigin: 'ai' | 'user' | null;
  example: string | null;
  exampleOrigin: 'ai' | 'user' | null;
  aiDefinitions: string[];
  aiExamples: string[];
};

/** The reviewed words, in the learner's order; the lexicon's definition and example kept as the AI alternatives. */
export function insertLevelWords(db: CommonQueryMethods, args: { userId: string; wordbookId: string; words: TLevelWordToSave[] }) {
  const w = args.words;
  return db.query(sql.type(z.object({ id: z.string() }))`
    insert into words (wordbook_id, user_id, text, meaning, meaning_origin, example, example_origin,
                       ai_definitions, ai_examples, meta_total_definitions, meta_total_examples, ai_definitions_language, created_at)
    select ${args.wordbookId}, ${args.userId}, text, meaning, meaning_origin, example, example_origin,
           ai_definitions, ai_examples, jsonb_array_length(ai_definitions), jsonb_array_length(ai_examples), 'en',
           -- one insert, kept in the learner's order by created_at
           now() + (n * interval '1 microsecond')
    from unnest(
      ${sql.array(w.map((x) => x.text), 'text')}, ${sql.array(w.map((x) => x.meaning), 'text')},
      ${sql.array(w.map((x) => x.meaningOrigin), 'text')}, ${sql.array(w.map((x) => x.example), 'text')},
      ${sql.array(w.map((x) => x.exampleOrigin), 'text')},
      ${sql.array(w.map((x) => JSON.stringify(x.aiDefinitions)), 'jsonb')}, ${sql.array(w.map((x) => JSON.stringify(x.aiExamples)), 'jsonb')}
    ) with ordinality as u(text, meaning, meaning_origin, example, example_origin, ai_definitions, ai_examples, n)
    returning id`);
}

/** Words already in the learner's live wordbooks (lower case), so the level wordbook offers new ones. */
export function wordTextsOfUser(db: CommonQueryMethods, userId: string) {
  return db.anyFirst(sql.type(z.object({ text: z.string() }))`
    select distinct lower(w.text) as text from words w
    join wordbooks b on b.id = w.wordbook_id and not b.deleted
    where w.user_id = ${userId}
    limit 5000`);
}
