/**
 * What a page loads only for the player's next step waits until they reach for the page, or
 * until it has been idle and quiet a while — and never before it is ready for it.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGAGING_EVENTS, QUIET_MS, usePlayerEngaged } from '@/shared/lib/use-player-engaged';

afterEach(() => {
  vi.useRealTimers();
});

describe('usePlayerEngaged', () => {
  it.each(ENGAGING_EVENTS)('turns true on the first %s', async (type) => {
    const { result } = renderHook(() => usePlayerEngaged(true));
    expect(result.current).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event(type));
    });
    expect(result.current).toBe(true);
  });

  it('turns true once the page has been idle and then quiet for a while', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePlayerEngaged(true));
    await act(async () => {
      vi.advanceTimersByTime(200 + QUIET_MS - 100);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
  });

  it('ignores the player, and the clock, until it is ready', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => usePlayerEngaged(ready), {
      initialProps: { ready: false },
    });
    await act(async () => {
      fireEvent.pointerDown(document.body);
      vi.advanceTimersByTime(QUIET_MS * 2);
    });
    expect(result.current).toBe(false);
    rerender({ ready: true });
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    });
    expect(result.current).toBe(true);
  });

  it('stops listening once engaged or gone', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { result, unmount } = renderHook(() => usePlayerEngaged(true));
    await act(async () => {
      fireEvent.scroll(window);
    });
    expect(result.current).toBe(true);
    const types = removed.mock.calls.map(([type]) => type);
    for (const type of ENGAGING_EVENTS) expect(types).toContain(type);
    unmount();
  });
});
