import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  DEFINITION_LANGUAGES,
  EMAIL_PATTERN,
  EMAIL_MAX,
  NEW_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
  fullNameError,
  normaliseFullName,
} from '../rules/account-rules.ts';
import { ZSessionUser } from './session.ts';

/**
 * Account calls: sign-up, checks, login, password reset, account settings and social sign-in
 * (document 1 §3, §5, §7; document 2 §2.3, §5, §7). Field names are the spec's.
 */

const requiredString = (message: string) => z.string({ required_error: message, invalid_type_error: message });
/** A missing value is read as '' so the field's own rule answers with the spec's message (not "x is required."). */
const required = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === undefined || v === null ? '' : v), schema);

/** A full name as the server keeps it: normalised, then checked (messages of document 1 §5). */
export const ZFullName = (context: 'signup' | 'account') =>
  requiredString(context === 'signup' ? M.fullNameRequired : M.fullNameEmptyAccount)
    .max(500, M.fullNameFormat)
    .transform((raw, ctx) => {
      const error = fullNameError(raw, context);
      if (error) ctx.addIssue({ code: z.ZodIssueCode.custom, message: error });
      return normaliseFullName(raw);
    });

export const ZUsername = requiredString(M.usernameFormat).regex(USERNAME_PATTERN, M.usernameFormat);
export const ZEmail = requiredString(M.emailFormat)
  .trim()
  .max(EMAIL_MAX, M.emailFormat)
  .regex(EMAIL_PATTERN, M.emailFormat);
export const ZSignupPassword = requiredString(M.passwordTooShort).min(PASSWORD_MIN, M.passwordTooShort).max(PASSWORD_MAX, M.passwordTooLong);
export const ZNewPassword = (tooShort: string) =>
  requiredString(tooShort).min(NEW_PASSWORD_MIN, tooShort).max(PASSWORD_MAX, M.passwordTooLong);
export const ZCaptchaToken = requiredString(M.captchaRequired).min(1, M.captchaRequired).max(20_000, M.captchaFailed);
export const ZDefinitionLanguage = z.enum(DEFINITION_LANGUAGES, { errorMap: () => ({ message: M.languageUnsupported }) });

// --- checks (GET, query) ---
export const ZCheckFullnameQuery = z.object({ full_name: required(requiredString(M.fullNameRequired).max(500, M.fullNameFormat)) });
export const ZCheckFullnameResponse = z.object({ ok: z.boolean(), error: z.string().nullable() });
export type TCheckFullnameResponse = z.infer<typeof ZCheckFullnameResponse>;

export const ZCheckUsernameQuery = z.object({ username: required(ZUsername) });
export const ZCheckUsernameResponse = z.object({ exists: z.boolean(), reserved: z.boolean() });
export type TCheckUsernameResponse = z.infer<typeof ZCheckUsernameResponse>;

export const ZCheckEmailQuery = z.object({ email: required(requiredString(M.emailFormatShort).trim().max(EMAIL_MAX, M.emailFormatShort).regex(EMAIL_PATTERN, M.emailFormatShort)) });
export const ZCheckEmailResponse = z.object({ exists: z.boolean() });
export type TCheckEmailResponse = z.infer<typeof ZCheckEmailResponse>;

