import { createFileRoute } from '@tanstack/react-router';
import { RafflePage } from '@/features/raffle';

export const Route = createFileRoute('/raffle/$slug')({
  component: function RaffleRoute() {
    return <RafflePage slug={Route.useParams().slug} />;
  },
});
