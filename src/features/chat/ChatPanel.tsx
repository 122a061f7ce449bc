/**
 * The chat panel in the layout's right-hand slot: header with the hide action and the message
 * area (./messages: what arrives live, tips worded in the reader's language). Visitors can
 * read but not write; the send box sends them to sign in (spec part 2 §6).
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

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
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
      {isSignedIn ? null : (
        <Stack p="md" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          <Button fullWidth onClick={() => modal.open('auth', { tab: 'login' })}>
            <Trans>Sign in to chat</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
