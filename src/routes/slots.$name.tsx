import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';

/** /slots/{name} is a game page too (spec part 1 §2.1), and a house identifier its house page. */
export const Route = createFileRoute('/slots/$name')({
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.name);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  // The game's data starts loading beside the page's code, not after it (game-play/prefetch).
  // Not on a hover's preload: that would start it for every tile a pointer crosses.
  loader: ({ context, params, preload }) => {
    if (preload) return;
    void import('@/features/game-play/prefetch').then(({ prefetchGamePage }) =>
      prefetchGamePage(context.queryClient, params.name),
    );
  },
  // The loader stays in the app's route table, so it runs while the component's chunk loads.
  codeSplitGroupings: [
    ['component'],
    ['pendingComponent'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  component: function SlotRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/slots/$name' }).name} />;
  },
});
