/**
 * The casino lobby (/casino?category=…): category row bound to the address, the Originals, and
 * the third-party lists, which hold games once the catalogue has them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { IconPokerChip } from '@tabler/icons-react';
import type { CasinoCategory } from '@/contracts/casino';
import { BRAND } from '@/shared/lib/brand';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CatalogueHeader } from './CatalogueHeader';
import { CategoryChips } from './CategoryChips';
import { categoryInfo } from './category-info';
import { GamesEmptyState } from './GamesEmptyState';
import { OriginalsSection } from './OriginalsSection';

function CategoryContent({ category }: { category: CasinoCategory | undefined }) {
  if (category === 'dofia-games') return <OriginalsSection withHeading={false} />;
  if (category) return <GamesEmptyState />;
  return (
    <Stack gap="xl">
      <OriginalsSection />
      <Stack component="section" gap="md">
        <Title order={2} fz="h3">
          <Trans>All games</Trans>
        </Title>
        <GamesEmptyState
          withLinks={false}
          title={<Trans>The game library is empty for now</Trans>}
          description={
            <Trans>
              Slots, live casino and game shows from our studio partners appear here as soon as they
              are added.
            </Trans>
          }
        />
      </Stack>
    </Stack>
  );
}

export function CasinoPage({ category }: { category: CasinoCategory | undefined }) {
  const { i18n } = useLingui();
  const info = category ? categoryInfo(category) : undefined;
  const gameCount = BRAND.gameCount;
  return (
    <PageContainer>
      <Stack gap="lg" data-testid="casino-page">
        <CatalogueHeader
          Icon={info?.Icon ?? IconPokerChip}
          eyebrow={info ? <Trans>Casino</Trans> : null}
          title={info ? i18n._(info.label) : <Trans>Casino</Trans>}
          description={
            info ? (
              i18n._(info.description)
            ) : (
              <Trans>
                {gameCount} games: slots, live casino, game shows and our own provably fair
                Originals.
              </Trans>
            )
          }
        />
        <CategoryChips active={category} />
        <CategoryContent category={category} />
      </Stack>
    </PageContainer>
  );
}
