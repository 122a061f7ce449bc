/** A studio's page (/provider/{path}): its name from the path and its games once listed. */
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CatalogueHeader } from './CatalogueHeader';
import { GamesEmptyState } from './GamesEmptyState';
import { humanizeSlug } from './humanize';

export function ProviderPage({ path }: { path: string }) {
  const name = humanizeSlug(path);
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="provider-page">
        <CatalogueHeader
          Icon={IconBuildingStore}
          eyebrow={<Trans>Game provider</Trans>}
          title={name}
          description={<Trans>Every {name} game on KadiBet, in one place.</Trans>}
        />
        <GamesEmptyState
          description={
            <Trans>
              {name} games appear here as soon as they are added to the lobby. In the meantime, our
              Originals are ready.
            </Trans>
          }
        />
      </Stack>
    </PageContainer>
  );
}
