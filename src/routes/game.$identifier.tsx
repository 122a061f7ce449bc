import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';
import { prefetchGamePageData } from './-game-page-data';

export const Route = createFileRoute('/game/$identifier')({
  // Spec part 1 §2.2: a house identifier is a house game first, so /game/dice is the dice page.
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.identifier);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  loader: ({ context, params, preload }) =>
    prefetchGamePageData(context.queryClient, params.identifier, preload),
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
