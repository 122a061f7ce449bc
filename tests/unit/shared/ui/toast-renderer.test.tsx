// @own-module-graph: whether a toast was asked for is the toast module's state, and other
// files' toasts would have set it before this file's first render.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRenderer } from '@/shared/ui/ToastRenderer';
import { showToast, toastsWanted } from '@/shared/ui/toast';

describe('ToastRenderer', () => {
  it('mounts the toasts only once the first toast is asked for, and shows that toast', async () => {
    const { baseElement } = render(
      <MantineProvider>
        <ToastRenderer />
      </MantineProvider>,
    );
    expect(toastsWanted()).toBe(false);
    expect(baseElement.querySelector('.mantine-Notifications-root')).toBeNull();

    await act(async () => {
      await showToast({ kind: 'success', message: 'Deposit credited' });
    });

    expect(await screen.findByText('Deposit credited')).toBeVisible();
    expect(baseElement.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
