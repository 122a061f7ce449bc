/**
 * Games like this one, for a game page: a preview row of games sharing one of its tags (not
 * the standing-only ones such as popular, which the catalogue marks excludeFromTags), most
 * popular first, without the game itself. Nothing when there are none.
 */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { relatedSource } from '@/catalogue/list-source';
import { GameList } from './list/GameList';

interface Props {
  game: {
    identifier: string;
    tags: readonly { slug: string; excludeFromTags?: boolean }[];
  };
}

export function RelatedGames({ game }: Props) {
  // Keyed on what the row depends on, so a page passing a fresh object each render re-uses it.
  const slugKey = game.tags
    .filter((tag) => !tag.excludeFromTags)
    .map((tag) => tag.slug)
    .join(' ');
  const source = useMemo(
    () => (slugKey ? relatedSource(game.identifier, slugKey.split(' ')) : undefined),
    [game.identifier, slugKey],
  );
  if (!source) return null;
  return <GameList source={source} title={<Trans>Related games</Trans>} preview />;
}
