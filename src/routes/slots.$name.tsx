import { createFileRoute, useParams } from '@tanstack/react-router';
import { CatalogueGamePage } from './-game-page';

/** /slots/{name} is a game page too (spec part 1 §2.1). */
export const Route = createFileRoute('/slots/$name')({
  component: function SlotRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/slots/$name' }).name} />;
  },
});
