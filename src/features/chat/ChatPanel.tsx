/**
 * The chat panel in the layout's right-hand slot: header with the hide action, then the body
 * (ChatBody: the message list in ./messages with staff actions from ./staff, and the send box
 * in ./send), a lazy chunk so the first screen's code does not grow with them. Visitors can
 * read but not write: in place of the send box a button sends them to sign in (spec part 2 §6).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Stack, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { useModal } from '@/shared/lib/modal-navigation';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { useCurrentUser } from '@/shared/session';
import { ChatEmpty } from './messages/ChatEmpty';

// With the full language catalog: its words (badges, staff actions, send box) are not the shell's.
const ChatBody = lazy(() =>
  Promise.all([import('./ChatBody'), ensureFullCatalog()]).then(([m]) => m),
);

interface Props {
  onClose: () => void;
  /** On screen now: showing a hidden chat again reloads its history (spec part 2 §4). */
  visible: boolean;
}

export function ChatPanel({ onClose, visible }: Props) {
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
          <ChatBody visible={visible} />
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
