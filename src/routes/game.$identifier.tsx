import { createFileRoute, useParams } from '@tanstack/react-router';
import { CatalogueGamePage } from './-game-page';

export const Route = createFileRoute('/game/$identifier')({
  component: function GameRoute() {
    return <CatalogueGamePage identifier={useParams({ from: '/game/$identifier' }).identifier} />;
  },
});
