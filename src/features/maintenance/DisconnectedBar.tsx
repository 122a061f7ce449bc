/**
 * Shown while the realtime connection has been down for more than 5 s (spec part 1 §4.8,
 * part 2 §4): a loading bar with a cannot-connect message. Live features pause meanwhile.
 */
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Progress, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/shared/api/online-atom';
import { socketStatusAtom } from '@/shared/api/socket-status-atom';

export function DisconnectedBar() {
  const { disconnected } = useAtomValue(socketStatusAtom);
  // Without a network the offline indicator explains it; two bars would say the same twice.
  const online = useAtomValue(onlineAtom);
  if (!disconnected || !online) return null;
  return (
    <Paper
      role="alert"
      data-testid="disconnected-bar"
      pos="fixed"
      bottom={{ base: 64, sm: 16 }}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 250 }}
      shadow="lg"
      radius="md"
      p="sm"
      bg="dark.5"
      w={{ base: 'calc(100% - 24px)', sm: 420 }}
    >
      <Group gap="xs" wrap="nowrap" mb={6}>
        <IconPlugConnectedX size={18} color="var(--mantine-color-red-5)" aria-hidden />
        <Text size="sm" fw={600}>
          <Trans>Cannot connect to the server. Trying to reconnect…</Trans>
        </Text>
      </Group>
      <Progress value={100} animated striped size="xs" color="gold" aria-hidden />
    </Paper>
  );
}
