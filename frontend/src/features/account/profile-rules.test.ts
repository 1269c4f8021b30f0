import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { describe, expect, it } from 'vitest';
import { localProfileFullName, localProfileUsername, newPasswordHint } from './profile-rules';

describe('account settings rules', () => {
  it('answers an empty, unchanged or malformed username before any server check', () => {
    expect(localProfileUsername('', 'ana')).toEqual({ status: 'invalid', message: M.usernameEmpty });
    expect(localProfileUsername('ana', 'ana')).toEqual({ status: 'neutral', message: 'No changes to username.' });
    expect(localProfileUsername('a b', 'ana')).toEqual({ status: 'invalid', message: M.usernameFormatAccount });
    expect(localProfileUsername('ana.lima', 'ana')).toBeNull();
  });

  it('answers an empty, unchanged or malformed full name', () => {
    expect(localProfileFullName(' ', 'Ana Lima')).toEqual({ status: 'invalid', message: M.fullNameEmptyAccount });
    expect(localProfileFullName('Ana  Lima ', 'Ana Lima')).toEqual({ status: 'neutral', message: 'No changes to Full Name.' });
    expect(localProfileFullName('Ana 2', 'Ana Lima')).toEqual({ status: 'invalid', message: M.fullNameFormat });
    expect(localProfileFullName('Ana Souza', 'Ana Lima')).toBeNull();
  });

  it('never calls a new password OK that the change would refuse (8 characters at submit)', () => {
    expect(newPasswordHint('')).toBeNull();
    expect(newPasswordHint('12345')).toEqual({ status: 'invalid', message: M.passwordTooShort });
    expect(newPasswordHint('123456')).toBeNull();
    expect(newPasswordHint('1234567')).toBeNull();
    expect(newPasswordHint('12345678')).toEqual({ status: 'valid', message: M.passwordOk });
  });
});
