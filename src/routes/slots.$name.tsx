import { createFileRoute, redirect, useParams } from '@tanstack/react-router';
import { houseGamePath } from '@/contracts/game-link';
import { CatalogueGamePage } from './-game-page';

/** /slots/{name} is a game page too (spec part 1 §2.1), and a house identifier its house page. */
export const Route = createFileRoute('/slots/$name')({
  beforeLoad: ({ params, search }) => {
    const housePath = houseGamePath(params.name);
    if (housePath) throw redirect({ to: housePath, search, replace: true });
  },
  component: function SlotRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/slots/$name' }).name} />;
  },
});
