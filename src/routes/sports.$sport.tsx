import { createFileRoute, notFound } from '@tanstack/react-router';
import { sportSlugSchema } from '@/contracts/sports';
import { SportsPage } from '@/features/sports';

export const Route = createFileRoute('/sports/$sport')({
  params: {
    parse: ({ sport }) => {
      const parsed = sportSlugSchema.safeParse(sport);
      if (!parsed.success) throw notFound();
      return { sport: parsed.data };
    },
    stringify: ({ sport }) => ({ sport }),
  },
  component: function SportRoute() {
    return <SportsPage sport={Route.useParams().sport} />;
  },
});
