/**
 * The casino lobby (/casino?category=…): the category row bound to the address; the lobby
 * itself shows the Originals, a row for each category and then every game; a category shows
 * its own full list (slots by game kind, the others by their tag).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { IconPokerChip } from '@tabler/icons-react';
import { useMemo } from 'react';
import { LOBBY_CATEGORIES } from '@/catalogue';
import { allGamesSource, slotsSource } from '@/catalogue/list-source';
import { BRAND } from '@/contracts/brand';
import type { CasinoCategory } from '@/contracts/casino';
import { useNearScreen } from '@/shared/lib/use-near-screen';
import { PageContainer } from '@/shared/ui/PageContainer';
import classes from './CasinoPage.module.css';
import { CatalogueHeader } from './CatalogueHeader';
import { CategoryChips } from './CategoryChips';
import { categoryInfo } from './category-info';
import { GameList } from './list/GameList';
import { OriginalsSection } from './OriginalsSection';
import { TagGameList } from './TagGameList';

/**
 * The lobby's last list, far below its first screen: built when the player comes near it. Its
 * 24 tiles and its toolbar's dropdowns were a good part of the lobby's first render and commit
 * on a phone, for a list no first screen shows. Until then a box of about its height holds its
 * place, so what is below it (the bets feed, the footer) does not move when it is built.
 */
function AllGames() {
  const all = useMemo(allGamesSource, []);
  const [marker, near] = useNearScreen<HTMLDivElement>();
  if (!near)
    return (
      <div ref={marker} className={classes.allPlaceholder} data-testid="lobby-all-games-marker" />
    );
  return (
    <div className={classes.all}>
      <GameList source={all} title={<Trans>All games</Trans>} />
    </div>
  );
}

function Lobby() {
  const { i18n } = useLingui();
  return (
    <Stack gap="xl">
      <OriginalsSection />
      {LOBBY_CATEGORIES.map(categoryInfo).map((info) => (
        <div key={info.category} className={classes.row}>
          <TagGameList slug={info.category} title={i18n._(info.label)} preview />
        </div>
      ))}
      <AllGames />
    </Stack>
  );
}

function CategoryContent({ category }: { category: CasinoCategory | undefined }) {
  const slots = useMemo(slotsSource, []);
  if (category === 'dofia-games') return <OriginalsSection withHeading={false} />;
  if (category === 'slots') return <GameList source={slots} />;
  if (category) return <TagGameList slug={category} title={null} />;
  return <Lobby />;
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
