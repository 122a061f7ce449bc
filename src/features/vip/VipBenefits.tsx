/** What membership brings, one card per benefit. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { VIP_BENEFITS } from './vip-data';

export function VipBenefits() {
  const { i18n } = useLingui();
  return (
    <Stack component="section" gap="md" id="benefits" data-testid="vip-benefits">
      <Title order={2} fz="h3">
        <Trans>Member benefits</Trans>
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '960px': 4 }} spacing="md">
        {VIP_BENEFITS.map(({ id, Icon, title, text }) => (
          <Paper key={id} p="lg" radius="lg" bg="dark.6" withBorder>
            <Stack gap="sm">
              <ThemeIcon size={44} radius="xl" color="gold" variant="light">
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={800}>{i18n._(title)}</Text>
              <Text size="sm" c="dimmed">
                {i18n._(text)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
