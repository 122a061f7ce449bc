import { createFileRoute } from '@tanstack/react-router';
import { FeaturePage } from '@/features/feature-off';
import { KadiLocalPage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/local/')({
  component: () => (
    <FeaturePage feature="kadi">
      <KadiLocalPage />
    </FeaturePage>
  ),
});
