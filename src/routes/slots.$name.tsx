import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';
import { prefetchGamePageData } from './-game-page-data';

/** /slots/{name} is a game page too (spec part 1 §2.1), and a house identifier its house page. */
export const Route = createFileRoute('/slots/$name')({
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.name);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  loader: ({ context, params, preload }) =>
    prefetchGamePageData(context.queryClient, params.name, preload),
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
