/**
 * The staff actions on one chat line, in a small menu: each offered only when the signed-in
 * user's permission strings hold its rule (chat:delete, chat:mute, chat:ban). The list never
 * shows it on the user's own lines. Its own chunk: only staff ever load it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDotsVertical, IconTrash, IconVolumeOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChatMessage } from '@/contracts/chat';
import { hasRule } from '@/contracts/chat-moderation';
import { BanDialog } from './BanDialog';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { MuteDialog } from './MuteDialog';

type StaffDialog = 'delete' | 'mute' | 'ban';

interface Props {
  message: ChatMessage;
  rules: readonly string[];
}

export default function StaffMenu({ message, rules }: Props) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const close = () => setDialog(null);
  const name = message.user.name;
  const player = { id: message.userId, name };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            ml="auto"
            aria-label={t`Moderate the message from ${name}`}
          >
            <IconDotsVertical size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {hasRule(rules, 'chat:delete') ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog('delete')}
            >
              <Trans>Delete message</Trans>
            </Menu.Item>
          ) : null}
          {hasRule(rules, 'chat:mute') ? (
            <Menu.Item
              leftSection={<IconVolumeOff size={16} aria-hidden />}
              onClick={() => setDialog('mute')}
            >
              <Trans>Mute</Trans>
            </Menu.Item>
          ) : null}
          {hasRule(rules, 'chat:ban') ? (
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setDialog('ban')}
            >
              <Trans>Ban</Trans>
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'delete' ? <DeleteMessageDialog message={message} onClose={close} /> : null}
      {dialog === 'mute' ? <MuteDialog player={player} onClose={close} /> : null}
      {dialog === 'ban' ? <BanDialog player={player} onClose={close} /> : null}
    </>
  );
}
