/** What membership brings, one card per benefit. */
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { FeatureCard } from '@/shared/ui/FeatureCard';
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
          <FeatureCard key={id} Icon={Icon} color="gold" title={i18n._(title)}>
            {i18n._(text)}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
