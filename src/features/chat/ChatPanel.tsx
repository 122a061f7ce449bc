/**
 * The chat panel in the layout's right-hand slot: header with the hide action and the message
 * area. Visitors can read but not write; the send box sends them to sign in (spec part 2 §6).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useCurrentUser } from '@/features/account';
import { useModal } from '@/shared/lib/modal-navigation';

export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const modal = useModal();
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
      <Stack flex={1} justify="center" align="center" p="lg" gap="xs">
        <Text c="dimmed" size="sm" ta="center">
          <Trans>No messages yet. Say hello to the other players!</Trans>
        </Text>
      </Stack>
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
