/**
 * The `notifications` dialog (needs sign-in): notifications and operator messages, the tab kept
 * in the address. The server sends neither yet, so each tab shows its empty state; the list
 * area is capped at 576 px (spec part 1 §9) for when items arrive.
 */
import { Trans } from '@lingui/react/macro';
import { ScrollArea, Tabs } from '@mantine/core';
import { IconBell, IconInbox } from '@tabler/icons-react';
import { NOTIFICATION_TABS } from '@/contracts/modals';
import type { DialogBodyProps } from '@/shared/lib/dialog-body';
import { useModal } from '@/shared/lib/modal-navigation';
import { InboxEmpty } from './InboxEmpty';

export const INBOX_MAX_HEIGHT = 576;

export function NotificationsDialog({ params }: DialogBodyProps<'notifications'>) {
  const modal = useModal();
  const tab = params.tab ?? 'notifications';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = NOTIFICATION_TABS.find((n) => n === value);
        if (next) modal.open('notifications', { ...params, tab: next }, { replace: true });
      }}
    >
      <Tabs.List grow mb="sm">
        <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
          <Trans>Notifications</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="messages" leftSection={<IconInbox size={16} />}>
          <Trans>Messages</Trans>
        </Tabs.Tab>
      </Tabs.List>
      {NOTIFICATION_TABS.map((n) => (
        <Tabs.Panel key={n} value={n}>
          <ScrollArea.Autosize mah={INBOX_MAX_HEIGHT}>
            <InboxEmpty tab={n} />
          </ScrollArea.Autosize>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
