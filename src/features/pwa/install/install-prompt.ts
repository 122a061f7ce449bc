/**
 * The browser's own install prompt. Chromium fires `beforeinstallprompt` once, early, so the
 * app keeps it (useInstallPromptCapture, handed what the page's entry caught before the app
 * ran) and the install entry uses it later. `appinstalled` confirms an install however it was
 * started.
 */

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { showToast } from '@/shared/ui/toast';

/** Chromium's event; not in the DOM typings because it is not a standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

export const INSTALL_TOASTS = {
  installed: msg`App installed successfully`,
  failed: msg`App installation failed`,
};

/**
 * Keeps the browser's prompt from mount on. The event may fire before that, while the app's
 * code loads or its first render runs: `takeEarly` hands over one caught until then (the page's
 * entry listens from its first line) and stops that listener.
 */
const NOTHING_CAUGHT_EARLY = () => null;

export function useInstallPromptCapture(
  takeEarly: () => Event | null = NOTHING_CAUGHT_EARLY,
): void {
  const setPrompt = useSetAtom(installPromptAtom);
  useEffect(() => {
    const early = takeEarly();
    if (early) setPrompt(early as BeforeInstallPromptEvent);
    const onPrompt = (event: Event) => {
      // Keep the browser's mini-infobar away; the menu's install entry offers it instead.
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setPrompt(null);
      void showToast({ kind: 'success', message: i18n._(INSTALL_TOASTS.installed) });
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [setPrompt, takeEarly]);
}

/**
 * Shows the native prompt: resolves when the player accepts, rejects when they decline (the
 * spec's contract). A prompt can be used once; the browser fires a new event if it allows
 * another try.
 */
export async function promptInstall(prompt: BeforeInstallPromptEvent): Promise<void> {
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome !== 'accepted') throw new Error('The player declined the install prompt');
}
