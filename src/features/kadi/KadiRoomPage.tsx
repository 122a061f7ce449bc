/**
 * A Kadi table's address (/kadi/game|join/{id}, /kadi/local[/join]/{id}). The table itself
 * comes with the Kadi server; until it finds the table, the page says plainly that it is not
 * open and shows the code so the player can check it against their invite.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCards, IconCheck, IconCopy } from '@tabler/icons-react';
import { NotFoundPanel } from '@/shared/ui/NotFoundPanel';
import { RouterButton } from '@/shared/ui/router-links';
import { LocalPlayButton, QuickMatchButton } from './KadiActions';

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
    <NotFoundPanel
      color="gold"
      icon={<IconCards size={28} />}
      eyebrow={
        <Text ta="center" size="xs" fw={700} tt="uppercase" c="gold.5" lts={0.5} mb="sm">
          {i18n._(TITLES[mode])}
        </Text>
      }
      title={<Trans>This table is not open</Trans>}
      description={
        local ? (
          <Trans>
            We could not find this local game. It may have finished, or it was started on another
            device.
          </Trans>
        ) : (
          <Trans>
            We could not find an open table with this code. The game may have finished, or the link
            may be wrong.
          </Trans>
        )
      }
      actions={
        <>
          <RouterButton to="/kadi" leftSection={<IconCards size={16} />}>
            <Trans>Back to the lobby</Trans>
          </RouterButton>
          {local ? <LocalPlayButton variant="default" /> : <QuickMatchButton variant="default" />}
        </>
      }
      data-testid="kadi-room"
    >
      <RoomCode roomId={roomId} />
    </NotFoundPanel>
  );
}
