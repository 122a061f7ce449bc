/**
 * A game category list (/tag/{tag}): the tag's games in the full list screen. Favorites belong
 * to a player, so visitors are asked to sign in; a signed-in player opening a tag is recorded
 * (playerTagCreate) for the 'recommended' sort.
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { FAVORITES_LIST_KEY, tagListKey } from '@/catalogue/list-source';
import { FAVORITES_TAG } from '@/contracts/casino';
import { SignInButtons } from '@/features/account';
import { useCurrentUser } from '@/shared/session';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CatalogueHeader } from './CatalogueHeader';
import { usePlayerTag } from './data/use-player-tag';
import { GamesEmptyState } from './GamesEmptyState';
import { GameList } from './list/GameList';
import { ListError } from './list/ListError';
import { useFavoritesSource } from './sources/use-favorites-source';
import { useTagSource } from './sources/use-tag-source';
import { tagIcon, tagTitle } from './tag-info';

function FavoritesContent() {
  const { isSignedIn, loaded } = useCurrentUser();
  const source = useFavoritesSource();
  if (loaded && !isSignedIn) {
    return (
      <GamesEmptyState
        title={<Trans>Sign in to see your favorites</Trans>}
        description={<Trans>Save the games you love and find them here on any device.</Trans>}
        actions={<SignInButtons withRegister={false} />}
        withLinks={false}
      />
    );
  }
  return (
    <GameList
      source={source}
      // Their first page comes from the server while their favorites and the essentials load.
      listKey={FAVORITES_LIST_KEY}
      empty={
        <GamesEmptyState
          title={<Trans>No favorites yet</Trans>}
          description={<Trans>Tap the heart on any game and it appears here.</Trans>}
        />
      }
    />
  );
}

function TagContent({ slug }: { slug: string }) {
  const { isSignedIn } = useCurrentUser();
  const { tag, source, missing, isError, refetch } = useTagSource(slug);
  usePlayerTag(tag?.id, isSignedIn);
  if (missing) return <GamesEmptyState />;
  if (isError && !source) return <ListError onRetry={refetch} />;
  return <GameList source={source} listKey={tagListKey(slug)} />;
}

export function TagPage({ tag }: { tag: string }) {
  const { i18n } = useLingui();
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="tag-page">
        <CatalogueHeader
          Icon={tagIcon(tag)}
          eyebrow={<Trans>Casino</Trans>}
          title={tagTitle(i18n, tag)}
        />
        {tag === FAVORITES_TAG ? <FavoritesContent /> : <TagContent slug={tag} />}
      </Stack>
    </PageContainer>
  );
}
