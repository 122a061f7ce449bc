import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettling } from '@/features/layout/use-settling';

let renders = 0;
function Frame() {
  renders += 1;
  const frame = useRef<HTMLDivElement>(null);
  useSettling(frame, 250);
  return <div ref={frame} data-testid="frame" />;
}

afterEach(() => vi.useRealTimers());

describe('useSettling', () => {
  it('holds the panels still after mount and while resizing, without rendering the frame again', async () => {
    vi.useFakeTimers();
    renders = 0;
    const { getByTestId } = render(<Frame />);
    const frame = getByTestId('frame');
    expect(frame.hasAttribute('data-settling')).toBe(true);
    await vi.advanceTimersByTimeAsync(249);
    expect(frame.hasAttribute('data-settling')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.hasAttribute('data-settling')).toBe(false);

    window.dispatchEvent(new Event('resize'));
    expect(frame.hasAttribute('data-settling')).toBe(true);
    await vi.advanceTimersByTimeAsync(150);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(150);
    // Each resize restarts the wait.
    expect(frame.hasAttribute('data-settling')).toBe(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(frame.hasAttribute('data-settling')).toBe(false);
    expect(renders).toBe(1);
  });
});
