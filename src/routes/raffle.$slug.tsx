import { createFileRoute, useParams } from '@tanstack/react-router';
import { FeaturePage } from '@/features/feature-off';
import { RafflePage } from '@/features/raffle';

export const Route = createFileRoute('/raffle/$slug')({
  component: function RaffleRoute() {
    return (
      <FeaturePage feature="raffle">
        <RafflePage slug={useParams({ from: '/raffle/$slug' }).slug} />
      </FeaturePage>
    );
  },
});
