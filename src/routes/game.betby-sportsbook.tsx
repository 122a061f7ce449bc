import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old embedded-sportsbook game page (spec part 1 §2.4). */
export const Route = createFileRoute('/game/betby-sportsbook')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/sports', search, replace: true });
  },
});
