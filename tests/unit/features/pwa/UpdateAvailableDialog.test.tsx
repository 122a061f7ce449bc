import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateServiceWorkerAtom } from '@/features/pwa/atoms';
import { UpdateAvailableDialog } from '@/features/pwa/UpdateAvailableDialog';
import { renderWithProviders } from '../render-with-providers';

const reload = vi.fn();
const originalLocation = window.location;

function stubReload() {
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, reload },
  });
}

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  reload.mockReset();
});

describe('UpdateAvailableDialog', () => {
  it("closes on 'Later'", async () => {
    const close = vi.fn();
    renderWithProviders(<UpdateAvailableDialog params={{}} close={close} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it("activates the waiting worker on 'Update Now'", async () => {
    stubReload();
    const update = vi.fn(async () => undefined);
    const store = createStore();
    // Wrapped: Jotai would call a bare function as an updater.
    store.set(updateServiceWorkerAtom, () => update);
    renderWithProviders(<UpdateAvailableDialog params={{}} close={vi.fn()} />, store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Now' }));
    await waitFor(() => expect(update).toHaveBeenCalledOnce());
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when there is no waiting worker', async () => {
    stubReload();
    renderWithProviders(<UpdateAvailableDialog params={{}} close={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update Now' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
