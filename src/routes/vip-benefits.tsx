import { createFileRoute } from '@tanstack/react-router';
import { FeaturePage } from '@/features/feature-off';
import { VipPage } from '@/features/vip';

export const Route = createFileRoute('/vip-benefits')({
  component: () => (
    <FeaturePage feature="vip">
      <VipPage />
    </FeaturePage>
  ),
});
