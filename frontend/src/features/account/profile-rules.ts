import { ACCOUNT_MESSAGES as M, fullNameError, isValidUsername, normaliseFullName } from '@wordbook/core/rules/account-rules';
import { invalid, type FieldFeedback } from '../../components/ui/form-field';

/**
 * Account-settings rules (document 2, §5): the local answer for a field, or null when the
 * server check should follow. An unchanged value says so and needs no check.
 */
export function localProfileUsername(value: string, current: string): FieldFeedback | null {
  if (value === '') return invalid(M.usernameEmpty);
  if (value === current) return { status: 'neutral', message: 'No changes to username.' };
  if (!isValidUsername(value)) return invalid(M.usernameFormatAccount);
  return null;
}

export function localProfileFullName(value: string, current: string): FieldFeedback | null {
  const name = normaliseFullName(value);
  if (name === '') return invalid(M.fullNameEmptyAccount);
  if (name === normaliseFullName(current)) return { status: 'neutral', message: 'No changes to Full Name.' };
  const error = fullNameError(name, 'account');
  return error ? invalid(error) : null;
}

/** The live hint of the new-password field: 6 characters live, 8 at submit. */
export function newPasswordHint(value: string): FieldFeedback | null {
  if (!value) return null;
  return value.length < 6 ? invalid(M.passwordTooShort) : { status: 'valid', message: M.passwordOk };
}
