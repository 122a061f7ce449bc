/**
 * The install entry's behaviour: hidden when already running as the app; native browsers get
 * their own prompt (toasts for accepted and declined), the rest the manual-steps dialog.
 */
import { i18n } from '@lingui/core';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { showToast } from '@/shared/ui/toast';
import { currentInstallPlatform, isStandalone } from './detect-platform';
import { INSTALL_TOASTS, installPromptAtom, promptInstall } from './install-prompt';

export function useInstall() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [dialogOpen, setDialogOpen] = useState(false);
  const platform = useMemo(currentInstallPlatform, []);
  const hidden = useMemo(isStandalone, []);

  const install = async () => {
    if (platform !== 'native' || !prompt) {
      setDialogOpen(true);
      return;
    }
    setPrompt(null);
    try {
      await promptInstall(prompt);
      void showToast({ kind: 'success', message: i18n._(INSTALL_TOASTS.installed) });
    } catch (error) {
      console.info('[pwa] install not completed', error);
      void showToast({ kind: 'error', message: i18n._(INSTALL_TOASTS.failed) });
    }
  };

  return {
    hidden,
    platform,
    install,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
  };
}
