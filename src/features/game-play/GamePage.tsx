/**
 * A third-party game's page (/game/{identifier}, /slots/{name}): the game from the catalogue,
 * then its header, the stage that launches and shows it, and below it the related games.
 * The favorite button and the related-games row belong to the catalogue; the route passes
 * them in (`favoriteSlot`, `relatedGamesSlot`) so this feature does not depend on its lists.
 * An identifier that names an Original, or that the catalogue does not know, gets the
 * not-found state. Nothing on the page moves as it loads: the loading state is a screen high,
 * and the late parts (fairness facts, the launched game) have their places kept.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useDeferredValue } from 'react';
import type { FullGame } from '@/contracts/catalogue';
import { originalNamed } from '@/features/catalogue';
import { useErrorText } from '@/shared/api/use-error-text';
import { useCurrentUser } from '@/shared/session';
import { theatreModeAtom } from './atoms';
import { GameFairness } from './GameFairness';
import { GameHeader } from './GameHeader';
import { GameNotFound } from './GameNotFound';
import { GameStage } from './GameStage';
import { gameDetailsQuery } from './queries';

export interface GamePageProps {
  identifier: string;
  /** The favorite toggle for this game (catalogue), shown in the header. */
  favoriteSlot?: (game: FullGame) => ReactNode;
  /** The related-games row (catalogue), shown under the game. */
  relatedGamesSlot?: (game: FullGame) => ReactNode;
}

export function GamePage({ identifier, favoriteSlot, relatedGamesSlot }: GamePageProps) {
  const isOriginal = originalNamed(identifier) !== undefined;
  const query = useQuery({ ...gameDetailsQuery(identifier), enabled: !isOriginal });
  const theatre = useAtomValue(theatreModeAtom);
  const errorText = useErrorText();
  // Who is playing decides the mode and whether a notice opens the stage: drawn before the
  // account is known, a player's stage would grow by that notice under a painted game, and a
  // visitor's fun session would start only to be replaced. Visitors are known at once.
  const { loaded: playerKnown } = useCurrentUser();
  // The game's arrival draws the whole page (header, stage, fairness, related games). Deferred,
  // that render yields to the browser between components; React Query's update would otherwise
  // draw it in one task, 200 ms on a phone while the page is still starting.
  const game = useDeferredValue(query.data);
  const ready = useDeferredValue(playerKnown);

  if (isOriginal || game === null) return <GameNotFound identifier={identifier} />;
  return (
    <Container
      fluid={theatre}
      size="xl"
      px={{ base: 'sm', sm: 'lg' }}
      py={{ base: 'md', sm: 'xl' }}
      data-testid="game-page"
    >
      {query.isError ? (
        <Alert color="red" title={<Trans>The game could not be loaded</Trans>}>
          <Stack gap="xs" align="flex-start">
            {errorText(query.error)}
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : game && ready ? (
        <Stack gap="md">
          <GameHeader game={game} favorite={favoriteSlot?.(game)} />
          <GameStage game={game} />
          <GameFairness identifier={game.identifier} />
          {relatedGamesSlot?.(game)}
        </Stack>
      ) : (
        // At least a screen high: what is below the page (bets feed, footer) stays below the
        // fold until the game is there, not drawn under a short placeholder and pushed down.
        <Stack gap="md" mih="100vh" data-testid="game-page-loading">
          <Skeleton h={36} w="40%" />
          <Skeleton h="62vh" radius="md" />
        </Stack>
      )}
    </Container>
  );
}
