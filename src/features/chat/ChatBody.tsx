/**
 * What the chat panel loads once the first screen is up, as one chunk with the full catalog:
 * the message list and, for a signed-in player, the send box under it. One chunk rather than
 * two keeps the first screen's code to a single lazy import.
 */
import { Stack } from '@mantine/core';
import { useCurrentUser } from '@/shared/session';
import ChatMessageList from './messages/ChatMessageList';
import ChatSendBox from './send/ChatSendBox';

export default function ChatBody({ visible }: { visible: boolean }) {
  const { user } = useCurrentUser();
  return (
    <>
      <ChatMessageList visible={visible} />
      {user ? (
        <Stack p="md" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          <ChatSendBox socketToken={user.socketToken} />
        </Stack>
      ) : null}
    </>
  );
}
