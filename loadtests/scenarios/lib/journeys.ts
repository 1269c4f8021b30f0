import { captchaToken } from './captcha.ts';
import { parseJson, sessionCookieOf, type TLoadClient, type TResponse } from './client.ts';
import type { TJourney } from './options.ts';

/**
 * The journeys, written once for k6 and the Node runner. Learners come from
 * `npm run ops -- loadtest seed` (usernames `<prefix>1…N`, one password, each with a wordbook of
 * words); `setupLearners` signs LOGINS of them in once and every iteration borrows one, so the
 * measured requests are the journey's own, not a login each time. Sign in as many as the
 * profile's most virtual users for journeys that keep state (practice, level test).
 */
export type TSeed = { learners: number; prefix: string; password: string; logins: number };
export type TSignedIn = { username: string; cookie: string; wordbookId: string };
export type TSetupData = { learners: TSignedIn[] };

const ok2xx = (res: TResponse) => res.status >= 200 && res.status < 300;
const json = (client: TLoadClient, path: string, method: 'POST' | 'PATCH', body: unknown, cookie: string | undefined, name = `${method} ${path}`) =>
  client.request({ method, path, json: body, cookie, name });

async function login(client: TLoadClient, username: string, password: string): Promise<string | undefined> {
  const token = await captchaToken(client);
  const res = await json(client, '/api/login', 'POST', { username, password, token, remember: false }, undefined);
  client.check('login 200', res.status === 200);
  return sessionCookieOf(res);
}

/** Signs in `logins` seeded learners and finds each one's first wordbook (setup, not measured as a journey). */
export async function setupLearners(client: TLoadClient, seed: TSeed): Promise<TSetupData> {
  const learners: TSignedIn[] = [];
  for (let i = 1; i <= Math.min(seed.learners, seed.logins); i++) {
    const username = `${seed.prefix}${i}`;
    const cookie = await login(client, username, seed.password);
    if (!cookie) throw new Error(`could not sign in ${username}: seed learners with \`npm run ops -- loadtest seed\` and pass the same password`);
    const res = await client.request({ method: 'GET', path: '/api/wordbooks', cookie, name: 'GET /api/wordbooks' });
    const wordbook = parseJson<{ wordbooks: { id: string; word_count: number }[] }>(res)?.wordbooks.find((w) => w.word_count > 0);
    if (!wordbook) throw new Error(`${username} has no wordbook with words`);
    learners.push({ username, cookie, wordbookId: wordbook.id });
  }
  return { learners };
}

/** A visitor: the page, who am I (signed out), the sign-in providers. */
async function landing(client: TLoadClient): Promise<void> {
  const page = await client.request({ method: 'GET', path: '/', name: 'GET /' });
  client.check('landing page 200', page.status === 200 && page.body.includes('<div id="root"'));
  const session = await client.request({ method: 'GET', path: '/api/session', name: 'GET /api/session' });
  client.check('session answered', session.status === 200);
  const providers = await client.request({ method: 'GET', path: '/api/auth/providers', name: 'GET /api/auth/providers' });
  client.check('providers 200', providers.status === 200);
}

