/** The settings tabs, bound to ?page: choosing a tab navigates, so each tab has an address. */
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/contracts/user';
import { ACCOUNT_SETTINGS_PAGES, type AccountSettingsTab } from '../settings-page';
import { SettingsPanel, type SettingsSlots } from './SettingsPanel';
import { SETTINGS_TABS } from './settings-tabs';

function isTab(value: string | null): value is AccountSettingsTab {
  return ACCOUNT_SETTINGS_PAGES.some((page) => page === value);
}

interface SettingsTabsProps extends SettingsSlots {
  page: AccountSettingsTab;
  user: User;
}

export function SettingsTabs({ page, user, ...slots }: SettingsTabsProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <Tabs
      value={page}
      onChange={(value) => {
        if (isTab(value)) void navigate({ to: '/account-settings', search: { page: value } });
      }}
      keepMounted={false}
      data-testid="account-settings-tabs"
    >
      <Tabs.List>
        {ACCOUNT_SETTINGS_PAGES.map((tab) => {
          const { Icon, label } = SETTINGS_TABS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />}>
              {i18n._(label)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {ACCOUNT_SETTINGS_PAGES.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          <SettingsPanel tab={tab} user={user} {...slots} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
