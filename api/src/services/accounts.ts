import type { TAccount, TChangePasswordRequest, TDeleteAccountRequest } from '@wordbook/core/contract/accounts';
import type { TSessionUser } from '@wordbook/core/contract/session';
import { aiLimitsFor } from '@wordbook/core/rules/ai-points';
import {
  ACCOUNT_MESSAGES as M,
  ACCOUNT_PURGE_AFTER_MONTHS,
  PASSWORD_RESET_MINUTES,
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_WRONG_GUESSES,
  isReservedUsername,
} from '@wordbook/core/rules/account-rules';
import type { CommonQueryMethods, DatabaseTransactionConnection } from '@wordbook/sql/pool';
import {
  emailExists,
  findCredentials,
  findCredentialsByEmail,
  markAccountDeleted,
  recordLogin,
  setPasswordHash,
  updateProfile,
  usernameExists,
} from '@wordbook/sql/queries/account';
import {
  consumeOpenResets,
  consumeVerification,
  countWrongGuess,
  findVerificationBySecret,
  insertVerification,
  lockVerification,
  renewVerification,
  ZPendingSignup,
} from '@wordbook/sql/queries/email-verifications';
import { invalidateUserSessions } from '@wordbook/sql/queries/sessions';
import { findUserById, findUserByLogin, insertUser, type TUserRow } from '@wordbook/sql/queries/users';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TAppParts } from './app-parts.ts';
import { badRequest, conflict, DomainError, forbidden, notFound } from '../extensions/domain-error.ts';
import { enqueueEmail, publicOrigin } from './mail-outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The signed-in user as the session, login and account calls show it (document 1 §3). */
export function toSessionUser(user: TUserRow): TSessionUser {
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    isProUser: user.plan === 'pro',
    full_name: user.fullName,
    username: user.username,
    email: user.email,
    google_id: user.googleId,
    preferred_definition_languages: user.preferredDefinitionLanguages,
    monthly_ai_usage_points: user.monthlyAiUsagePoints,
    level: user.level,
  };
}

export const aiLimitsOf = (user: TUserRow) => (user.plan === 'pro' ? null : aiLimitsFor(user.monthlyAiUsagePoints));

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
/** The stored form of a 6-digit code: bound to its verification, so equal codes hash differently. */
const codeHash = (verificationId: string, code: string): Buffer => sha256(`${verificationId}:${code}`);
const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
const sameHash = (a: Buffer, b: Buffer): boolean => a.length === b.length && timingSafeEqual(a, b);

/** Refuses a banned or suspended account with the message the UI routes to /status-error. */
export function assertActive(user: { status: string }): void {
  if (user.status !== 'active') throw new DomainError(403, `Your account is ${user.status}.`, { code: `ACCOUNT_${user.status.toUpperCase()}` });
}

// --- sign-up ---------------------------------------------------------------------------------

/**
 * Starts a sign-up: keeps the pending account (with the password already hashed) in
 * email_verifications and e-mails a 6-digit code. The user row is made only once the code is
 * confirmed. Returns the verification id.
 */
export async function startSignup(
  app: TAppParts,
  input: { fullName: string; username: string; email: string; password: string },
): Promise<string> {
  const pool = app.db;
  if (isReservedUsername(input.username)) throw badRequest(M.usernameReserved, 'username');
  if (await usernameExists(pool, input.username)) throw conflict(M.usernameSubmit, 'username');
  if (await emailExists(pool, input.email)) throw conflict(M.emailSubmit, 'email');
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const code = newCode();
  await pool.transaction(async (tx) => {
    await insertVerification(tx, {
      id,
      purpose: 'signup',
      email: input.email,
      userId: null,
      payload: { fullName: input.fullName, username: input.username, passwordHash },
      secretHash: codeHash(id, code),
      validMinutes: VERIFICATION_CODE_MINUTES,
    });
    await enqueueEmail(app.boss, tx, { kind: 'signup-code', to: input.email, fullName: input.fullName, code, validMinutes: VERIFICATION_CODE_MINUTES });
  });
  return id;
}

type VerifyOutcome = { ok: true; userId: string } | { ok: false; error: DomainError };

/**
 * Confirms a sign-up code and creates the account. A wrong guess is counted (and committed)
 * before the answer; after 5 wrong guesses even the right code is refused.
 */
