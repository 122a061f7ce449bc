import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';

export const Route = createFileRoute('/game/$identifier')({
  // Spec part 1 §2.2: a house identifier is a house game first, so /game/dice is the dice page.
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.identifier);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  component: function GameRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/game/$identifier' }).identifier} />;
  },
});
