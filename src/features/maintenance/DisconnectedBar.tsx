/**
 * Shown while the realtime connection has been down for more than 5 s (spec part 1 §4.8,
 * part 2 §4): a loading bar with a cannot-connect message. Live features pause meanwhile.
 */
import { Trans } from '@lingui/react/macro';
import { Progress } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/shared/api/online-atom';
import { socketStatusAtom } from '@/shared/api/socket-status-atom';
import { FloatingStatus } from '@/shared/ui/FloatingStatus';

export function DisconnectedBar() {
  const { disconnected } = useAtomValue(socketStatusAtom);
  // Without a network the offline indicator explains it; two bars would say the same twice.
  const online = useAtomValue(onlineAtom);
  if (!disconnected || !online) return null;
  return (
    <FloatingStatus
      role="alert"
      testId="disconnected-bar"
      icon={<IconPlugConnectedX size={18} color="var(--mantine-color-red-5)" aria-hidden />}
      footer={<Progress value={100} animated striped size="xs" color="gold" aria-hidden />}
    >
      <Trans>Cannot connect to the server. Trying to reconnect…</Trans>
    </FloatingStatus>
  );
}
