import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, DEFINITION_LANGUAGES, fullNameError, isValidEmail, isValidUsername, loginCredentialKind, normaliseFullName, passwordLengthError } from './account-rules.ts';
import { isReservedUsername } from './reserved-names.ts';

describe('account rules', () => {
  it('normalises full names (NFC, collapsed whitespace, trimmed) and accepts letters of any script', () => {
    expect(normaliseFullName('  Jose\u0301\t\n  Garci\u0301a ')).toBe('José García');
    for (const name of ['Kim Min Ji', '홍길동', 'Zoë Ångström', 'Łukasz', 'अमित']) expect(fullNameError(name)).toBeNull();
  });

  it('gives the spec message for each bad full name', () => {
    expect(fullNameError('   ')).toBe(M.fullNameRequired);
    expect(fullNameError('   ', 'account')).toBe(M.fullNameEmptyAccount);
    expect(fullNameError('A')).toBe(M.fullNameFormat);
    expect(fullNameError('A'.repeat(51))).toBe(M.fullNameFormat);
    expect(fullNameError("O'Brien")).toBe(M.fullNameFormat);
    expect(fullNameError('Site Admin')).toBe(M.fullNameNotAllowedSignup);
    expect(fullNameError('Site Admin', 'account')).toBe(M.fullNameNotAllowedAccount);
  });

  it('checks usernames, reserved names, e-mails, passwords and the login credential', () => {
    expect(isValidUsername('a.b_c-9')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('x'.repeat(21))).toBe(false);
    expect(isReservedUsername('Admin')).toBe(true);
    expect(isReservedUsername('the_wordbook_team')).toBe(true);
    expect(isReservedUsername('jane.doe')).toBe(false);
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(passwordLengthError('12345')).toBe(M.passwordTooShort);
    expect(passwordLengthError('x'.repeat(51))).toBe(M.passwordTooLong);
    expect(passwordLengthError('123456')).toBeNull();
    expect(loginCredentialKind('me@x.io')).toBe('email');
    expect(loginCredentialKind('me')).toBe('username');
    expect(DEFINITION_LANGUAGES).toHaveLength(21);
  });
});
