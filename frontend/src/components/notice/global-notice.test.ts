// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../../lib/jotai';
import { GlobalNotice } from './global-notice';
import { NOTICE_AUTO_HIDE_MS, showNoticeAtom } from './notice-atoms';

function renderNotice() {
  const store = createStore();
  render(createElement(Provider, { store }, createElement(GlobalNotice)));
  return store;
}

describe('GlobalNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides an error notice after 7 seconds', () => {
    const store = renderNotice();

    act(() => {
      store.set(showNoticeAtom, { message: 'Failed to load wordbooks.' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load wordbooks.');

    act(() => {
      vi.advanceTimersByTime(NOTICE_AUTO_HIDE_MS - 1);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a sticky notice until the user dismisses it', () => {
    const store = renderNotice();

    act(() => {
      store.set(showNoticeAtom, { message: 'AI usage limit exceeded.', sticky: true });
    });
    act(() => {
      vi.advanceTimersByTime(NOTICE_AUTO_HIDE_MS * 3);
    });
    expect(screen.getByRole('alert').textContent).toContain('AI usage limit exceeded.');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an info notice as a status message', () => {
    const store = renderNotice();

    act(() => {
      store.set(showNoticeAtom, { message: 'Verification code resent. Please check your email again.', severity: 'info' });
    });

    expect(screen.getByRole('status').textContent).toContain('Verification code resent.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