export async function confirmSignup(app: TAppParts, input: { verificationId: string; code: string }): Promise<string> {
  const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await lockVerification(tx, { id: input.verificationId, purpose: 'signup' });
    if (!row) return { ok: false, error: notFound(M.verificationNotFound) };
    if (row.consumed) return { ok: false, error: badRequest('This email address is already verified. Please log in.', 'code') };
    if (row.attempts >= VERIFICATION_MAX_WRONG_GUESSES) return { ok: false, error: badRequest(M.codeTooManyAttempts, 'code') };
    if (row.expired) return { ok: false, error: badRequest(M.codeExpired, 'code') };
    if (!sameHash(row.secretHash, codeHash(row.id, input.code))) {
      await countWrongGuess(tx, row.id);
      const left = VERIFICATION_MAX_WRONG_GUESSES - row.attempts - 1;
      return { ok: false, error: badRequest(left > 0 ? M.codeWrong : M.codeTooManyAttempts, 'code') };
    }
    const pending = ZPendingSignup.parse(row.payload);
    if (await usernameExists(tx, pending.username)) return { ok: false, error: conflict(M.usernameSubmit, 'username') };
    if (await emailExists(tx, row.email)) return { ok: false, error: conflict(M.emailSubmit, 'email') };
    const user = await insertUser(tx, { email: row.email, username: pending.username, fullName: pending.fullName, passwordHash: pending.passwordHash });
    await consumeVerification(tx, row.id);
    await recordLogin(tx, user.id);
    return { ok: true, userId: user.id };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.userId;
}

/** A new code for a pending sign-up; 429 within 60 seconds of the last one. */
export async function resendSignupCode(app: TAppParts, verificationId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await lockVerification(tx, { id: verificationId, purpose: 'signup' });
    if (!row || row.consumed) throw notFound(M.verificationNotFound);
    const wait = Math.ceil(RESEND_COOLDOWN_SECONDS - row.secondsSinceSent);
    if (wait > 0) throw new DomainError(429, M.resendTooSoon, { code: 'RESEND_COOLDOWN', headers: { 'retry-after': String(wait) } });
    const pending = ZPendingSignup.parse(row.payload);
    const code = newCode();
    await renewVerification(tx, { id: row.id, secretHash: codeHash(row.id, code), validMinutes: VERIFICATION_CODE_MINUTES });
    await enqueueEmail(app.boss, tx, { kind: 'signup-code', to: row.email, fullName: pending.fullName, code, validMinutes: VERIFICATION_CODE_MINUTES });
  });
}

// --- login -----------------------------------------------------------------------------------

/**
 * Checks a username-or-email and password. Unknown account and wrong password answer the same
 * message after the same work (verifyPassword hashes a dummy). A banned or suspended account
 * learns its status only with the right password.
 */
/**
 * The login rate limit's bucket: the account, whichever of its names was typed (a username and
 * an e-mail would otherwise give twice the guesses), or what was typed when no account has it.
 */
export async function loginBucket(db: CommonQueryMethods, login: { username?: string; email?: string }): Promise<string> {
  const typed = login.email ?? login.username?.trim() ?? '';
  const user = await findUserByLogin(db, login.email ? { email: login.email } : { username: typed });
  return user ? `user:${user.id}` : typed;
}

export async function authenticate(db: CommonQueryMethods, login: { username?: string; email?: string; password: string }): Promise<TUserRow> {
  const user = await findUserByLogin(db, login.email ? { email: login.email } : { username: login.username?.trim() ?? '' });
  const ok = await verifyPassword(user?.passwordHash ?? null, login.password);
  if (!user || !ok) throw new DomainError(401, M.invalidCredentials);
  assertActive(user);
  await recordLogin(db, user.id);
  const { passwordHash: _omit, ...row } = user;
  return row;
}

// --- password reset --------------------------------------------------------------------------

