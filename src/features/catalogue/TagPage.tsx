/**
 * A game category list (/tag/{tag}). Favorites belong to a player, so visitors are asked to
 * sign in; every list says plainly when it holds no games yet.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { FAVORITES_TAG } from '@/contracts/casino';
import { SignInButtons, useCurrentUser } from '@/features/account';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CatalogueHeader } from './CatalogueHeader';
import { GamesEmptyState } from './GamesEmptyState';
import { tagIcon, tagTitle } from './tag-info';

function FavoritesContent() {
  const { isSignedIn, loaded } = useCurrentUser();
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
    <GamesEmptyState
      title={<Trans>No favorites yet</Trans>}
      description={<Trans>Games you mark as a favorite appear here.</Trans>}
    />
  );
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
        {tag === FAVORITES_TAG ? <FavoritesContent /> : <GamesEmptyState />}
      </Stack>
    </PageContainer>
  );
}
