import { createFileRoute } from '@tanstack/react-router';
import { FeaturePage } from '@/features/feature-off';
import { KadiQwickiePage } from '@/features/kadi';

export const Route = createFileRoute('/kadi/qwickie')({
  component: () => (
    <FeaturePage feature="kadi">
      <KadiQwickiePage />
    </FeaturePage>
  ),
});
