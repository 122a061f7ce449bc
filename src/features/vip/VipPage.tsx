/** The VIP club (/vip, /vip-benefits): an invitation-only club, its tiers and benefits. */
import { SimpleGrid, Stack } from '@mantine/core';
import { PageContainer } from '@/shared/ui/PageContainer';
import { VipBenefits } from './VipBenefits';
import { VipContact } from './VipContact';
import { VipHero } from './VipHero';
import { VipHowToJoin } from './VipHowToJoin';
import { VipTiers } from './VipTiers';

export function VipPage() {
  return (
    <PageContainer>
      <Stack gap={40} data-testid="vip-page">
        <VipHero />
        <VipBenefits />
        <VipTiers />
        <SimpleGrid type="container" cols={{ base: 1, '760px': 2 }} spacing="lg">
          <VipHowToJoin />
          <VipContact />
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
