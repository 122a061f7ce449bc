import { MantineProvider } from '@mantine/core';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showToast, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/shared/ui/toast';

// The toast store is the library's, one for every file a test worker runs: a toast another
// file left in it (shown or queued) would count here too.
const cleanStore = () => {
  notifications.clean();
  notifications.cleanQueue();
};
beforeEach(cleanStore);
afterEach(cleanStore);

function mount() {
  render(
    <MantineProvider>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} />
    </MantineProvider>,
  );
}

describe('showToast', () => {
  it('does not show the same message twice at the same time', async () => {
    mount();
    await act(async () => {
      await showToast({ kind: 'error', message: 'Insufficient balance' });
      await showToast({ kind: 'error', message: 'Insufficient balance' });
    });
    const { notifications: shown, queue } = notificationsStore.getState();
    expect(shown.length + queue.length).toBe(1);
  });

  it('shows the same text as different kinds separately', async () => {
    mount();
    await act(async () => {
      await showToast({ kind: 'error', message: 'Done' });
      await showToast({ kind: 'success', message: 'Done' });
    });
    expect(notificationsStore.getState().notifications).toHaveLength(2);
  });

  it('shows at most 3 at once and queues the rest', async () => {
    mount();
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await showToast({ message: `Message ${i}` });
    });
    const { notifications: shown, queue } = notificationsStore.getState();
    expect(shown).toHaveLength(3);
    expect(queue).toHaveLength(2);
  });

  it('auto-hides after 5 seconds by default', async () => {
    mount();
    await act(async () => {
      await showToast({ message: 'Hello' });
    });
    expect(notificationsStore.getState().notifications[0]?.autoClose).toBe(5_000);
  });
});