// --- sign-up ---
export const ZSignupRequest = z.object({
  full_name: required(ZFullName('signup')),
  username: required(ZUsername),
  email: required(ZEmail),
  password: required(ZSignupPassword),
  token: required(ZCaptchaToken),
});
export type TSignupRequest = z.output<typeof ZSignupRequest>;
export const ZSignupResponse = z.object({ success: z.literal(true), verificationId: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZVerificationId = requiredString(M.verificationNotFound).uuid(M.verificationNotFound);
export const ZSignupVerifyRequest = z.object({
  verificationId: required(ZVerificationId),
  code: required(requiredString(M.codeFormat).trim().regex(VERIFICATION_CODE_PATTERN, M.codeFormat)),
});
export type TSignupVerifyRequest = z.output<typeof ZSignupVerifyRequest>;
export const ZSignupVerifyResponse = z.object({ success: z.literal(true), user: ZSessionUser });
export type TSignupVerifyResponse = z.infer<typeof ZSignupVerifyResponse>;

export const ZSignupResendRequest = z.object({ verificationId: required(ZVerificationId) });
export type TSignupResendRequest = z.output<typeof ZSignupResendRequest>;
export const ZSignupResendResponse = z.object({ success: z.literal(true), verificationId: z.string() });
export type TSignupResendResponse = z.infer<typeof ZSignupResendResponse>;

// --- login ---
export const ZLoginRequest = z
  .object({
    username: z.string().max(254, M.invalidCredentials).optional(),
    email: z.string().trim().max(EMAIL_MAX, M.emailFormatShort).regex(EMAIL_PATTERN, M.emailFormatShort).optional(),
    password: required(requiredString(M.invalidCredentials).min(1, M.invalidCredentials).max(1000, M.invalidCredentials)),
    token: required(ZCaptchaToken),
    remember: z.boolean().default(false),
    device_id: z.string().max(200).nullish(),
  })
  .refine((v) => Boolean(v.username?.trim()) || Boolean(v.email), { message: 'Please enter your username or email.', path: ['username'] });
export type TLoginRequest = {
  username?: string;
  email?: string;
  password: string;
  token: string;
  remember?: boolean;
  device_id?: string | null;
};
export const ZLoginResponse = z.object({ success: z.literal(true), user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

// --- captcha ---
/** ALTCHA v2 challenge as the widget (altcha 3) fetches it. */
export const ZCaptchaChallenge = z.object({
  parameters: z.record(z.unknown()),
  signature: z.string().optional(),
});

// --- password reset ---
export const ZPasswordResetRequest = z.object({ email: required(ZEmail) });
export type TPasswordResetRequest = z.output<typeof ZPasswordResetRequest>;
export const ZPasswordResetRequestResponse = z.object({ success: z.literal(true), message: z.string() });
export const ZPasswordResetConfirm = z.object({
  token: required(requiredString(M.resetLinkInvalid).min(10, M.resetLinkInvalid).max(200, M.resetLinkInvalid)),
  password: required(ZNewPassword(M.resetPasswordTooShort)),
});
export type TPasswordResetConfirm = z.output<typeof ZPasswordResetConfirm>;

/** POST /api/password-reset/check {token} → {valid}: whether the link can still set a password (the page says so on load). */
export const ZPasswordResetCheck = ZPasswordResetConfirm.pick({ token: true });
export const ZPasswordResetCheckResponse = z.object({ valid: z.boolean() });

// --- account settings (document 2 §2.3, §5, §7) ---
export const ZAccount = ZSessionUser.extend({
  /** False for an account made by Google sign-in that never set a password. */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;
export const ZAccountResponse = z.object({ account: ZAccount });
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

/**
 * PATCH /api/account: any of full_name, username, preferred_definition_language (the spec's
 * singular code) or preferred_definition_languages (the stored list).
 */
export const ZUpdateAccountRequest = z.object({
  full_name: ZFullName('account').optional(),
  username: z.string({ invalid_type_error: M.usernameFormatAccount }).min(1, M.usernameEmpty).regex(USERNAME_PATTERN, M.usernameFormatAccount).optional(),
  preferred_definition_language: ZDefinitionLanguage.optional(),
  preferred_definition_languages: z.array(ZDefinitionLanguage).min(1, M.languageUnsupported).max(DEFINITION_LANGUAGES.length).optional(),
});
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequest>;
export const ZUpdateAccountResponse = z.object({ success: z.literal(true), account: ZAccount });

/** PATCH /api/account/password: current_password, new_password (camelCase spellings accepted too). */
export const ZChangePasswordRequest = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const v = value as Record<string, unknown>;
    return { current_password: v.current_password ?? v.currentPassword, new_password: v.new_password ?? v.newPassword };
  },
  z.object({
    current_password: required(requiredString(M.currentPasswordRequired).min(1, M.currentPasswordRequired).max(1000, M.currentPasswordWrong)),
    new_password: required(ZNewPassword(M.newPasswordTooShort)),
  }),
);
export type TChangePasswordRequest = { current_password: string; new_password: string };

/** DELETE /api/account: the password, or (for an account without one) confirm: true. */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(1000).optional(),
  confirm: z.boolean().optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const ZSuccessResponse = z.object({ success: z.literal(true) });

// --- social sign-in ---
export const ZAuthProvidersResponse = z.object({ google: z.boolean() });
export const ZGoogleStartQuery = z.object({
  device_id: z.string().max(200).optional(),
  returnTo: z.string().max(2000).optional(),
});

// --- dev mailbox ---
export const ZMailboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  transport: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
export const ZMailboxResponse = z.object({ messages: z.array(ZMailboxMessage) });
