/** One setting of a tab: its icon, title and line from settings-tabs.ts, and its control. */
import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoRow } from '@/shared/ui/InfoRow';
import type { AccountSettingsTab } from '../settings-page';
import { SETTINGS_TABS } from './settings-tabs';

export function SettingCard({
  tab,
  id,
  badge,
  children,
}: {
  tab: AccountSettingsTab;
  id: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const item = SETTINGS_TABS[tab].items.find((entry) => entry.id === id);
  if (!item) throw new Error(`settings-tabs.ts has no item ${tab}.${id}`);
  const { Icon } = item;
  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder data-testid={`setting-${id}`}>
      <Stack gap="sm">
        <InfoRow
          indicator={
            <ThemeIcon size={36} radius="md" variant="light">
              <Icon size={20} />
            </ThemeIcon>
          }
          title={i18n._(item.title)}
          badge={badge}
        >
          {i18n._(item.text)}
        </InfoRow>
        {children}
      </Stack>
    </Paper>
  );
}
