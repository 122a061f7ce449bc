import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_RETRY_MS, lazyRetrying, loadUntilLoaded } from '@/shared/lib/lazy-retrying';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

const unreachable = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Footer.js');

describe('a part of the page whose code fails to load', () => {
  it('is tried again every few seconds until it loads', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValue('module');
    const loaded = loadUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(LAZY_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + LAZY_RETRY_MS);
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows its fallback meanwhile, not the error page, and then itself', async () => {
    let reachable = false;
    const Footer = lazyRetrying(async () => {
      if (!reachable) throw unreachable();
      return { default: () => <footer>Footer</footer> };
    });
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Footer />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(LAZY_RETRY_MS * 3));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(LAZY_RETRY_MS));
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});