/** E-mails a single-use link valid 30 minutes if the address belongs to a live account; silent otherwise. */
export async function requestPasswordReset(app: TAppParts, email: string): Promise<void> {
  const pool = app.db;
  const account = await findCredentialsByEmail(pool, email);
  if (!account || account.deleted) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${publicOrigin(app.env)}/forgot-password?token=${encodeURIComponent(token)}`;
  await pool.transaction(async (tx) => {
    await consumeOpenResets(tx, account.id);
    await insertVerification(tx, {
      id: randomUUID(),
      purpose: 'password_reset',
      email: account.email,
      userId: account.id,
      payload: {},
      secretHash: sha256(token),
      validMinutes: PASSWORD_RESET_MINUTES,
    });
    await enqueueEmail(app.boss, tx, { kind: 'password-reset', to: account.email, fullName: account.fullName, link, validMinutes: PASSWORD_RESET_MINUTES });
  });
}

/** Whether a reset link can still set a password: known, not used, not expired, for an account. */
export async function isPasswordResetLinkUsable(db: CommonQueryMethods, token: string): Promise<boolean> {
  const row = await findVerificationBySecret(db, { secretHash: sha256(token), purpose: 'password_reset' });
  return Boolean(row && !row.consumed && !row.expired && row.userId);
}

/** Sets a new password from a reset link, uses the link up and ends every session of the account. */
export async function confirmPasswordReset(app: TAppParts, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await app.db.transaction(async (tx) => {
    const row = await findVerificationBySecret(tx, { secretHash: sha256(input.token), purpose: 'password_reset' });
    if (!row || row.consumed || row.expired || !row.userId) return false;
    const account = await findCredentials(tx, row.userId);
    if (!account) return false;
    await setPasswordHash(tx, { userId: account.id, passwordHash });
    await consumeOpenResets(tx, account.id);
    await invalidateUserSessions(tx, { userId: account.id });
    return true;
  });
  if (!done) throw badRequest(M.resetLinkInvalid, 'token');
}

// --- account settings ------------------------------------------------------------------------

export async function loadAccount(db: CommonQueryMethods, userId: string): Promise<TAccount> {
  const user = await findUserById(db, userId);
  const credentials = await findCredentials(db, userId);
  if (!user || !credentials) throw notFound('This account was not found.');
  return { ...toSessionUser(user), has_password: credentials.passwordHash !== null, created_at: user.createdAt };
}

/** Changes any of full name, username and definition languages; 400 when nothing changes. */
export async function updateAccount(
  app: TAppParts,
  userId: string,
  input: { full_name?: string; username?: string; preferred_definition_language?: string; preferred_definition_languages?: string[] },
): Promise<TAccount> {
  const pool = app.db;
  return pool.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound('This account was not found.');
    const changes: { fullName?: string; username?: string; languages?: string[] } = {};
    if (input.full_name !== undefined && input.full_name !== user.fullName) changes.fullName = input.full_name;
    if (input.username !== undefined && input.username !== user.username) {
      if (isReservedUsername(input.username)) throw badRequest(M.usernameReserved, 'username');
      if (await usernameExists(tx, input.username, userId)) throw conflict(M.usernameTaken, 'username');
      changes.username = input.username;
    }
    const languages = input.preferred_definition_languages ?? (input.preferred_definition_language ? [input.preferred_definition_language] : undefined);
    if (languages) {
      const unique = [...new Set(languages)];
      if (unique.join(',') !== user.preferredDefinitionLanguages.join(',')) changes.languages = unique;
    }
    if (Object.keys(changes).length === 0) throw badRequest(M.noValidChanges);
    await updateProfile(tx, { userId, ...changes });
    return loadAccount(tx, userId);
  });
}

/** Changes the password (not for Google-linked accounts) and ends the account's other sessions. */
export async function changePassword(app: TAppParts, userId: string, sessionId: string, input: TChangePasswordRequest): Promise<void> {
  const pool = app.db;
  const account = await findCredentials(pool, userId);
  if (!account) throw notFound('This account was not found.');
  if (account.googleId) throw forbidden(M.googleNoPasswordChange);
  if (!(await verifyPassword(account.passwordHash, input.current_password))) throw badRequest(M.currentPasswordWrong, 'current_password');
  const passwordHash = await hashPassword(input.new_password);
  await pool.transaction(async (tx: DatabaseTransactionConnection) => {
    await setPasswordHash(tx, { userId, passwordHash });
    await invalidateUserSessions(tx, { userId, exceptSessionId: sessionId });
  });
}

/**
 * Withdraws the account (after the password, or an explicit confirmation for an account
 * without one): every session ends now, a goodbye e-mail is sent, the purge job deletes the
 * row and everything it owns 3 months later.
 */
export async function deleteAccount(app: TAppParts, userId: string, input: TDeleteAccountRequest): Promise<void> {
  const pool = app.db;
  const account = await findCredentials(pool, userId);
  if (!account) throw notFound('This account was not found.');
  if (account.passwordHash) {
    if (!input.password) throw badRequest(M.deletePasswordRequired, 'password');
    if (!(await verifyPassword(account.passwordHash, input.password))) throw badRequest(M.deletePasswordWrong, 'password');
  } else if (input.confirm !== true) {
    throw badRequest(M.deleteConfirmRequired, 'confirm');
  }
  const purgeOn = new Date();
  purgeOn.setUTCMonth(purgeOn.getUTCMonth() + ACCOUNT_PURGE_AFTER_MONTHS);
  await pool.transaction(async (tx) => {
    await markAccountDeleted(tx, userId);
    await invalidateUserSessions(tx, { userId });
    await enqueueEmail(app.boss, tx, { kind: 'account-deleted', to: account.email, fullName: account.fullName, purgeOn: purgeOn.toISOString().slice(0, 10) });
  });
}
