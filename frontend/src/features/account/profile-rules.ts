import { ACCOUNT_MESSAGES as M, fullNameError, isValidUsername, NEW_PASSWORD_MIN, normaliseFullName } from '@wordbook/core/rules/account-rules';
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

/**
 * The live feedback of the new-password field. The spec's texts: 'at least 6' below 6 and 'OK'
 * once the password passes; since the change needs 8 at submit, 6 and 7 characters get no
 * message (the field's own "At least 8 characters." stays), so the two never disagree.
 */
export function newPasswordHint(value: string): FieldFeedback | null {
  if (!value) return null;
  if (value.length < 6) return invalid(M.passwordTooShort);
  return value.length < NEW_PASSWORD_MIN ? null : { status: 'valid', message: M.passwordOk };
}
