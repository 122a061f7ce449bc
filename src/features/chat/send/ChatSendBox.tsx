/**
 * The chat's input for signed-in players: at most 120 characters with an 'n/120' counter,
 * Enter or the send button sends, and the last send's error shows in a banner above the input
 * until the player types again (spec part 2 §8). Its own chunk, loaded once the first screen
 * is up; visitors get the panel's sign-in button instead.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX } from '@/contracts/chat-moderation';
import { useChatSend } from './use-chat-send';

export default function ChatSendBox({ socketToken }: { socketToken: string }) {
  const { t } = useLingui();
  const chat = useChatSend(socketToken);
  return (
    <Stack gap="xs">
      {chat.error ? (
        <Alert color="red" variant="light" p="xs" role="alert" data-testid="chat-send-error">
          {chat.error}
        </Alert>
      ) : null}
      <form onSubmit={chat.send}>
        <TextInput
          aria-label={t`Chat message`}
          placeholder={t`Say something…`}
          value={chat.text}
          onChange={(event) => chat.type(event.currentTarget.value)}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          rightSectionWidth={88}
          rightSection={
            <>
              <Text size="xs" c="dimmed" data-testid="chat-counter">
                {chat.text.length}/{CHAT_MESSAGE_MAX}
              </Text>
              <ActionIcon
                type="submit"
                variant="subtle"
                ml={6}
                loading={chat.sending}
                aria-label={t`Send message`}
              >
                <IconSend size={16} aria-hidden />
              </ActionIcon>
            </>
          }
        />
      </form>
    </Stack>
  );
}
