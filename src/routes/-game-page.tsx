/**
 * The game page as both game routes show it: game-play's page with the catalogue's favorite
 * heart and related-games row put in its slots. Composed here, where routes meet features, so
 * neither feature depends on the other.
 */
import { FavoriteButton, RelatedGames } from '@/features/catalogue';
import { GamePage } from '@/features/game-play';

export function CatalogueGamePage({ identifier }: { identifier: string }) {
  return (
    <GamePage
      identifier={identifier}
      favoriteSlot={(game) => <FavoriteButton identifier={game.identifier} />}
      relatedGamesSlot={(game) => <RelatedGames game={game} />}
    />
  );
}
