// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBar } from './use-loading-bar';

describe('useLoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('climbs 7 every 60 ms while loading, holds at 90, and drops to 0 when the question is in', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingBar(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(59);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(7);
    act(() => {
      vi.advanceTimersByTime(60 * 11);
    });
    expect(result.current).toBe(84);
    act(() => {
      vi.advanceTimersByTime(60 * 10);
    });
    expect(result.current).toBe(90);
    rerender({ loading: false });
    expect(result.current).toBe(0);
    rerender({ loading: true });
    act(() => {
      vi.advanceTimersByTime(120);
    });
    expect(result.current).toBe(14);
  });
});
