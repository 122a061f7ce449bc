/** The inbox's empty state for one tab (spec part 1 §8 messaging.noMessages). */
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@mantine/core';
import { IconBellOff, IconMessageOff } from '@tabler/icons-react';
import type { NOTIFICATION_TABS } from '@/contracts/modals';

export function InboxEmpty({ tab }: { tab: (typeof NOTIFICATION_TABS)[number] }) {
  const messages = tab === 'messages';
  return (
    <EmptyState
      py="xl"
      icon={messages ? <IconMessageOff size={32} /> : <IconBellOff size={32} />}
      title={messages ? <Trans>No messages</Trans> : <Trans>No notifications</Trans>}
      description={
        messages ? (
          <Trans>You have no messages yet.</Trans>
        ) : (
          <Trans>You have no notifications yet.</Trans>
        )
      }
      data-testid={messages ? 'inbox-empty-messages' : 'inbox-empty-notifications'}
    />
  );
}
