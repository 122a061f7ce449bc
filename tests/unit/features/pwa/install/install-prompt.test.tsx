import { i18n } from '@lingui/core';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BeforeInstallPromptEvent,
  installPromptAtom,
  promptInstall,
  useInstallPromptCapture,
} from '@/features/pwa/install/install-prompt';
import { showToast } from '@/shared/ui/toast';

vi.mock('@/shared/ui/toast', () => ({ showToast: vi.fn(async () => 'toast-id') }));

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  vi.mocked(showToast).mockClear();
});

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  return Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent & { prompt: typeof prompt };
}

describe('promptInstall', () => {
  it('shows the native prompt and resolves when the player accepts', async () => {
    const event = fakePrompt('accepted');
    await expect(promptInstall(event)).resolves.toBeUndefined();
    expect(event.prompt).toHaveBeenCalledOnce();
  });

  it('rejects when the player dismisses it', async () => {
    const event = fakePrompt('dismissed');
    await expect(promptInstall(event)).rejects.toThrow(/declined/);
    expect(event.prompt).toHaveBeenCalledOnce();
  });

  it('rejects when the prompt cannot be shown', async () => {
    const event = fakePrompt('accepted');
    event.prompt.mockRejectedValueOnce(new DOMException('already used', 'InvalidStateError'));
    await expect(promptInstall(event)).rejects.toThrow('already used');
  });
});

function Capture({ takeEarly }: { takeEarly?: () => Event | null }) {
  useInstallPromptCapture(takeEarly);
  return null;
}

describe('useInstallPromptCapture', () => {
  function mount(takeEarly?: () => Event | null) {
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <Capture takeEarly={takeEarly} />
      </Provider>,
    );
    return { store, unmount: view.unmount };
  }

  it('takes over a prompt the page caught before the app mounted', () => {
    const early = fakePrompt('accepted');
    const { store } = mount(() => early);
    expect(store.get(installPromptAtom)).toBe(early);
  });

  it("keeps the browser's prompt for later and stops its mini-infobar", () => {
    const { store } = mount();
    expect(store.get(installPromptAtom)).toBeNull();
    const event = fakePrompt('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(store.get(installPromptAtom)).toBe(event);
  });

  it('forgets the prompt and congratulates the player once the app is installed', () => {
    const { store } = mount();
    act(() => {
      window.dispatchEvent(fakePrompt('accepted'));
    });
    expect(showToast).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(store.get(installPromptAtom)).toBeNull();
    expect(showToast).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'App installed successfully',
    });
  });

  it('stops listening when unmounted', () => {
    const { store, unmount } = mount();
    unmount();
    const event = fakePrompt('accepted');
    window.dispatchEvent(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(event.defaultPrevented).toBe(false);
    expect(store.get(installPromptAtom)).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });
});
