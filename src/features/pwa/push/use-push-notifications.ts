/**
 * The push toggle's state and actions, with the spec's success and failure toasts. `enabled`
 * is read from the browser (permission and subscription), never stored, so it cannot drift.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '@/shared/ui/toast';
import { disablePush, enablePush, isPushEnabled, isPushSupported } from './push-subscription';

const TOASTS = {
  enabled: msg`Notifications enabled successfully!`,
  disabled: msg`Notifications disabled successfully!`,
  enableFailed: msg`Failed to enable notifications. Please check your browser settings and try again.`,
  disableFailed: msg`Failed to disable notifications. Please check your browser settings and try again.`,
};

export function usePushNotifications() {
  const supported = isPushSupported();
  const [enabled, setEnabled] = useState(false);
  const blocked = supported && Notification.permission === 'denied';

  useEffect(() => {
    if (!supported) return;
    let live = true;
    isPushEnabled()
      .then((value) => live && setEnabled(value))
      .catch((error: unknown) => console.error('[push] could not read the subscription', error));
    return () => {
      live = false;
    };
  }, [supported]);

  // enablePush and disablePush answer whether it worked rather than failing.
  const change = useMutation({
    mutationFn: (turningOn: boolean) => (turningOn ? enablePush() : disablePush()),
    onSuccess: (ok, turningOn) => {
      if (ok) setEnabled(turningOn);
      const message = turningOn
        ? ok
          ? TOASTS.enabled
          : TOASTS.enableFailed
        : ok
          ? TOASTS.disabled
          : TOASTS.disableFailed;
      void showToast({ kind: ok ? 'success' : 'error', message: i18n._(message) });
    },
  });
  const toggle = () => change.mutate(!enabled);

  return { supported, enabled, blocked, busy: change.isPending, toggle };
}
