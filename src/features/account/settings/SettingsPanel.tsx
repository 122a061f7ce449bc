/** One tab's panel: what the tab manages, one row per setting. */
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { AccountSettingsTab } from '../settings-page';
import { SETTINGS_TABS } from './settings-tabs';
import { VerificationLevels } from './VerificationLevels';

export function SettingsPanel({ tab }: { tab: AccountSettingsTab }) {
  const { i18n } = useLingui();
  const info = SETTINGS_TABS[tab];
  return (
    <Stack gap="md" pt="lg">
      <Text c="dimmed">{i18n._(info.description)}</Text>
      {tab === 'verification' ? (
        <VerificationLevels />
      ) : (
        <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="sm">
          {info.items.map(({ id, Icon, title, text }) => (
            <Paper key={id} p="md" radius="md" bg="dark.6" withBorder>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={36} radius="md" variant="light">
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={700}>{i18n._(title)}</Text>
                  <Text size="sm" c="dimmed">
                    {i18n._(text)}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
