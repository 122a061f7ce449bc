/**
 * useShownOnce: a panel is built the first time it is shown and kept from then on, so a drawer
 * nobody opened costs nothing and one that was opened keeps its state when closed.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownOnce } from '@/shared/lib/use-shown-once';

describe('useShownOnce', () => {
  it('stays false while the panel has never been shown', () => {
    const { result, rerender } = renderHook(({ shown }) => useShownOnce(shown), {
      initialProps: { shown: false },
    });
    expect(result.current).toBe(false);
    rerender({ shown: false });
    expect(result.current).toBe(false);
  });

  it('turns true in the render that first shows it, and stays true once hidden again', () => {
    const { result, rerender } = renderHook(({ shown }) => useShownOnce(shown), {
      initialProps: { shown: false },
    });
    rerender({ shown: true });
    expect(result.current).toBe(true);
    rerender({ shown: false });
    expect(result.current).toBe(true);
  });

  it('is true from the start for a panel shown at once', () => {
    const { result } = renderHook(() => useShownOnce(true));
    expect(result.current).toBe(true);
  });
});
