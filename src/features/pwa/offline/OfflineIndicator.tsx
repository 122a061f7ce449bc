/**
 * The offline indicator: while the browser has no network the app runs on saved data (the
 * worker's caches and the persisted queries), and says so, so a stale balance or a failing
 * action never looks like a bug. It goes away when the network returns and data refetches.
 */
import { Trans } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/shared/api/online-atom';
import { FloatingStatus } from '@/shared/ui/FloatingStatus';

export function OfflineIndicator() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <FloatingStatus
      role="status"
      testId="offline-indicator"
      icon={<IconWifiOff size={18} color="var(--mantine-color-gold-5)" aria-hidden />}
    >
      <Trans>You are offline. Showing saved data until the connection returns.</Trans>
    </FloatingStatus>
  );
}
