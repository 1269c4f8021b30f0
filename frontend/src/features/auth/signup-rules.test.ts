import { ACCOUNT_MESSAGES as M } from '@wordbook/core/rules/account-rules';
import { describe, expect, it } from 'vitest';
import { confirmFeedback, localEmail, localFullName, localUsername, passwordFeedback } from './signup-rules';

describe('sign-up rules', () => {
  it('checks the full name locally before asking the server', () => {
    expect(localFullName('  ')).toEqual({ status: 'invalid', message: M.fullNameRequired });
    expect(localFullName('R2 D2')).toEqual({ status: 'invalid', message: M.fullNameFormat });
    expect(localFullName('Ana   Lima')).toBeNull();
  });

  it('rejects a bad username or e-mail format with the spec messages', () => {
    expect(localUsername('ab')).toEqual({ status: 'invalid', message: M.usernameFormat });
    expect(localUsername('ana.lima_1')).toBeNull();
    expect(localEmail('ana@example')).toEqual({ status: 'invalid', message: M.emailFormat });
    expect(localEmail('ana@example.com')).toBeNull();
  });

  it('gives the live password and confirmation hints', () => {
    expect(passwordFeedback('12345')).toEqual({ status: 'invalid', message: M.passwordTooShort });
    expect(passwordFeedback('x'.repeat(51))).toEqual({ status: 'invalid', message: M.passwordTooLong });
    expect(passwordFeedback('123456')).toEqual({ status: 'valid', message: M.passwordOk });
    expect(confirmFeedback('', 'abc')).toEqual({ status: 'neutral' });
    expect(confirmFeedback('secret1', 'secret2')).toEqual({ status: 'invalid', message: M.passwordsDoNotMatch });
    expect(confirmFeedback('secret1', 'secret1')).toEqual({ status: 'valid', message: M.passwordsMatch });
  });
});
