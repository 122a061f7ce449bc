/**
 * A studio's page (/provider/{path}): its name and game count from the catalogue — from its
 * list's first page until the essentials arrive, the same figures, so nothing moves — then its
 * games in the full list screen. A path no provider has says so.
 */
import { Plural, Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { providerListKey, providerSource } from '@/catalogue/list-source';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CatalogueHeader } from './CatalogueHeader';
import { listHeadQuery } from './data/list-head-query';
import { essentialsQuery } from './data/queries';
import { useDeviceClass } from './data/use-device-class';
import { GamesEmptyState } from './GamesEmptyState';
import { humanizeSlug } from './humanize';
import { GameList } from './list/GameList';

export function ProviderPage({ path }: { path: string }) {
  // The list asks for the essentials once its first page is in (sources/use-list-games.ts):
  // the page only reads them, and keeps them fresh once they are here.
  const { data } = useQuery({
    ...essentialsQuery(),
    enabled: (query) => query.state.data !== undefined,
  });
  const listKey = providerListKey(path);
  // Only read: the list below asks for its first page.
  const { data: head } = useQuery({
    ...listHeadQuery(listKey, useDeviceClass()),
    enabled: false,
  });
  const provider = data
    ? data.providers.find((candidate) => candidate.slug === path)
    : head?.provider;
  const name = provider?.name ?? humanizeSlug(path);
  const source = useMemo(() => (provider ? providerSource(provider) : undefined), [provider]);
  const count = provider?.gameCount ?? 0;
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="provider-page">
        <CatalogueHeader
          Icon={IconBuildingStore}
          eyebrow={<Trans>Game provider</Trans>}
          title={name}
          description={
            provider ? (
              <Plural
                value={count}
                one="# game from this studio"
                other="# games from this studio"
              />
            ) : (
              <Trans>Every {name} game on KadiBet, in one place.</Trans>
            )
          }
        />
        {data && !provider ? (
          <GamesEmptyState
            title={<Trans>We do not know this provider</Trans>}
            description={
              <Trans>
                There is no provider at this address. It may have been renamed or removed.
              </Trans>
            }
          />
        ) : (
          <GameList source={source} listKey={listKey} />
        )}
      </Stack>
    </PageContainer>
  );
}
