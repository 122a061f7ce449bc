/**
 * The home banner: tagline, the size of the lobby and the call to action (register for
 * visitors, the casino for players); Kadi's button and the sports count while the operator has
 * those on.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCards, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND } from '@/contracts/brand';
import { GameArt, HOUSE_GAME_TILES, houseGameTile } from '@/features/house-games';
import { FeatureGate } from '@/features/settings';
import { SPORT_INFO } from '@/features/sports';
import { useModal } from '@/shared/lib/modal-navigation';
import { useCurrentUser } from '@/shared/session';
import { HeroBanner } from '@/shared/ui/HeroBanner';
import { RouterButton } from '@/shared/ui/router-links';
import classes from './HomeHero.module.css';

const ART = (['dice', 'poker', 'crash'] as const).map(houseGameTile);

function Fact({ value, label }: { value: string | number; label: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz={{ base: 22, sm: 26 }} fw={900} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="gray.4" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
    </Stack>
  );
}

export function HomeHero() {
  const { isSignedIn, loaded } = useCurrentUser();
  const modal = useModal();
  const visitor = loaded && !isSignedIn;
  const gameCount = BRAND.gameCount;
  return (
    <HeroBanner
      className={classes.hero}
      gap="xl"
      copyGap="lg"
      copyMaw={620}
      art={ART.map((tile) => (
        <div key={tile.identifier} className={classes.artCard}>
          <GameArt Icon={tile.Icon} colors={tile.colors} />
        </div>
      ))}
      artClassName={classes.artStack}
      artFrom="md"
      artHidden
      data-testid="home-hero"
    >
      <Text size="sm" fw={800} tt="uppercase" c="emerald.5" lts={1}>
        {BRAND.name}
      </Text>
      <Title order={1} fz={{ base: '2.2rem', sm: '3.2rem' }} lh={1.05}>
        <span className={classes.headline}>
          <Trans>Fastest Growing Casino</Trans>
        </span>
      </Title>
      <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3">
        <Trans>
          {gameCount} games, provably fair Originals, live dealers, sports betting and Kadi, the
          card game we are named after.
        </Trans>
      </Text>
      <Group gap="sm">
        {visitor || !loaded ? (
          <Button
            size="lg"
            leftSection={<IconUserPlus size={20} />}
            onClick={() => modal.open('auth', { tab: 'register' })}
            // Unseen until the account has loaded, but in its place: the casino button is
            // wider and wraps the row on phones, so showing it first made the banner shrink
            // and the page below jump when a visitor's Register replaced it.
            style={loaded ? undefined : { visibility: 'hidden' }}
          >
            <Trans>Register</Trans>
          </Button>
        ) : (
          <RouterButton to="/casino" size="lg" rightSection={<IconArrowRight size={20} />}>
            <Trans>Browse the casino</Trans>
          </RouterButton>
        )}
        <FeatureGate feature="kadi">
          <RouterButton
            to="/kadi"
            size="lg"
            variant="default"
            leftSection={<IconCards size={20} />}
          >
            <Trans>Play Kadi</Trans>
          </RouterButton>
        </FeatureGate>
      </Group>
      <Group gap="xl" mt="xs">
        <Fact value={BRAND.gameCount} label={<Trans>games</Trans>} />
        <Fact value={HOUSE_GAME_TILES.length} label={<Trans>Originals</Trans>} />
        <FeatureGate feature="sportsbook">
          <Fact value={SPORT_INFO.length} label={<Trans>sports</Trans>} />
        </FeatureGate>
      </Group>
    </HeroBanner>
  );
}
