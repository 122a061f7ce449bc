import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';

export const Route = createFileRoute('/game/$identifier')({
  // Spec part 1 §2.2: a house identifier is a house game first, so /game/dice is the dice page.
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.identifier);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  // The game's data starts loading beside the page's code, not after it (game-play/prefetch).
  // Not on a hover's preload: that would start it for every tile a pointer crosses.
  loader: ({ context, params, preload }) => {
    if (preload) return;
    void import('@/features/game-play/prefetch').then(({ prefetchGamePage }) =>
      prefetchGamePage(context.queryClient, params.identifier),
    );
  },
  // The loader stays in the app's route table, so it runs while the component's chunk loads.
  codeSplitGroupings: [
    ['component'],
    ['pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  component: function GameRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/game/$identifier' }).identifier} />;
  },
});
