/**
 * The browser's own install prompt. Chromium fires `beforeinstallprompt` once, early, so the
 * app captures it from the first render (useInstallPromptCapture) and the install entry uses
 * it later. `appinstalled` confirms an install however it was started.
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
 * The first render yields to the browser while it runs, and Chromium can fire the event in
 * that time, before any effect has run: it is caught from the moment this module loads and
 * handed over when the app mounts.
 */
let caughtBeforeMount: BeforeInstallPromptEvent | null = null;
const catchBeforeMount = (event: Event) => {
  event.preventDefault();
  caughtBeforeMount = event as BeforeInstallPromptEvent;
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', catchBeforeMount);
}

export function useInstallPromptCapture(): void {
  const setPrompt = useSetAtom(installPromptAtom);
  useEffect(() => {
    window.removeEventListener('beforeinstallprompt', catchBeforeMount);
    if (caughtBeforeMount) setPrompt(caughtBeforeMount);
    caughtBeforeMount = null;
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
  }, [setPrompt]);
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