/** A new visitor checks a name, signs up (solving the captcha), then a seeded learner signs in. */
async function signupLogin(client: TLoadClient, seed: TSeed, iteration: number): Promise<void> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`.slice(-12);
  const username = `ls_${tag}`;
  const check = await client.request({ method: 'GET', path: `/api/check-username?username=${username}`, name: 'GET /api/check-username' });
  client.check('username free', check.status === 200 && parseJson<{ exists: boolean }>(check)?.exists === false);
  const token = await captchaToken(client);
  const signup = await json(client, '/api/signup', 'POST', { full_name: 'Load Tester', username, email: `${username}@example.com`, password: `pw-${tag}-long`, token }, undefined);
  client.check('signup 200', signup.status === 200 && parseJson<{ verificationId?: string }>(signup)?.verificationId !== undefined);
  const cookie = await login(client, `${seed.prefix}${1 + (iteration % seed.learners)}`, seed.password);
  const session = await client.request({ method: 'GET', path: '/api/session', cookie, name: 'GET /api/session' });
  client.check('signed in', session.status === 200);
}

/** A signed-in learner opens the dashboard, the wordbook list, one wordbook and its words. */
async function browseWordbooks(client: TLoadClient, learner: TSignedIn): Promise<void> {
  const { cookie } = learner;
  const session = await client.request({ method: 'GET', path: '/api/session', cookie, name: 'GET /api/session' });
  client.check('session 200', session.status === 200);
  const list = await client.request({ method: 'GET', path: '/api/wordbooks', cookie, name: 'GET /api/wordbooks' });
  client.check('wordbooks 200', list.status === 200);
  const one = await client.request({ method: 'GET', path: `/api/wordbooks/${learner.wordbookId}`, cookie, name: 'GET /api/wordbooks/{id}' });
  client.check('wordbook 200', one.status === 200);
  const words = await client.request({ method: 'GET', path: `/api/words/${learner.wordbookId}`, cookie, name: 'GET /api/words/{wordbookId}' });
  client.check('words listed', words.status === 200 && (parseJson<{ words: unknown[] }>(words)?.words.length ?? 0) > 0);
}

/** Dictionary words the built-in lexicon knows, so AI definitions succeed without a paid model. */
const DICTIONARY = ['apple', 'river', 'garden', 'bright', 'window', 'travel', 'music', 'happy', 'bridge', 'winter', 'market', 'gentle'];

/** Add a word, ask the AI for its definitions (a worker job), choose one, edit it, delete it. */
async function editWords(client: TLoadClient, learner: TSignedIn, iteration: number): Promise<void> {
  const { cookie } = learner;
  const text = DICTIONARY[iteration % DICTIONARY.length]!;
  const created = await json(client, '/api/words', 'POST', { wordbook_id: learner.wordbookId, text }, cookie);
  const wordId = parseJson<{ id: string }>(created)?.id;
  client.check('word created', created.status === 200 && wordId !== undefined);
  if (!wordId) return;
  const ai = await json(client, '/api/ai/generate', 'POST', { word_id: wordId, word: text, type: 'definition', force: 'regenerate' }, cookie);
  const definitions = parseJson<{ data: { definitions?: string[] } }>(ai)?.data.definitions ?? [];
  client.check('AI definitions', ai.status === 200 && definitions.length > 0);
  if (definitions.length > 1) {
    const chosen = await json(client, `/api/words/${wordId}/select-meaning`, 'PATCH', { selectedMeaningIndex: 1 }, cookie, 'PATCH /api/words/{id}/select-meaning');
    client.check('meaning chosen', chosen.status === 200);
  }
  const edited = await json(client, `/api/words/${wordId}`, 'PATCH', { example: `The ${text} was there.` }, cookie, 'PATCH /api/words/{id}');
  client.check('word edited', edited.status === 200);
  const removed = await client.request({ method: 'DELETE', path: `/api/words/${wordId}`, cookie, name: 'DELETE /api/words/{id}' });
  client.check('word deleted', ok2xx(removed));
}

type TNext = { done: boolean; itemId: string | null; question: { type: string; data: { choices?: string[] } } | null };

/** Start a practice session on a wordbook (replacing any), answer up to `answers` questions, then cancel it. */
async function practiceRound(client: TLoadClient, cookie: string, wordbookId: string, answers: number): Promise<void> {
  const modes = { mtwObj: { enabled: true }, wtmObj: { enabled: true } };
  const started = await json(client, '/api/practice/session', 'POST', { wordbookId, modes, forceNew: true }, cookie);
  const sessionId = parseJson<{ sessionId: string }>(started)?.sessionId;
  client.check('session started', started.status === 200 && sessionId !== undefined);
  if (!sessionId) return;
  for (let i = 0; i < answers; i++) {
    const nextRes = await client.request({ method: 'GET', path: `/api/practice/session/${sessionId}/next`, cookie, name: 'GET /api/practice/session/{id}/next' });
    const next = parseJson<TNext>(nextRes);
    client.check('question served', nextRes.status === 200 && next !== undefined);
    if (!next?.itemId || next.done) break;
    const choices = next.question?.data.choices?.length ?? 0;
    const userResponse = choices > 0 ? Math.floor(Math.random() * choices) : 'skip';
    const answer = await json(client, `/api/practice/session/${sessionId}/answer`, 'POST', { itemId: next.itemId, userResponse }, cookie, 'POST /api/practice/session/{id}/answer');
    client.check('answer judged', answer.status === 200);
    await client.sleep(0.2);
  }
  const cancelled = await json(client, `/api/practice/session/${sessionId}/cancel`, 'POST', {}, cookie, 'POST /api/practice/session/{id}/cancel');
  client.check('session cancelled', ok2xx(cancelled));
}

/** A practice session of five questions on the learner's wordbook. */
const practice = (client: TLoadClient, learner: TSignedIn) => practiceRound(client, learner.cookie, learner.wordbookId, 5);

type TOverview = { mode: string; counts: { new: number; review: number }; data: { new: { wordbooks: { id: string }[] } } | null };

/** A study-plan day: the /study page's reads (overview, calendar), three questions on today's wordbook, the overview again. */
async function studyPlanDay(client: TLoadClient, learner: TSignedIn): Promise<void> {
  const { cookie } = learner;
  const read = () => client.request({ method: 'GET', path: '/api/study-plans/overview', cookie, name: 'GET /api/study-plans/overview' });
  const first = await read();
  const overview = parseJson<TOverview>(first);
  client.check('plan overview', first.status === 200 && overview?.mode === 'active' && overview.counts.new > 0 && overview.counts.review > 0);
  const calendar = await client.request({ method: 'GET', path: '/api/study-plans/activity', cookie, name: 'GET /api/study-plans/activity' });
  client.check('plan calendar', calendar.status === 200);
  await practiceRound(client, cookie, overview?.data?.new.wordbooks[0]?.id ?? learner.wordbookId, 3);
  const again = await read();
  client.check('plan overview again', again.status === 200);
}

type TOrder = { orderId: string; orderName: string; amountKRW: number };

/**
 * A Free learner (seeded with `--plan free`) buys a 3-month pass in the sandbox checkout: the
 * billing page, the order, the widget's payment, the confirmation, the receipt. Each learner can
 * buy until the pass would run past 12 months; seed again to make them Free again.
 */
async function checkout(client: TLoadClient, learner: TSignedIn): Promise<void> {
  const { cookie } = learner;
  const billing = await client.request({ method: 'GET', path: '/api/billing/overview', cookie, name: 'GET /api/billing/overview' });
  client.check('billing overview', billing.status === 200);
  const ordered = await json(client, '/api/payments/orders', 'POST', { plan: 'pro_3m', timezone: 'UTC' }, cookie);
  const order = parseJson<TOrder>(ordered);
  client.check('order created', ordered.status === 200 && order?.orderId !== undefined);
  if (!order?.orderId) return;
  const paid = await json(client, '/sandbox/toss/widget/pay', 'POST', { orderId: order.orderId, amount: order.amountKRW, orderName: order.orderName }, undefined);
  const paymentKey = parseJson<{ paymentKey: string }>(paid)?.paymentKey;
  client.check('widget paid', paid.status === 200 && paymentKey !== undefined);
  if (!paymentKey) return;
  const confirmed = await json(client, '/api/payments/confirm', 'POST', { orderId: order.orderId, paymentKey, amount: order.amountKRW }, cookie);
  client.check('payment confirmed', confirmed.status === 200 && parseJson<{ status: string }>(confirmed)?.status === 'paid');
  const receipt = await client.request({ method: 'GET', path: `/api/payments/orders/${order.orderId}/summary`, cookie, name: 'GET /api/payments/orders/{orderId}/summary' });
  client.check('receipt', receipt.status === 200);
}

type TLevelStep = { questions?: unknown[]; test_id: string; round?: number; finalLevel?: number };

/** The level test: start (or resume), answer each round until the result (a finished test in its retake lock answers the result at once). */
async function levelTest(client: TLoadClient, learner: TSignedIn): Promise<void> {
  const { cookie } = learner;
  const start = await json(client, '/api/test-lt/start', 'POST', {}, cookie);
  let step = parseJson<TLevelStep>(start);
  client.check('level test started', start.status === 200 && step !== undefined);
  for (let round = 1; round <= 3 && step?.questions && step.round !== undefined; round++) {
    const answers = step.questions.map((_q, i) => (i % 3 === 0 ? -1 : i % 4));
    const res = await json(client, `/api/test-lt/round${step.round}/answers`, 'POST', { test_id: step.test_id, answers }, cookie, 'POST /api/test-lt/round{n}/answers');
    client.check('round answered', res.status === 200);
    step = parseJson<TLevelStep>(res);
  }
  client.check('level found', step?.finalLevel !== undefined);
}

/**
 * Runs one iteration of `journey`. `slot` is the virtual user running it (one iteration at a
 * time): signed-in journeys use learner `slot` mod the signed-in set, so with at least as many
 * signed-in learners as virtual users no two iterations share a learner (a second practice
 * session would replace the first). Checkout and the level test take learner `iteration` mod
 * the set instead: with as many learners as iterations, every level test is a whole test.
 */
export async function runJourney(journey: TJourney, client: TLoadClient, seed: TSeed, data: TSetupData, iteration: number, slot: number): Promise<void> {
  // Checkout uses up a buyer's 12 months and a level test its learner's retake lock: spread them over every learner.
  const spread = journey === 'checkout' || journey === 'level-test';
  const learner = data.learners[(spread ? iteration : slot) % Math.max(1, data.learners.length)];
  switch (journey) {
    case 'landing':
      return landing(client);
    case 'signup-login':
      return signupLogin(client, seed, iteration);
    default:
      if (!learner) throw new Error('no signed-in learners: seed them first');
  }
  if (journey === 'browse-wordbooks') return browseWordbooks(client, learner);
  if (journey === 'edit-words') return editWords(client, learner, iteration);
  if (journey === 'practice') return practice(client, learner);
  if (journey === 'study-plan-day') return studyPlanDay(client, learner);
  if (journey === 'checkout') return checkout(client, learner);
  return levelTest(client, learner);
}

/** Journeys that need signed-in learners (setup signs them in). */
export const needsLearners = (journey: TJourney): boolean => journey !== 'landing' && journey !== 'signup-login';

/** Settings both runners read from the environment (k6: __ENV). */
export function seedFromEnv(env: Record<string, string | undefined>): TSeed {
  return {
    learners: Number(env.LEARNERS ?? 20),
    prefix: env.LEARNER_PREFIX ?? 'loadtest',
    password: env.LEARNER_PASSWORD ?? 'loadtest-password',
    logins: Number(env.LOGINS ?? 20),
  };
}
