/** One tab's panel: what the tab manages, one row per setting. */
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { InfoRow } from '@/shared/ui/InfoRow';
import type { AccountSettingsTab } from '../settings-page';
import { TwoFactorSettings } from '../two-factor/TwoFactorSettings';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { SETTINGS_TABS } from './settings-tabs';
import { VerificationLevels } from './VerificationLevels';

export function SettingsPanel({ tab }: { tab: AccountSettingsTab }) {
  const { i18n } = useLingui();
  const info = SETTINGS_TABS[tab];
  return (
    <Stack gap="md" pt="lg">
      <Text c="dimmed">{i18n._(info.description)}</Text>
      {tab === 'general' ? <EmailVerificationNotice /> : null}
      {tab === 'security' ? <TwoFactorSettings /> : null}
      {tab === 'verification' ? (
        <VerificationLevels />
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="sm">
          {info.items.map(({ id, Icon, title, text }) => (
            <Paper key={id} p="md" radius="md" bg="dark.6" withBorder>
              <InfoRow
                indicator={
                  <ThemeIcon size={36} radius="md" variant="light">
                    <Icon size={20} />
                  </ThemeIcon>
                }
                title={i18n._(title)}
              >
                {i18n._(text)}
              </InfoRow>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
