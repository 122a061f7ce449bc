import { createFileRoute, useParams } from '@tanstack/react-router';
import { RafflePage } from '@/features/raffle';

export const Route = createFileRoute('/raffle/$slug')({
  component: function RaffleRoute() {
    return <RafflePage slug={useParams({ from: '/raffle/$slug' }).slug} />;
  },
});
