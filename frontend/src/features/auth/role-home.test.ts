import { describe, expect, it } from 'vitest';
import { homeForRole, safeRedirect } from './role-home';

describe('homeForRole', () => {
  it('sends each staff role to its own dashboard, whatever the redirect', () => {
    expect(homeForRole('superadmin', '/account')).toBe('/superadmin');
    expect(homeForRole('admin')).toBe('/admin');
    expect(homeForRole('support')).toBe('/support');
    expect(homeForRole('moderator')).toBe('/moderator');
  });

  it('sends a learner to a same-site redirect, else to /dashboard', () => {
    expect(homeForRole('user', '/account?tab=security')).toBe('/account?tab=security');
    expect(homeForRole('user', null)).toBe('/dashboard');
    expect(homeForRole('user', 'https://evil.example/')).toBe('/dashboard');
    expect(homeForRole('user', '//evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBeNull();
  });
});
