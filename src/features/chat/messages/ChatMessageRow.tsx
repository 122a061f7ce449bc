/**
 * One chat line: the sender's name with their staff badges, then what they said. A tip is
 * worded here, in the reader's language, from its fields (the server sends no text for it).
 * Normal messages arrive HTML-escaped and are drawn as text, never as HTML (message-text.ts). Staff see their actions at the line's end.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChatMessage } from '@/contracts/chat';
import { StaffBadges } from '@/features/account';
import { formatUsdRounded } from '@/shared/lib/money';
import { messageText } from './message-text';

function TipText({ message }: { message: ChatMessage }) {
  const { i18n } = useLingui();
  const amount = formatUsdRounded(i18n, message.amount ?? 0);
  const recipient = message.toUserName ?? '';
  return (
    <Text size="sm" c="yellow.4">
      <Trans>
        tipped {recipient} {amount}
      </Trans>
    </Text>
  );
}

interface Props {
  message: ChatMessage;
  /** The staff menu, for readers allowed to moderate this line. */
  actions?: ReactNode;
}

export function ChatMessageRow({ message, actions }: Props) {
  return (
    <Stack gap={2} px="md" py={6} data-testid="chat-message">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={700} truncate>
          {message.user.name}
        </Text>
        <StaffBadges
          moderator={message.user.hasChatModBadge}
          developer={message.user.hasChatDevBadge}
        />
        {actions}
      </Group>
      {message.type === 'tip' ? (
        <TipText message={message} />
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {messageText(message.message)}
        </Text>
      )}
    </Stack>
  );
}
