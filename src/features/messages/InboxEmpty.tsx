/** The inbox's empty state for one tab (spec part 1 §8 messaging.noMessages). */
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@mantine/core';
import { IconBellOff, IconMessageOff } from '@tabler/icons-react';
import type { NOTIFICATION_TABS } from '@/contracts/modals';

export function InboxEmpty({ tab }: { tab: (typeof NOTIFICATION_TABS)[number] }) {
  if (tab === 'messages') {
    return (
      <EmptyState
        py="xl"
        icon={<IconMessageOff size={32} />}
        title={<Trans>No messages</Trans>}
        description={<Trans>You have no messages yet.</Trans>}
        data-testid="inbox-empty-messages"
      />
    );
  }
  return (
    <EmptyState
      py="xl"
      icon={<IconBellOff size={32} />}
      title={<Trans>No notifications</Trans>}
      description={<Trans>You have no notifications yet.</Trans>}
      data-testid="inbox-empty-notifications"
    />
  );
}
