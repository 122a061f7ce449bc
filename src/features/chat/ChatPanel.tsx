/**
 * The chat panel in the layout's right-hand slot: header with the hide action, the message
 * area (./messages: the history and what arrives live, tips worded in the reader's language,
 * staff actions in ./staff) and the send box (./send). Visitors can read but not write; in
 * place of the send box a button sends them to sign in (spec part 2 §6). The list and the send
 * box are lazy chunks, so the first screen's code does not grow with them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Stack, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { useCurrentUser } from '@/features/account';
import { useModal } from '@/shared/lib/modal-navigation';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { ChatEmpty } from './messages/ChatEmpty';

// With the full language catalog: a line names staff badges, whose words are not the shell's.
const ChatMessageList = lazy(() =>
  Promise.all([import('./messages/ChatMessageList'), ensureFullCatalog()]).then(([m]) => m),
);
const ChatSendBox = lazy(() =>
  Promise.all([import('./send/ChatSendBox'), ensureFullCatalog()]).then(([m]) => m),
);

const FOOTER_STYLE = { borderTop: '1px solid var(--mantine-color-dark-5)' };

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const modal = useModal();
  // Messages come over the socket, which connects once the first screen is up: so does the list.
  const firstScreenUp = useAfterIdle();
  return (
    <Stack h="100%" gap={0}>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <Group gap="xs">
          <IconMessages size={18} aria-hidden />
          <Title order={2} size="h4">
            <Trans>Chat</Trans>
          </Title>
        </Group>
        <CloseButton aria-label={t`Hide chat`} onClick={onClose} />
      </Group>
      {firstScreenUp ? (
        <Suspense fallback={<ChatEmpty />}>
          <ChatMessageList />
        </Suspense>
      ) : (
        <ChatEmpty />
      )}
      {user ? (
        firstScreenUp ? (
          <Stack p="md" gap="xs" style={FOOTER_STYLE}>
            <Suspense fallback={null}>
              <ChatSendBox socketToken={user.socketToken} />
            </Suspense>
          </Stack>
        ) : null
      ) : (
        <Stack p="md" gap="xs" style={FOOTER_STYLE}>
          <Button fullWidth onClick={() => modal.open('auth', { tab: 'login' })}>
            <Trans>Sign in to chat</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
