/**
 * A Kadi table's address (/kadi/game|join/{id}, /kadi/local[/join]/{id}). The table itself
 * comes with the Kadi server; until it finds the table, the page says plainly that it is not
 * open and shows the code so the player can check it against their invite.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Code,
  CopyButton,
  EmptyState,
  Group,
  Paper,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBolt, IconCards, IconCheck, IconCopy, IconDeviceMobile } from '@tabler/icons-react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { RouterButton } from '@/shared/ui/router-links';

export type KadiRoomMode = 'game' | 'join' | 'local' | 'local-join';

const TITLES: Record<KadiRoomMode, MessageDescriptor> = {
  game: msg`Kadi table`,
  join: msg`Join a Kadi table`,
  local: msg`Local game`,
  'local-join': msg`Join a local game`,
};

function isLocal(mode: KadiRoomMode): boolean {
  return mode === 'local' || mode === 'local-join';
}

function RoomCode({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      <Text size="sm" c="dimmed">
        <Trans>Table code</Trans>
      </Text>
      <Code fz="sm" data-testid="kadi-room-id">
        {roomId}
      </Code>
      <CopyButton value={roomId}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy code`}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'emerald' : 'gray'}
              onClick={copy}
              aria-label={t`Copy code`}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

export function KadiRoomPage({ roomId, mode }: { roomId: string; mode: KadiRoomMode }) {
  const { i18n } = useLingui();
  const local = isLocal(mode);
  return (
    <PageContainer size="md">
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        bg="dark.6"
        withBorder
        mt={{ base: 0, sm: 'xl' }}
        data-testid="kadi-room"
      >
        <Text ta="center" size="xs" fw={700} tt="uppercase" c="gold.5" lts={0.5} mb="sm">
          {i18n._(TITLES[mode])}
        </Text>
        <EmptyState variant="light" color="gold" size="lg" icon={<IconCards size={28} />}>
          <EmptyState.Title order={1}>
            <Trans>This table is not open</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            {local ? (
              <Trans>
                We could not find this local game. It may have finished, or it was started on
                another device.
              </Trans>
            ) : (
              <Trans>
                We could not find an open table with this code. The game may have finished, or the
                link may be wrong.
              </Trans>
            )}
          </EmptyState.Description>
          <RoomCode roomId={roomId} />
          <EmptyState.Actions>
            <RouterButton to="/kadi" leftSection={<IconCards size={16} />}>
              <Trans>Back to the lobby</Trans>
            </RouterButton>
            {local ? (
              <RouterButton
                to="/kadi/local"
                variant="default"
                leftSection={<IconDeviceMobile size={16} />}
              >
                <Trans>Local play</Trans>
              </RouterButton>
            ) : (
              <RouterButton
                to="/kadi/qwickie"
                variant="default"
                leftSection={<IconBolt size={16} />}
              >
                <Trans>Quick match</Trans>
              </RouterButton>
            )}
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </PageContainer>
  );
}
