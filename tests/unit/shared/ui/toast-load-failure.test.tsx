// @own-module-graph: the toast library's first loads fail here (the server out of reach), which
// must not be the library other files' toasts load.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRenderer } from '@/shared/ui/ToastRenderer';
import { showToast, TOAST_LOAD_GIVE_UP_MS, TOAST_LOAD_RETRY_MS } from '@/shared/ui/toast';

const library = vi.hoisted(() => ({ failuresLeft: 0, loads: 0 }));
vi.mock('@mantine/notifications', async (importOriginal) => {
  library.loads += 1;
  if (library.failuresLeft > 0) {
    library.failuresLeft -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a toast whose code cannot load yet', () => {
  it('gives up quietly when the code never loads', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    library.failuresLeft = Number.POSITIVE_INFINITY;
    const shown = showToast({ kind: 'error', message: 'Lost' });
    await vi.advanceTimersByTimeAsync(TOAST_LOAD_GIVE_UP_MS + TOAST_LOAD_RETRY_MS);
    await expect(shown).resolves.toBe('toast:error:Lost');
    expect(warn).toHaveBeenCalledWith(
      '[toast] not shown: its code did not load',
      expect.any(Error),
    );
    expect(library.loads).toBeGreaterThan(2);
  });

  it('shows once the code loads, and the renderer never fails', async () => {
    vi.useFakeTimers();
    library.failuresLeft = 2;
    library.loads = 0;
    const onError = vi.fn();
    window.addEventListener('error', onError);
    render(
      <MantineProvider>
        <ToastRenderer />
      </MantineProvider>,
    );
    let shown: Promise<string> | undefined;
    await act(async () => {
      shown = showToast({ kind: 'success', message: 'Deposit credited' });
      await vi.advanceTimersByTimeAsync(2 * TOAST_LOAD_RETRY_MS);
    });
    vi.useRealTimers();
    await act(async () => {
      await shown;
    });
    expect(library.loads).toBe(3);
    expect(await screen.findByText('Deposit credited')).toBeVisible();
    expect(onError).not.toHaveBeenCalled();
    window.removeEventListener('error', onError);
  });
});
