/**
 * The home page: banner, shortcuts, the Originals, the catalogue's game rows, sports, Kadi,
 * rewards and trust.
 */
import { Trans } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { ensureFullCatalog } from '@/app/i18n';
import { HouseGamesGrid } from '@/features/house-games';
import { useAfterIdle } from '@/shared/lib/use-after-idle';
import { useNearScreen } from '@/shared/lib/use-near-screen';
import { PageContainer } from '@/shared/ui/PageContainer';
import { CategoryShortcuts } from './CategoryShortcuts';
import { HomeHero } from './HomeHero';
import { SectionHeading } from './SectionHeading';

const originalsLink = linkOptions({ to: '/casino', search: { category: 'dofia-games' } });

const loadBelowTheFold = () =>
  Promise.all([import('./below-the-fold/BelowTheFoldSections'), ensureFullCatalog()]).then(
    ([module]) => ({ default: module.BelowTheFoldSections }),
  );
const BelowTheFoldSections = lazy(loadBelowTheFold);

export function HomePage() {
  return (
    <PageContainer>
      <Stack gap={40} data-testid="home-page">
        <Stack gap="lg">
          <HomeHero />
          <CategoryShortcuts />
        </Stack>
        <section data-testid="home-originals">
          <SectionHeading
            title={<Trans>KadiBet Originals</Trans>}
            icon={<IconDiamond size={22} />}
            viewAll={originalsLink}
          />
          <HouseGamesGrid />
        </section>
        <BelowTheFold />
      </Stack>
    </PageContainer>
  );
}

/**
 * The sections below the Originals are below the fold at every size: their code is fetched once
 * the first screen is up, and they render when the player is near them (a phone's first load
 * never builds, styles or lays them out), in a render of their own that does not render the
 * first screen again.
 */
function BelowTheFold() {
  const firstScreenUp = useAfterIdle();
  const [marker, near] = useNearScreen<HTMLDivElement>();
  useEffect(() => {
    // Fetched ahead, so a player who scrolls down does not wait for the request. A failure is
    // not reported here: the render below makes the request again and its error shows there.
    if (firstScreenUp) loadBelowTheFold().catch(() => undefined);
  }, [firstScreenUp]);
  const placeholder = <div ref={marker} data-testid="home-below-fold-marker" />;
  if (!firstScreenUp || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BelowTheFoldSections />
    </Suspense>
  );
}
