// @own-module-graph: whether the toast library has loaded is the toast module's state, and
// other files' toasts would have loaded it before this file's first render.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRenderer } from '@/shared/ui/ToastRenderer';
import { loadedToastLibrary, showToast } from '@/shared/ui/toast';

describe('ToastRenderer', () => {
  it('mounts the toasts only once the first toast is asked for, and shows that toast', async () => {
    const { baseElement } = render(
      <MantineProvider>
        <ToastRenderer />
      </MantineProvider>,
    );
    expect(loadedToastLibrary()).toBeUndefined();
    expect(baseElement.querySelector('.mantine-Notifications-root')).toBeNull();

    await act(async () => {
      await showToast({ kind: 'success', message: 'Deposit credited' });
    });

    expect(await screen.findByText('Deposit credited')).toBeVisible();
    expect(baseElement.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
