import { ACCOUNT_MESSAGES as M, fullNameError, isValidEmail, isValidUsername, passwordLengthError } from '@wordbook/core/rules/account-rules';
import { invalid, NEUTRAL, valid, type FieldFeedback } from '../../components/ui/form-field';

/**
 * The sign-up form's local rules (document 1, §5), with the shared rules and messages of
 * `@wordbook/core`. Each answers the feedback the field shows, or null when the server check
 * should follow.
 */
export function localFullName(value: string): FieldFeedback | null {
  const error = fullNameError(value, 'signup');
  return error ? invalid(error) : null;
}

export function localUsername(value: string): FieldFeedback | null {
  return isValidUsername(value) ? null : invalid(M.usernameFormat);
}

export function localEmail(value: string): FieldFeedback | null {
  return isValidEmail(value.trim()) ? null : invalid(M.emailFormat);
}

export function passwordFeedback(password: string): FieldFeedback {
  const error = passwordLengthError(password);
  return error ? invalid(error) : valid(M.passwordOk);
}

/** Nothing is shown while the password is empty. */
export function confirmFeedback(password: string, confirm: string): FieldFeedback {
  if (!password || !confirm) return NEUTRAL;
  return password === confirm ? valid(M.passwordsMatch) : invalid(M.passwordsDoNotMatch);
}

export function termsFeedback(accepted: boolean): FieldFeedback {
  return accepted ? NEUTRAL : invalid(M.termsRequired);
}
