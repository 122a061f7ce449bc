/**
 * The offline indicator: while the browser has no network the app runs on saved data (the
 * worker's caches and the persisted queries), and says so, so a stale balance or a failing
 * action never looks like a bug. It goes away when the network returns and data refetches.
 */
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/shared/api/online-atom';

export function OfflineIndicator() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="offline-indicator"
      pos="fixed"
      bottom={{ base: 64, sm: 16 }}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 250 }}
      shadow="lg"
      radius="xl"
      px="md"
      py={8}
      bg="dark.5"
    >
      <Group gap="xs" wrap="nowrap">
        <IconWifiOff size={18} color="var(--mantine-color-gold-5)" aria-hidden />
        <Text size="sm" fw={600}>
          <Trans>You are offline. Showing saved data until the connection returns.</Trans>
        </Text>
      </Group>
    </Paper>
  );
}
