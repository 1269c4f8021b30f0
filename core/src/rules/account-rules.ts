import { isBlockedFullName, isReservedUsername } from './reserved-names.ts';

/**
 * Account field rules and their messages (document 1 §5 and §9, document 2 §5), shared by the
 * sign-up and account screens and the API. Browser-safe: no I/O.
 */
export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameFormat: 'Full name can only contain letters and spaces (2–50 chars).',
  fullNameInvalid: 'Full name is invalid.',
  fullNameNotAllowedSignup: 'This full name is not allowed.',
  fullNameNotAllowedAccount: 'Full name is not allowed.',
  fullNameEmptyAccount: 'Full Name cannot be empty.',
  usernameFormat: 'Invalid username format.',
  usernameFormatAccount: 'Username must be 3-20 letters/digits or ._-',
  usernameEmpty: 'Username cannot be empty.',
  usernameTaken: 'This username is already taken.',
  usernameAvailable: 'Username is available.',
  usernameReserved: 'This username is reserved or may be misleading.',
  usernameSubmit: 'Username is invalid or already taken.',
  emailFormat: 'Invalid email format. Please check again.',
  emailFormatShort: 'Invalid email format.',
  emailInUse: 'This email is already in use.',
  emailAvailable: 'Email is available.',
  emailSubmit: 'Email is invalid or already in use.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password is too long. (max 50 chars)',
  passwordOk: 'Password length is OK.',
  passwordsMatch: 'Passwords match.',
  passwordsDoNotMatch: 'Passwords do not match.',
  termsRequired: 'You must accept the terms and conditions.',
  captchaRequired: 'Please complete the captcha verification.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  codeFormat: 'Verification code must be 6 digits.',
  codeWrong: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  verificationNotFound: 'This verification was not found. Please sign up again.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  invalidCredentials: 'Invalid credentials.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  newPasswordTooShort: 'New password must be at least 8 characters.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  googleNoPasswordChange: 'Google-linked accounts cannot change the password.',
  noValidChanges: 'No valid changes to save.',
  usernameChanged: 'Username changed! Great choice!',
  languageUnsupported: 'Please choose a supported definition language.',
  deletePasswordRequired: 'Please enter your password to delete your account.',
  deletePasswordWrong: 'The password is incorrect.',
  deleteConfirmRequired: 'Please confirm that you want to delete your account.',
  resetPasswordTooShort: 'Password must be at least 8 characters.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetRequested: 'If an account uses that email, we have sent it a link to reset the password.',
} as const;

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 50;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,20}$/;
/** The pattern in words, shown under the username fields so 'Invalid username format.' is never a riddle. */
export const USERNAME_RULE = '3 to 20 characters: letters, digits, dot (.), underscore (_) or hyphen (-).';
/** Text, an @, text, a dot, text, no spaces (document 1 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;
/** Password change and reset: the stricter rule at submit (document 2 §5). */
export const NEW_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_MINUTES = 10;
export const VERIFICATION_MAX_WRONG_GUESSES = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
export const PASSWORD_RESET_MINUTES = 30;
/** A withdrawn account is purged this long after deletion. */
export const ACCOUNT_PURGE_AFTER_MONTHS = 3;

/** Supported definition languages (document 1 §3): 21 codes, default en. */
export const DEFINITION_LANGUAGES = [
  'en', 'ko', 'ja', 'zh-CN', 'zh-TW', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ar', 'hi', 'bn', 'pa', 'id', 'tr', 'vi', 'th', 'sw', 'nl',
] as const;
export type TDefinitionLanguage = (typeof DEFINITION_LANGUAGES)[number];
export const DEFAULT_DEFINITION_LANGUAGE: TDefinitionLanguage = 'en';

/** Unicode normalisation (NFC), whitespace collapsed to single spaces, trimmed. */
export function normaliseFullName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

const FULL_NAME_CHARS = /^\p{L}[\p{L}\p{M} ]*$/u;

/**
 * Checks a full name: null when it is fine, else the message. `context` picks the wording of
 * the sign-up screen or of account settings.
 */
export function fullNameError(raw: string, context: 'signup' | 'account' = 'signup'): string | null {
  const name = normaliseFullName(raw);
  if (name === '') return context === 'signup' ? ACCOUNT_MESSAGES.fullNameRequired : ACCOUNT_MESSAGES.fullNameEmptyAccount;
  const length = [...name].length;
  if (length < FULL_NAME_MIN || length > FULL_NAME_MAX || !FULL_NAME_CHARS.test(name)) return ACCOUNT_MESSAGES.fullNameFormat;
  if (isBlockedFullName(name)) return context === 'signup' ? ACCOUNT_MESSAGES.fullNameNotAllowedSignup : ACCOUNT_MESSAGES.fullNameNotAllowedAccount;
  return null;
}

export const isValidUsername = (username: string): boolean => USERNAME_PATTERN.test(username);
export const isValidEmail = (email: string): boolean => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
export { isReservedUsername };

/** The sign-up password hint: null when 6–50 characters. */
export function passwordLengthError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

/** Login: a credential containing @ is an email, otherwise a username (document 1 §5). */
export function loginCredentialKind(credential: string): 'email' | 'username' {
  return credential.includes('@') ? 'email' : 'username';
}
