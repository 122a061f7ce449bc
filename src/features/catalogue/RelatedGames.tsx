/**
 * Games like this one, for a game page: a preview row of games sharing one of its tags, most
 * popular first, without the game itself. Nothing when there are none.
 */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { GameList } from './list/GameList';
import { relatedSource } from './sources/list-source';

interface Props {
  game: { identifier: string; tags: readonly { slug: string }[] };
}

export function RelatedGames({ game }: Props) {
  // Keyed on what the row depends on: a page passing a fresh object each render re-uses it.
  const slugs = game.tags.map((tag) => tag.slug).join(' ');
  const source = useMemo(
    () =>
      relatedSource({
        identifier: game.identifier,
        tags: slugs.split(' ').map((slug) => ({ slug })),
      }),
    [game.identifier, slugs],
  );
  return <GameList source={source} title={<Trans>Related games</Trans>} preview />;
}
